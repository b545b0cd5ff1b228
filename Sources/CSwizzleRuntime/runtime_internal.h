// Private to the C runtime: the records behind the public layouts, the runtime lock, and the
// helpers the .c files share.
#ifndef SWIZZLE_RUNTIME_INTERNAL_H
#define SWIZZLE_RUNTIME_INTERNAL_H

#include "swizzle_runtime.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// A thread-local read on every spied call: the initial-exec model reads it at a fixed offset from
/// the thread pointer instead of calling `__tls_get_addr` (the runtime is linked into the
/// executable, never loaded later with dlopen).
#define SK_THREAD_LOCAL static _Thread_local __attribute__((tls_model("initial-exec")))

#define SK_LOAD(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#define SK_LOAD_RELAXED(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define SK_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#define SK_STORE_RELAXED(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)

// MARK: The runtime lock: every writer holds it. Not recursive: `_locked` functions expect it.
void sk_lock(void);
void sk_unlock(void);

// MARK: Allocation that never fails silently (the runtime cannot go on without memory).
void *sk_alloc(size_t size);            // zeroed
void *sk_realloc(void *ptr, size_t size);
char *sk_strdup(const char *string);
/// Keeps a block that lock-free readers may still hold; it is never freed.
void sk_retire_block(void *block);

// MARK: Growable array of pointers.
typedef struct sk_ptr_array {
    void **items;
    size_t count, capacity;
} sk_ptr_array;
void sk_ptr_array_append(sk_ptr_array *array, void *item);

// MARK: Hashing.
uint64_t sk_hash_string(const char *string);
uint64_t sk_hash_pointer(const void *pointer);

// MARK: String map: the selector, class and signature tables, each keyed by a string field of
// its items. Open addressing; the items are the records themselves, found through the key's
// offset in them (a load, not a call, per probe). Not thread-safe: the owner's lock guards every
// call, finds included, since the item array is freed when it grows.
typedef struct sk_string_map {
    void **items;          // `capacity` slots (a power of two), NULL where empty
    size_t count, capacity;
    size_t key_offset;     // offsetof the item's `const char *` key, which never changes
} sk_string_map;
/// A static initializer for an empty map of `type` items keyed by `key_field`, which must be a
/// `const char *` (anything else fails to compile, rather than being read as one).
#define SK_STRING_MAP_INIT(type, key_field) \
    {.key_offset = _Generic(((type *)0)->key_field, const char *: offsetof(type, key_field))}
/// The item whose key equals `key`, or NULL.
void *sk_string_map_find(const sk_string_map *map, const char *key);
/// Adds `item`, whose key must not be in the map yet. Grows past half full.
void sk_string_map_insert(sk_string_map *map, void *item);

// MARK: Records.
struct sk_method_record {
    struct sk_method pub;          // selector + atomic imp: what lookups read
    SKSignature signature;         // parsed encoding (for comparisons)
    char *types;                   // as registered
    struct sk_class_record *owner;
    SKSide side;
    bool removed;                  // kept for reuse when the same selector is added again
    SKIMP baseline;                // its implementation when its class finished registering, or NULL
    bool changed;                  // differs from the baseline: counted in its classes' `changes`
    const void *data[2];           // atomic: sk_method_getData / sk_method_setData
};

struct sk_class_record {
    struct sk_class pub;
    sk_ptr_array methods[2];       // sk_method_record*, per side, including removed ones
    sk_ptr_array subclasses;       // direct subclasses, for cache invalidation
    bool registered;               // sk_class_finishRegistration was called: changes count
};

/// Adds `delta` to every bucket of `changes` in `cls` and each of its superclasses, or (with an
/// `object`, for its override) to that object's bucket only. See sk_class_unchanged.
void sk_class_count_change_locked(SKClass cls, const void *object, int delta);

static inline struct sk_class_record *sk_class_record(SKClass cls) {
    return (struct sk_class_record *)cls;
}

// Selectors, for code that walks all of them (object overrides).
size_t sk_selector_count_locked(void);
SKSel sk_selector_at_locked(size_t index);

// Tables: the shared empty table every class starts with, and invalidation of `sel` in `cls`
// and every class below it (after a method was added or removed there).
extern struct sk_dtable sk_empty_dtable;
void sk_dtable_invalidate_locked(struct sk_class_record *cls, SKSide side, SKSel sel);

// Type encodings: the parser behind sk_signature_get, and method records' own-method search.
struct sk_method_record *sk_class_own_method_locked(struct sk_class_record *cls, SKSide side,
                                                    SKSel sel, bool include_removed);

#endif
