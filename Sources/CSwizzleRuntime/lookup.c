// The slow path of sk_lookup: resolve through the superclass chain under the lock and fill the
// class's table; and invalidation of table slots when a method list changes.
#include "runtime_internal.h"

/// Returns `table` or, if it has no room for chunk `chunk_index`, a copy with room to spare.
/// Chunks are shared by the old and the new table, so only the small array of chunk pointers is
/// copied; the old one is retired, never freed: a lock-free reader may hold it.
static struct sk_dtable *table_with_chunk_locked(struct sk_dtable *table, uint32_t chunk_index) {
    if (chunk_index < table->chunk_count) return table;
    uint32_t count = chunk_index + 1 + chunk_index / 2;
    struct sk_dtable *grown = sk_alloc(sizeof *grown + count * sizeof(grown->chunks[0]));
    grown->chunk_count = count;
    for (uint32_t i = 0; i < table->chunk_count; i++) {
        grown->chunks[i] = SK_LOAD_RELAXED(&table->chunks[i]);
    }
    if (table != &sk_empty_dtable) sk_retire_block(table);
    return grown;
}

SKIMP sk_lookup_slow(SKClass cls, SKSide side, SKSel sel) {
    sk_lock();
    struct sk_method_record *found = NULL;
    for (SKClass c = cls; c && !found; c = c->superclass) {
        found = sk_class_own_method_locked(sk_class_record(c), side, sel, false);
    }
    SKIMP imp = NULL;
    if (found) {
        uint32_t chunk_index = sel->index >> SK_DTABLE_CHUNK_BITS;
        struct sk_dtable *table = SK_LOAD_RELAXED(&cls->dtables[side]);
        struct sk_dtable *filled = table_with_chunk_locked(table, chunk_index);
        struct sk_dtable_chunk *chunk = SK_LOAD_RELAXED(&filled->chunks[chunk_index]);
        if (!chunk) {
            chunk = sk_alloc(sizeof *chunk);  // chunks live as long as the class: never freed
            SK_STORE(&filled->chunks[chunk_index], chunk);
        }
        SK_STORE(&chunk->slots[sel->index & (SK_DTABLE_CHUNK_SIZE - 1)], &found->pub);
        if (filled != table) SK_STORE(&cls->dtables[side], filled);
        imp = SK_LOAD(&found->pub.imp);
    }
    sk_unlock();
    return imp;
}

void sk_dtable_invalidate_locked(struct sk_class_record *cls, SKSide side, SKSel sel) {
    struct sk_dtable *table = SK_LOAD_RELAXED(&cls->pub.dtables[side]);
    uint32_t chunk_index = sel->index >> SK_DTABLE_CHUNK_BITS;
    struct sk_dtable_chunk *chunk = chunk_index < table->chunk_count ? SK_LOAD_RELAXED(&table->chunks[chunk_index]) : NULL;
    if (chunk) SK_STORE(&chunk->slots[sel->index & (SK_DTABLE_CHUNK_SIZE - 1)], NULL);
    for (size_t i = 0; i < cls->subclasses.count; i++) {
        sk_dtable_invalidate_locked(cls->subclasses.items[i], side, sel);
    }
}
