// Method lists: add, replace, remove, set implementation, exchange; each keeps the lookup tables
// of the class and its subclasses right.
#include "runtime_internal.h"

struct sk_method_record *sk_class_own_method_locked(struct sk_class_record *cls, SKSide side,
                                                    SKSel sel, bool include_removed) {
    struct sk_method_record *removed = NULL;
    sk_ptr_array *methods = &cls->methods[side];
    for (size_t i = 0; i < methods->count; i++) {
        struct sk_method_record *m = methods->items[i];
        if (m->pub.selector != sel) continue;
        if (!m->removed) return m;
        removed = m;
    }
    return include_removed ? removed : NULL;
}

static bool valid_side(SKSide side) { return side == SK_INSTANCE_SIDE || side == SK_CLASS_SIDE; }

/// Recounts `m` after a change to it: whether it now differs from its baseline (a method added
/// after registration has none, and differs while it is there), and if that flipped, the
/// `changes` of its class and every superclass follow. Before registration ends nothing counts.
static void note_change_locked(struct sk_method_record *m) {
    if (!m->owner->registered) return;
    SKIMP imp = SK_LOAD_RELAXED(&m->pub.imp);
    bool changed = m->baseline ? (m->removed || imp != m->baseline) : !m->removed;
    if (changed == m->changed) return;
    m->changed = changed;
    sk_class_count_change_locked(&m->owner->pub, NULL, changed ? 1 : -1);
}

void sk_class_count_change_locked(SKClass cls, const void *object, int delta) {
    uint32_t first = object ? sk_change_bucket(object) : 0, end = object ? first + 1 : SK_CHANGE_BUCKETS;
    for (SKClass c = cls; c; c = c->superclass) {
        for (uint32_t bucket = first; bucket < end; bucket++) {
            __atomic_fetch_add(&c->changes[bucket], (uint32_t)delta, __ATOMIC_RELEASE);
        }
    }
}

void sk_class_finishRegistration(SKClass cls) {
    sk_lock();
    struct sk_class_record *finished = sk_class_record(cls);
    if (!finished->registered) {
        for (int side = 0; side < 2; side++) {
            for (size_t i = 0; i < finished->methods[side].count; i++) {
                struct sk_method_record *m = finished->methods[side].items[i];
                m->baseline = m->removed ? NULL : SK_LOAD_RELAXED(&m->pub.imp);
            }
        }
        finished->registered = true;
        for (uint32_t bucket = 0; bucket < SK_CHANGE_BUCKETS; bucket++) {
            __atomic_fetch_sub(&cls->changes[bucket], 1, __ATOMIC_RELEASE);  // the one it was registered with
        }
    }
    sk_unlock();
}

/// Adds (or revives a removed record of the same signature) under the lock.
static void add_locked(struct sk_class_record *cls, SKSide side, SKSel sel, SKIMP imp,
                       const char *types, SKSignature signature) {
    struct sk_method_record *m = sk_class_own_method_locked(cls, side, sel, true);
    if (m && sk_signature_equal(m->signature, signature)) {
        SK_STORE(&m->pub.imp, imp);
        m->removed = false;
    } else {
        m = sk_alloc(sizeof *m);
        m->pub.selector = sel;
        m->pub.imp = imp;
        m->signature = signature;
        m->types = sk_strdup(types);
        m->owner = cls;
        m->side = side;
        sk_ptr_array_append(&cls->methods[side], m);
    }
    note_change_locked(m);
    sk_dtable_invalidate_locked(cls, side, sel);
}

static SKStatus check_arguments(SKClass cls, SKSide side, SKSel sel, SKIMP imp, const char *types,
                                SKSignature *signature) {
    if (!cls || !sel || !imp || !types || !valid_side(side)) return SK_ERR_INVALID_ARGUMENT;
    SKStatus status = SK_OK;
    *signature = sk_signature_get(types, &status);
    return status;
}

SKStatus sk_class_addMethod(SKClass cls, SKSide side, SKSel sel, SKIMP imp, const char *types) {
    SKSignature signature;
    SKStatus status = check_arguments(cls, side, sel, imp, types, &signature);
    if (status != SK_OK) return status;
    sk_lock();
    if (sk_class_own_method_locked(sk_class_record(cls), side, sel, false)) {
        status = SK_ERR_EXISTS;
    } else {
        add_locked(sk_class_record(cls), side, sel, imp, types, signature);
    }
    sk_unlock();
    return status;
}

