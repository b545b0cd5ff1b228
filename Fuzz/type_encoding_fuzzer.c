// libFuzzer target for the type-encoding parser behind sk_signature_get.
//
// Any byte string is a candidate encoding (cut at its first NUL, as a C string would be). The
// parser must answer with a status, never crash or hang; and what it accepts must be usable:
// - a refusal is SK_ERR_BAD_ENCODING or SK_ERR_UNSUPPORTED_TYPE (never SK_OK with NULL, and
//   never SK_ERR_FFI: the parser, not libffi, must catch what libffi cannot take);
// - an accepted encoding has a receiver and a selector, sizes within the by-value limit, and a
//   canonical spelling that parses to the same C signature and is its own canonical spelling;
// - asking again returns the cached signature;
// - a closure of the signature can be made, and a generic call through it returns.
#include "swizzle_runtime.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(condition, ...)                                                        \
    do {                                                                             \
        if (!(condition)) {                                                          \
            fprintf(stderr, "type_encoding_fuzzer: %s failed: ", #condition);        \
            fprintf(stderr, __VA_ARGS__);                                            \
            fputc('\n', stderr);                                                     \
            abort();                                                                 \
        }                                                                            \
    } while (0)

enum { MAX_VALUE_BYTES = 64 * 1024 };  // the by-value limit the header documents

/// The closure's handler: zero the result (its natural size), read nothing else.
static void zero_result(SKSignature signature, void *ret, void *const *args, void *user_data) {
    (void)args;
    (void)user_data;
    if (ret) memset(ret, 0, sk_signature_returnSize(signature));
}

/// Calls a fresh closure of `signature` through sk_call with zeroed arguments.
static void call_through_closure(SKSignature signature) {
    SKStatus status = SK_OK;
    SKClosure closure = sk_closure_create(signature, zero_result, NULL, NULL, &status);
    CHECK(closure && status == SK_OK, "no closure for an accepted signature (status %d)", status);
    size_t count = sk_signature_argumentCount(signature);
    void **args = calloc(count ? count : 1, sizeof *args);
    for (size_t i = 0; i < count; i++) {
        args[i] = calloc(1, sk_signature_argumentSize(signature, i) + 16);
    }
    size_t return_size = sk_signature_returnSize(signature);
    unsigned char *ret = calloc(1, return_size + 16);
    memset(ret, 0xA5, return_size + 16);
    sk_call(signature, sk_closure_imp(closure), return_size ? ret : NULL, args);
    for (size_t i = 0; i < return_size; i++) CHECK(ret[i] == 0, "result byte %zu not written", i);
    for (size_t i = return_size; i < return_size + 16; i++) CHECK(ret[i] == 0xA5, "wrote past the result");
    free(ret);
    for (size_t i = 0; i < count; i++) free(args[i]);
    free(args);
    sk_closure_retire(closure);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *types = malloc(size + 1);
    memcpy(types, data, size);
    types[size] = '\0';

    SKStatus status = SK_ERR_NOT_FOUND;
    SKSignature signature = sk_signature_get(types, &status);
    if (!signature) {
        CHECK(status == SK_ERR_BAD_ENCODING || status == SK_ERR_UNSUPPORTED_TYPE,
              "refused \"%s\" with status %d", types, status);
        free(types);
        return 0;
    }
    CHECK(status == SK_OK, "accepted \"%s\" with status %d", types, status);
    CHECK(sk_signature_argumentCount(signature) >= 2, "\"%s\" lacks receiver or selector", types);
    CHECK(sk_signature_returnSize(signature) <= MAX_VALUE_BYTES, "\"%s\" returns %zu bytes", types,
          sk_signature_returnSize(signature));
    for (size_t i = 0; i < sk_signature_argumentCount(signature); i++) {
        CHECK(sk_signature_argumentSize(signature, i) <= MAX_VALUE_BYTES, "\"%s\" argument %zu is %zu bytes",
              types, i, sk_signature_argumentSize(signature, i));
    }
    CHECK(sk_signature_get(types, NULL) == signature, "\"%s\" is not cached", types);

    const char *canonical = sk_signature_encoding(signature);
    SKSignature reparsed = sk_signature_get(canonical, &status);
    CHECK(reparsed && status == SK_OK, "canonical \"%s\" of \"%s\" does not parse (%d)", canonical, types, status);
    CHECK(sk_signature_equal(signature, reparsed), "canonical \"%s\" of \"%s\" is another signature", canonical, types);
    CHECK(strcmp(sk_signature_encoding(reparsed), canonical) == 0, "canonical \"%s\" of \"%s\" is not canonical",
          canonical, types);

    call_through_closure(signature);
    free(types);
    return 0;
}
