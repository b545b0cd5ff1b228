// Selector interning (one SKSel per name, dense indices) and Swift-style name validation.
#include "runtime_internal.h"

static struct sk_selector **buckets;   // open addressing on the name's hash
static size_t bucket_count;
static sk_ptr_array by_index;          // sk_selector*, indexed by selector index

static struct sk_selector **find_bucket(const char *name, uint64_t hash) {
    size_t mask = bucket_count - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        if (!buckets[i] || strcmp(buckets[i]->name, name) == 0) return &buckets[i];
    }
}

static void grow_buckets(void) {
    struct sk_selector **old = buckets;
    size_t old_count = bucket_count;
    bucket_count = bucket_count ? bucket_count * 2 : 256;
    buckets = sk_alloc(bucket_count * sizeof *buckets);
    for (size_t i = 0; i < old_count; i++) {
        if (old[i]) *find_bucket(old[i]->name, sk_hash_string(old[i]->name)) = old[i];
    }
    free(old);  // buckets are only read under the lock
}

SKSel sk_selector_register(const char *name) {
    sk_lock();
    if ((by_index.count + 1) * 2 > bucket_count) grow_buckets();
    struct sk_selector **slot = find_bucket(name, sk_hash_string(name));
    if (!*slot) {
        struct sk_selector *sel = sk_alloc(sizeof *sel);
        sel->name = sk_strdup(name);
        sel->index = (uint32_t)by_index.count;
        sk_ptr_array_append(&by_index, sel);
        *slot = sel;
    }
    SKSel result = *slot;
    sk_unlock();
    return result;
}

SKSel sk_selector_lookup(const char *name) {
    sk_lock();
    SKSel result = bucket_count ? *find_bucket(name, sk_hash_string(name)) : NULL;
    sk_unlock();
    return result;
}

size_t sk_selector_count(void) {
    sk_lock();
    size_t count = by_index.count;
    sk_unlock();
    return count;
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
        }
        p++;
    }
    if (*p != '\0') return SK_ERR_BAD_SELECTOR;
    if (argument_count) *argument_count = labels;
    return SK_OK;
}