SKIMP sk_class_replaceMethod(SKClass cls, SKSide side, SKSel sel, SKIMP imp, const char *types,
                             SKStatus *status_out) {
    SKSignature signature;
    SKStatus status = check_arguments(cls, side, sel, imp, types, &signature);
    SKIMP old = NULL;
    if (status == SK_OK) {
        sk_lock();
        struct sk_method_record *m = sk_class_own_method_locked(sk_class_record(cls), side, sel, false);
        if (!m) {
            add_locked(sk_class_record(cls), side, sel, imp, types, signature);
        } else if (!sk_signature_equal(m->signature, signature)) {
            status = SK_ERR_ENCODING_MISMATCH;
        } else {
            old = __atomic_exchange_n(&m->pub.imp, imp, __ATOMIC_ACQ_REL);
            note_change_locked(m);
        }
        sk_unlock();
    }
    if (status_out) *status_out = status;
    return old;
}

SKStatus sk_class_removeMethod(SKClass cls, SKSide side, SKSel sel) {
    if (!cls || !sel || !valid_side(side)) return SK_ERR_INVALID_ARGUMENT;
    sk_lock();
    struct sk_method_record *m = sk_class_own_method_locked(sk_class_record(cls), side, sel, false);
    if (m) {
        m->removed = true;  // the record stays: a racing reader may still hold it
        note_change_locked(m);
        sk_dtable_invalidate_locked(sk_class_record(cls), side, sel);
    }
    sk_unlock();
    return m ? SK_OK : SK_ERR_NOT_FOUND;
}

SKMethod sk_class_getOwnMethod(SKClass cls, SKSide side, SKSel sel) {
    if (!valid_side(side)) return NULL;
    sk_lock();
    struct sk_method_record *m = sk_class_own_method_locked(sk_class_record(cls), side, sel, false);
    sk_unlock();
    return m ? &m->pub : NULL;
}

SKMethod sk_class_findMethod(SKClass cls, SKSide side, SKSel sel) {
    if (!valid_side(side)) return NULL;
    struct sk_method_record *m = NULL;
    sk_lock();
    for (SKClass c = cls; c && !m; c = c->superclass) {
        m = sk_class_own_method_locked(sk_class_record(c), side, sel, false);
    }
    sk_unlock();
    return m ? &m->pub : NULL;
}

size_t sk_class_methodCount(SKClass cls, SKSide side) {
    if (!cls || !valid_side(side)) return 0;
    size_t count = 0;
    sk_lock();
    sk_ptr_array *methods = &sk_class_record(cls)->methods[side];
    for (size_t i = 0; i < methods->count; i++) {
        if (!((struct sk_method_record *)methods->items[i])->removed) count++;
    }
    sk_unlock();
    return count;
}

SKMethod sk_class_methodAt(SKClass cls, SKSide side, size_t index) {
    if (!cls || !valid_side(side)) return NULL;
    struct sk_method_record *found = NULL;
    sk_lock();
    sk_ptr_array *methods = &sk_class_record(cls)->methods[side];
    for (size_t i = 0; i < methods->count && !found; i++) {
        struct sk_method_record *m = methods->items[i];
        if (m->removed) continue;
        if (index == 0) found = m;
        else index--;
    }
    sk_unlock();
    return found ? &found->pub : NULL;
}

static struct sk_method_record *record(SKMethod method) { return (struct sk_method_record *)method; }

SKClass sk_method_owner(SKMethod method) { return &record(method)->owner->pub; }
const char *sk_method_typeEncoding(SKMethod method) { return record(method)->types; }

const void *sk_method_getData(SKMethod method, SKMethodData which) {
    return which <= SK_METHOD_TYPED_ENTRY ? __atomic_load_n(&record(method)->data[which], __ATOMIC_ACQUIRE) : NULL;
}

void sk_method_setData(SKMethod method, SKMethodData which, const void *value) {
    if (which <= SK_METHOD_TYPED_ENTRY) __atomic_store_n(&record(method)->data[which], value, __ATOMIC_RELEASE);
}

SKIMP sk_method_setImplementation(SKMethod method, SKIMP imp) {
    sk_lock();  // so that an exchange never interleaves with it
    SKIMP old = __atomic_exchange_n(&method->imp, imp, __ATOMIC_ACQ_REL);
    note_change_locked(record(method));
    sk_unlock();
    return old;
}

SKStatus sk_method_exchangeImplementations(SKMethod a, SKMethod b) {
    if (!a || !b) return SK_ERR_INVALID_ARGUMENT;
    if (!sk_signature_equal(record(a)->signature, record(b)->signature)) return SK_ERR_ENCODING_MISMATCH;
    sk_lock();
    SKIMP imp_a = SK_LOAD(&a->imp);
    SK_STORE(&a->imp, SK_LOAD(&b->imp));
    SK_STORE(&b->imp, imp_a);
    note_change_locked(record(a));
    note_change_locked(record(b));
    sk_unlock();
    return SK_OK;
}
