// The slow path of sk_lookup: resolve through the superclass chain under the lock and fill the
// class's table; and invalidation of table slots when a method list changes.
#include "runtime_internal.h"

/// Returns `table` or, if it is too small for `index`, a copy large enough for every selector
/// interned so far. The old table is retired, never freed: a lock-free reader may hold it.
static struct sk_dtable *table_with_room_locked(struct sk_dtable *table, uint32_t index) {
    if (index < table->capacity) return table;
    size_t capacity = sk_selector_count_locked();
    if (capacity <= index) capacity = (size_t)index + 1;
    capacity += capacity / 2;  // room for selectors interned later
    struct sk_dtable *grown = sk_alloc(sizeof *grown + capacity * sizeof(grown->slots[0]));
    grown->capacity = (uint32_t)capacity;
    for (uint32_t i = 0; i < table->capacity; i++) {
        grown->slots[i] = SK_LOAD_RELAXED(&table->slots[i]);
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
        struct sk_dtable *table = SK_LOAD_RELAXED(&cls->dtables[side]);
        struct sk_dtable *filled = table_with_room_locked(table, sel->index);
        SK_STORE(&filled->slots[sel->index], &found->pub);
        if (filled != table) SK_STORE(&cls->dtables[side], filled);
        imp = SK_LOAD(&found->pub.imp);
    }
    sk_unlock();
    return imp;
}

void sk_dtable_invalidate_locked(struct sk_class_record *cls, SKSide side, SKSel sel) {
    struct sk_dtable *table = SK_LOAD_RELAXED(&cls->pub.dtables[side]);
    if (sel->index < table->capacity) SK_STORE(&table->slots[sel->index], NULL);
    for (size_t i = 0; i < cls->subclasses.count; i++) {
        sk_dtable_invalidate_locked(cls->subclasses.items[i], side, sel);
    }
}
