// The string map behind the selector, class and signature tables.
#include "runtime_internal.h"

static inline const char *key_of(const sk_string_map *map, const void *item) {
    return *(const char *const *)((const char *)item + map->key_offset);
}

/// The slot holding `key`, or the empty slot where it belongs. The table is never full.
static void **find_slot(const sk_string_map *map, const char *key) {
    size_t mask = map->capacity - 1;
    for (size_t i = sk_hash_string(key) & mask;; i = (i + 1) & mask) {
        if (!map->items[i] || strcmp(key_of(map, map->items[i]), key) == 0) return &map->items[i];
    }
}

void *sk_string_map_find(const sk_string_map *map, const char *key) {
    return map->capacity ? *find_slot(map, key) : NULL;
}

void sk_string_map_insert(sk_string_map *map, void *item) {
    if ((map->count + 1) * 2 > map->capacity) {
        sk_string_map old = *map;
        map->capacity = old.capacity ? old.capacity * 2 : 64;
        map->items = sk_alloc(map->capacity * sizeof *map->items);
        for (size_t i = 0; i < old.capacity; i++) {
            if (old.items[i]) *find_slot(map, key_of(map, old.items[i])) = old.items[i];
        }
        free(old.items);  // readers hold the map's lock, so none can still be probing it
    }
    *find_slot(map, key_of(map, item)) = item;
    map->count++;
}
