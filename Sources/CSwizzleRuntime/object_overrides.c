// Per-object method overrides: one table per selector of (object, side, imp) entries. Entries are
// rewritten in place under a seqlock, so spying on objects over and over allocates nothing once
// a table is large enough; lookups read them without a lock.
#include "runtime_internal.h"
#include <sched.h>

static void write_entry_locked(struct sk_override_entry *e, const void *object, SKIMP imp, SKSide side,
                               const void *context, SKClass cls) {
    uintptr_t seq = SK_LOAD_RELAXED(&e->seq);
    SK_STORE_RELAXED(&e->seq, seq + 1);  // odd: readers retry
    __atomic_thread_fence(__ATOMIC_RELEASE);
    SK_STORE_RELAXED(&e->object, object);
    SK_STORE_RELAXED(&e->imp, imp);
    SK_STORE_RELAXED(&e->side, (uintptr_t)side);
    SK_STORE_RELAXED(&e->context, context);
    e->cls = cls;
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
        write_entry_locked(&grown->entries[i], from->object, from->imp, (SKSide)from->side, from->context, from->cls);
    }
    SK_STORE(&sel->overrides, grown);
    if (table) sk_retire_block(table);  // a lock-free reader may still be scanning it
    return &grown->entries[table ? table->capacity : 0];
}

/// Empties `entry`, and uncounts it from the selector and from its class.
static void remove_entry_locked(struct sk_override_entry *entry, SKSel sel) {
    if (entry->cls) sk_class_count_change_locked(entry->cls, entry->object, -1);
    write_entry_locked(entry, NULL, NULL, SK_INSTANCE_SIDE, NULL, NULL);
    __atomic_fetch_sub(&sel->override_count, 1, __ATOMIC_RELEASE);
}

/// Sets, replaces or (NULL `imp`) removes an override; `keep_context` leaves an existing entry's
/// context as it is. A new one needs its object's class, which counts it.
static SKStatus set_override(const void *object, SKClass cls, SKSide side, SKSel sel, SKIMP imp,
                             const void *context, bool keep_context) {
    if (!object || !sel || (side != SK_INSTANCE_SIDE && side != SK_CLASS_SIDE)) return SK_ERR_INVALID_ARGUMENT;
    SKStatus status = SK_OK;
    sk_lock();
    struct sk_override_entry *entry = find_entry_locked(sel->overrides, object, side);
    if (!imp) {
        if (entry) {
            remove_entry_locked(entry, sel);
        } else {
            status = SK_ERR_NOT_FOUND;
        }
    } else if (entry) {
        write_entry_locked(entry, object, imp, side, keep_context ? entry->context : context, entry->cls);
    } else if (!cls) {
        status = SK_ERR_INVALID_ARGUMENT;
    } else {
        write_entry_locked(free_entry_locked(sel), object, imp, side, keep_context ? NULL : context, cls);
        __atomic_fetch_add(&sel->override_count, 1, __ATOMIC_RELEASE);
        sk_class_count_change_locked(cls, object, 1);
    }
    sk_unlock();
    return status;
}

SKStatus sk_object_setOverride(const void *object, SKClass cls, SKSide side, SKSel sel, SKIMP imp) {
    return set_override(object, cls, side, sel, imp, NULL, true);
}

SKStatus sk_object_setOverrideWithContext(const void *object, SKClass cls, SKSide side, SKSel sel, SKIMP imp,
                                          const void *context) {
    if (!imp) return SK_ERR_INVALID_ARGUMENT;
    return set_override(object, cls, side, sel, imp, context, false);
}

SKIMP sk_object_getOverride(const void *object, SKSide side, SKSel sel) {
    sk_lock();
    struct sk_override_entry *entry = find_entry_locked(sel->overrides, object, side);
    SKIMP imp = entry ? entry->imp : NULL;
    sk_unlock();
    return imp;
}

/// The entry this thread last found through `sk_override_read`, and its version then. A typed
/// entry point asks for the context of the override the caller's lookup has just found: while
/// the table and the entry's seqlock counter are unchanged, the entry is too, so that second read
/// is two loads instead of another scan.
SK_THREAD_LOCAL struct {
    struct sk_override_table *table;
    struct sk_override_entry *entry;
    uintptr_t seq;
    const void *context;
} last_found;

