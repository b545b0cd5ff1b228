// Per-object method overrides: one table per selector of (object, side, imp) entries. Entries are
// rewritten in place under a seqlock, so spying on objects over and over allocates nothing once
// a table is large enough; lookups read them without a lock.
#include "runtime_internal.h"
#include <sched.h>

static void write_entry_locked(struct sk_override_entry *e, const void *object, SKIMP imp, SKSide side) {
    uintptr_t seq = SK_LOAD_RELAXED(&e->seq);
    SK_STORE_RELAXED(&e->seq, seq + 1);  // odd: readers retry
    __atomic_thread_fence(__ATOMIC_RELEASE);
    SK_STORE_RELAXED(&e->object, object);
    SK_STORE_RELAXED(&e->imp, imp);
    SK_STORE_RELAXED(&e->side, (uintptr_t)side);
    SK_STORE(&e->seq, seq + 2);
}

static struct sk_override_entry *find_entry_locked(struct sk_override_table *table, const void *object,
                                                   SKSide side) {
    for (uint32_t i = 0; table && i < table->capacity; i++) {
        struct sk_override_entry *e = &table->entries[i];
        if (e->object == object && e->side == (uintptr_t)side) return e;
    }
    return NULL;
}

static struct sk_override_entry *free_entry_locked(SKSel sel) {
    struct sk_override_table *table = sel->overrides;
    struct sk_override_entry *free_entry = find_entry_locked(table, NULL, SK_INSTANCE_SIDE);
    if (free_entry) return free_entry;
    uint32_t capacity = table ? table->capacity * 2 : 4;
    struct sk_override_table *grown = sk_alloc(sizeof *grown + capacity * sizeof(grown->entries[0]));
    grown->capacity = capacity;
    for (uint32_t i = 0; table && i < table->capacity; i++) {
        struct sk_override_entry *from = &table->entries[i];
        write_entry_locked(&grown->entries[i], from->object, from->imp, (SKSide)from->side);
    }
    SK_STORE(&sel->overrides, grown);
    if (table) sk_retire_block(table);  // a lock-free reader may still be scanning it
    return &grown->entries[table ? table->capacity : 0];
}

SKStatus sk_object_setOverride(const void *object, SKSide side, SKSel sel, SKIMP imp) {
    if (!object || !sel || (side != SK_INSTANCE_SIDE && side != SK_CLASS_SIDE)) return SK_ERR_INVALID_ARGUMENT;
    SKStatus status = SK_OK;
    sk_lock();
    struct sk_override_entry *entry = find_entry_locked(sel->overrides, object, side);
    if (!imp) {
        if (entry) {
            write_entry_locked(entry, NULL, NULL, SK_INSTANCE_SIDE);
            __atomic_fetch_sub(&sel->override_count, 1, __ATOMIC_RELEASE);
        } else {
            status = SK_ERR_NOT_FOUND;
        }
    } else if (entry) {
        write_entry_locked(entry, object, imp, side);
    } else {
        write_entry_locked(free_entry_locked(sel), object, imp, side);
        __atomic_fetch_add(&sel->override_count, 1, __ATOMIC_RELEASE);
    }
    sk_unlock();
    return status;
}

SKIMP sk_object_getOverride(const void *object, SKSide side, SKSel sel) {
    sk_lock();
    struct sk_override_entry *entry = find_entry_locked(sel->overrides, object, side);
    SKIMP imp = entry ? entry->imp : NULL;
    sk_unlock();
    return imp;
}

SKIMP sk_override_read(const void *receiver, SKSide side, SKSel sel) {
    struct sk_override_table *table = SK_LOAD(&sel->overrides);
    for (uint32_t i = 0; table && i < table->capacity; i++) {
        struct sk_override_entry *e = &table->entries[i];
        for (int attempt = 0;; attempt++) {
            if (attempt == 64) return sk_object_getOverride(receiver, side, sel);  // a writer is stuck
            uintptr_t before = SK_LOAD(&e->seq);
            if (before & 1) { sched_yield(); continue; }
            const void *object = SK_LOAD_RELAXED(&e->object);
            SKIMP imp = SK_LOAD_RELAXED(&e->imp);
            uintptr_t entry_side = SK_LOAD_RELAXED(&e->side);
            __atomic_thread_fence(__ATOMIC_ACQUIRE);
            if (SK_LOAD_RELAXED(&e->seq) != before) continue;
            if (object == receiver && entry_side == (uintptr_t)side) return imp;
            break;
        }
    }
    return NULL;
}

size_t sk_object_removeOverrides(const void *object) {
    size_t removed = 0;
    sk_lock();
    for (size_t s = 0; s < sk_selector_count_locked(); s++) {
        SKSel sel = sk_selector_at_locked(s);
        if (!sel->override_count) continue;
        for (unsigned side = SK_INSTANCE_SIDE; side <= SK_CLASS_SIDE; side++) {
            struct sk_override_entry *entry = find_entry_locked(sel->overrides, object, (SKSide)side);
            if (!entry) continue;
            write_entry_locked(entry, NULL, NULL, SK_INSTANCE_SIDE);
            __atomic_fetch_sub(&sel->override_count, 1, __ATOMIC_RELEASE);
            removed++;
        }
    }
    sk_unlock();
    return removed;
}
