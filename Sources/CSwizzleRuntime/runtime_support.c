// The runtime lock, allocation, retired blocks, small containers, hashing, status text.
#include "runtime_internal.h"
#include <stdio.h>

// The runtime's own word lock (`sk_mutex_lock`), not a pthread mutex: a test with a spy takes it
// about five times (its install, its restore, a lookup's slow path), and a pthread mutex's lock and
// unlock cost about 55 instructions a pair, this one's about 15. Never taken recursively.
static uint32_t runtime_lock;

void sk_lock(void) { sk_mutex_lock(&runtime_lock); }
void sk_unlock(void) { sk_mutex_unlock(&runtime_lock); }

static void out_of_memory(size_t size) {
    fprintf(stderr, "SwizzleKit runtime: out of memory allocating %zu bytes\n", size);
    abort();
}

void *sk_alloc(size_t size) {
    void *block = calloc(1, size ? size : 1);
    if (!block) out_of_memory(size);
    return block;
}

void *sk_block_alloc(size_t size) {
    void *block = malloc(size ? size : 1);
    if (!block) out_of_memory(size);
    return block;
}

void sk_block_free(void *block) { free(block); }

void *sk_realloc(void *ptr, size_t size) {
    void *block = realloc(ptr, size ? size : 1);
    if (!block) out_of_memory(size);
    return block;
}

char *sk_strdup(const char *string) {
    size_t length = strlen(string) + 1;
    char *copy = sk_alloc(length);
    memcpy(copy, string, length);
    return copy;
}

// Retired blocks stay reachable from here so leak checkers do not report them: they are kept on
// purpose, because a lock-free reader may still hold one. Only tables that outgrow their
// capacity are retired, so this list grows with the logarithm of the table sizes, not with use.
static sk_ptr_array retired_blocks;

void sk_retire_block(void *block) { sk_ptr_array_append(&retired_blocks, block); }

void sk_ptr_array_append(sk_ptr_array *array, void *item) {
    if (array->count == array->capacity) {
        array->capacity = array->capacity ? array->capacity * 2 : 4;
        array->items = sk_realloc(array->items, array->capacity * sizeof(void *));
    }
    array->items[array->count++] = item;
}

uint64_t sk_hash_string(const char *string) {
    uint64_t hash = 1469598103934665603ull;  // FNV-1a
    for (const unsigned char *c = (const unsigned char *)string; *c; c++) {
        hash = (hash ^ *c) * 1099511628211ull;
    }
    return hash;
}

uint64_t sk_hash_pointer(const void *pointer) {
    uint64_t x = (uint64_t)(uintptr_t)pointer;  // splitmix64 finalizer
    x ^= x >> 30; x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27; x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

const char *sk_status_description(SKStatus status) {
    switch (status) {
    case SK_OK: return "success";
    case SK_ERR_EXISTS: return "already exists";
    case SK_ERR_NOT_FOUND: return "not found";
    case SK_ERR_ENCODING_MISMATCH: return "type encodings describe different signatures";
    case SK_ERR_BAD_ENCODING: return "malformed type encoding";
    case SK_ERR_UNSUPPORTED_TYPE: return "unsupported type (union, bit-field, long double or variadic)";
    case SK_ERR_BAD_SELECTOR: return "malformed selector name";
    case SK_ERR_INVALID_ARGUMENT: return "invalid argument";
    case SK_ERR_FFI: return "libffi refused the signature";
    }
    return "unknown status";
}