/// What one seqlocked read of an entry saw.
enum entry_read { ENTRY_OTHER, ENTRY_FOUND, ENTRY_BUSY, ENTRY_CHANGED };

/// Reads entry `e` once under its seqlock: ENTRY_FOUND (with `*imp_out`, `*context_out`, and
/// the thread's `last_found`) if it is `receiver`'s override on `side`; ENTRY_BUSY while a
/// writer is in it, ENTRY_CHANGED if one came and went during the read.
static inline enum entry_read read_entry(struct sk_override_table *table, struct sk_override_entry *e,
                                         const void *receiver, SKSide side, SKIMP *imp_out,
                                         const void **context_out) {
    uintptr_t before = SK_LOAD(&e->seq);
    if (before & 1) return ENTRY_BUSY;
    const void *object = SK_LOAD_RELAXED(&e->object);
    SKIMP imp = SK_LOAD_RELAXED(&e->imp);
    uintptr_t entry_side = SK_LOAD_RELAXED(&e->side);
    const void *context = SK_LOAD_RELAXED(&e->context);
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    if (SK_LOAD_RELAXED(&e->seq) != before) return ENTRY_CHANGED;
    if (object != receiver || entry_side != (uintptr_t)side) return ENTRY_OTHER;
    *imp_out = imp;
    *context_out = context;
    last_found.table = table;
    last_found.entry = e;
    last_found.seq = before;
    last_found.context = context;
    return ENTRY_FOUND;
}

/// The implementation and context of `receiver`'s override, read under the entries' seqlocks;
/// false if it has none. Entries are read from `hint` on, wrapping around: a caller that saw the
/// receiver there (in a table that may since have grown or changed) finds it first. Capacities
/// are powers of two, so a mask keeps any hint in range.
static bool read_override(const void *receiver, SKSide side, SKSel sel, uint32_t hint, SKIMP *imp_out,
                          const void **context_out) {
    struct sk_override_table *table = SK_LOAD(&sel->overrides);
    for (uint32_t i = 0; table && i < table->capacity; i++) {
        struct sk_override_entry *e = &table->entries[(hint + i) & (table->capacity - 1)];
        for (int attempt = 0;; attempt++) {
            if (attempt == 64) {  // a writer is stuck: read under the lock
                sk_lock();
                struct sk_override_entry *entry = find_entry_locked(sel->overrides, receiver, side);
                if (entry) { *imp_out = entry->imp; *context_out = entry->context; }
                sk_unlock();
                return entry != NULL;
            }
            enum entry_read read = read_entry(table, e, receiver, side, imp_out, context_out);
            if (read == ENTRY_FOUND) return true;
            if (read == ENTRY_OTHER) break;
            if (read == ENTRY_BUSY) sched_yield();
        }
    }
    return false;
}

SKIMP sk_override_read(const void *receiver, SKSide side, SKSel sel, uint32_t hint) {
    SKIMP imp = NULL;
    const void *context = NULL;
    // The usual call: the receiver is still at `hint`, and no writer is in its entry. Read here,
    // without the scan's frame (a spied call makes this read on every call).
    struct sk_override_table *table = SK_LOAD(&sel->overrides);
    if (__builtin_expect(table && hint < table->capacity, 1) &&
        read_entry(table, &table->entries[hint], receiver, side, &imp, &context) == ENTRY_FOUND) {
        return imp;
    }
    return read_override(receiver, side, sel, hint, &imp, &context) ? imp : NULL;
}

const void *sk_override_readContext(const void *receiver, SKSide side, SKSel sel) {
    struct sk_override_entry *e = last_found.entry;
    if (e && last_found.table == SK_LOAD(&sel->overrides) && SK_LOAD_RELAXED(&e->object) == receiver &&
        SK_LOAD_RELAXED(&e->side) == (uintptr_t)side) {
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (SK_LOAD_RELAXED(&e->seq) == last_found.seq) return last_found.context;  // unchanged since found
    }
    SKIMP imp = NULL;
    const void *context = NULL;
    return read_override(receiver, side, sel, 0, &imp, &context) ? context : NULL;
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
            remove_entry_locked(entry, sel);
            removed++;
        }
    }
    sk_unlock();
    return removed;
}
