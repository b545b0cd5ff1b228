// Selector interning (one SKSel per name, dense indices) and Swift-style name validation.
#include "runtime_internal.h"

static sk_string_map by_name = SK_STRING_MAP_INIT(struct sk_selector, name);
static sk_ptr_array by_index;          // sk_selector*, indexed by selector index

SKSel sk_selector_register(const char *name) {
    sk_lock();
    struct sk_selector *sel = sk_string_map_find(&by_name, name);
    if (!sel) {
        sel = sk_alloc(sizeof *sel);
        sel->name = sk_strdup(name);
        sel->index = (uint32_t)by_index.count;
        sk_ptr_array_append(&by_index, sel);
        sk_string_map_insert(&by_name, sel);
    }
    sk_unlock();
    return sel;
}

SKSel sk_selector_lookup(const char *name) {
    sk_lock();
    SKSel result = sk_string_map_find(&by_name, name);
    sk_unlock();
    return result;
}

size_t sk_selector_count(void) {
    sk_lock();
    size_t count = by_index.count;
    sk_unlock();
    return count;
}

/// `well_formed`'s values: 0 until the name is first checked. Racing checks store the same answer.
enum { WELL_FORMED_UNKNOWN = 0, WELL_FORMED_YES = 1, WELL_FORMED_NO = 2 };

bool sk_selector_isWellFormed(SKSel sel) {
    uint32_t known = __atomic_load_n(&sel->well_formed, __ATOMIC_RELAXED);
    if (known == WELL_FORMED_UNKNOWN) {
        known = sk_selector_validate(sel->name, NULL) == SK_OK ? WELL_FORMED_YES : WELL_FORMED_NO;
        __atomic_store_n(&sel->well_formed, known, __ATOMIC_RELAXED);
    }
    return known == WELL_FORMED_YES;
}

size_t sk_selector_count_locked(void) { return by_index.count; }
SKSel sk_selector_at_locked(size_t index) { return by_index.items[index]; }

// MARK: Validation

enum { MAX_SELECTOR_LENGTH = 1024 };

static bool is_identifier_start(unsigned char c) {
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}
static bool is_identifier_char(unsigned char c) {
    return is_identifier_start(c) || (c >= '0' && c <= '9');
}

/// Reads an identifier at *p; returns false if there is none.
static bool read_identifier(const unsigned char **p) {
    if (!is_identifier_start(**p)) return false;
    while (is_identifier_char(**p)) (*p)++;
    return true;
}

/// Skips a parameter's type in a typed selector (`Int`, `[String: Int]`, `(Int) -> Void`): up to
/// the `,` or `)` that ends it, outside any brackets. An arrow's `>` closes nothing.
static bool skip_type(const unsigned char **p) {
    int depth = 0;
    const unsigned char *start = *p;
    for (;;) {
        unsigned char c = **p;
        if (c == '\0' || c < ' ') return false;
        if (depth == 0 && (c == ',' || c == ')')) return *p != start;
        if (c == '-' && (*p)[1] == '>') { *p += 2; continue; }
        if (c == '(' || c == '[' || c == '<') depth++;
        if (c == ')' || c == ']' || c == '>') depth--;
        if (depth < 0) return false;
        (*p)++;
    }
}

SKStatus sk_selector_validate(const char *name, size_t *argument_count) {
    if (!name || strnlen(name, MAX_SELECTOR_LENGTH + 1) > MAX_SELECTOR_LENGTH) return SK_ERR_BAD_SELECTOR;
    const unsigned char *p = (const unsigned char *)name;
    if (strncmp(name, "getter:", 7) == 0 || strncmp(name, "setter:", 7) == 0) p += 7;
    if (!read_identifier(&p)) return SK_ERR_BAD_SELECTOR;
    size_t labels = 0;
    if (*p == '(') {
        p++;
        while (*p != ')') {
            if (!read_identifier(&p)) return SK_ERR_BAD_SELECTOR;  // `_` is an identifier too
            if (*p != ':') return SK_ERR_BAD_SELECTOR;
            p++;
            labels++;
            // Overloads that only types tell apart: `fee(for: Money)`, `move(_: Int, to: Point)`.
            if (*p == ' ') {
                p++;
                if (!skip_type(&p)) return SK_ERR_BAD_SELECTOR;
                if (*p == ',') {
                    if (p[1] != ' ') return SK_ERR_BAD_SELECTOR;
                    p += 2;
                    if (*p == ')') return SK_ERR_BAD_SELECTOR;
                }
            }
        }
        p++;
    }
    if (*p != '\0') return SK_ERR_BAD_SELECTOR;
    if (argument_count) *argument_count = labels;
    return SK_OK;
}
