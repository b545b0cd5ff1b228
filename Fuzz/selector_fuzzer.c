// libFuzzer target for sk_selector_validate, the Swift-style selector name checker.
//
// Any byte string is a candidate name (cut at its first NUL). The validator must answer, never
// crash or hang, and agree with the grammar the header states, checked here by an independent
// reading of it:
//     name  := ("getter:" | "setter:")? ident ("(" param* ")")?
//     param := ident ":" (" " type (", " /* and not ")" next */)?)?      (a typed selector: "fee(for: Money)")
//     type  := printable bytes, ()[]<> kept balanced ("->" closes none), up to "," or ")" outside them
//     ident := [A-Za-z_\x80-\xFF] [A-Za-z0-9_\x80-\xFF]*
// with at most 1024 bytes; the argument count is the number of labels.
#include "swizzle_runtime.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(condition, ...)                                                        \
    do {                                                                             \
        if (!(condition)) {                                                          \
            fprintf(stderr, "selector_fuzzer: %s failed: ", #condition);             \
            fprintf(stderr, __VA_ARGS__);                                            \
            fputc('\n', stderr);                                                     \
            abort();                                                                 \
        }                                                                            \
    } while (0)

static bool starts_identifier(unsigned char c) {
    return c == '_' || (c | 0x20) - 'a' < 26u || c >= 0x80;
}
static bool continues_identifier(unsigned char c) { return starts_identifier(c) || c - '0' < 10u; }

/// The grammar above, by index rather than pointer; -1 if `name` is not a selector.
static long reference_label_count(const unsigned char *name, size_t length) {
    if (length > 1024) return -1;
    size_t i = 0;
    if (length >= 7 && (memcmp(name, "getter:", 7) == 0 || memcmp(name, "setter:", 7) == 0)) i = 7;
    if (i >= length || !starts_identifier(name[i])) return -1;
    while (i < length && continues_identifier(name[i])) i++;
    if (i == length) return 0;
    if (name[i] != '(') return -1;
    long labels = 0;
    for (i++; i < length && name[i] != ')'; labels++) {
        if (!starts_identifier(name[i])) return -1;
        while (i < length && continues_identifier(name[i])) i++;
        if (i == length || name[i] != ':') return -1;
        i++;
        // A typed selector (`fee(for: Money)`): a space, then the type up to a `,` or `)` outside
        // brackets (an arrow's `>` closes none); a `,` is followed by a space and another label.
        if (i < length && name[i] == ' ') {
            size_t start = ++i;
            long depth = 0;
            while (i < length && !(depth == 0 && (name[i] == ',' || name[i] == ')'))) {
                if (name[i] < ' ') return -1;
                if (name[i] == '-' && i + 1 < length && name[i + 1] == '>') { i += 2; continue; }
                if (name[i] == '(' || name[i] == '[' || name[i] == '<') depth++;
                if (name[i] == ')' || name[i] == ']' || name[i] == '>') depth--;
                if (depth < 0) return -1;
                i++;
            }
            if (i == length || i == start) return -1;
            if (name[i] == ',') {
                if (i + 1 >= length || name[i + 1] != ' ') return -1;
                i += 2;
                if (i < length && name[i] == ')') return -1;
            }
        }
    }
    return i + 1 == length ? labels : -1;  // `)` must be the last byte
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *name = malloc(size + 1);
    memcpy(name, data, size);
    name[size] = '\0';
    size_t length = strlen(name);

    size_t count = 12345;
    SKStatus status = sk_selector_validate(name, &count);
    long expected = reference_label_count((const unsigned char *)name, length);
    CHECK(status == SK_OK || status == SK_ERR_BAD_SELECTOR, "status %d for \"%s\"", status, name);
    CHECK((status == SK_OK) == (expected >= 0), "\"%s\": validator says %d, the grammar %ld", name, status, expected);
    if (status == SK_OK) {
        CHECK((long)count == expected, "\"%s\": %zu labels, the grammar %ld", name, count, expected);
        CHECK(sk_selector_validate(name, NULL) == SK_OK, "\"%s\" needs the count pointer", name);
    } else {
        CHECK(count == 12345, "\"%s\" was refused but the count was written", name);
    }
    free(name);
    return 0;
}
