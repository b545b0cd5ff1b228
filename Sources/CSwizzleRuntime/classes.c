// Class records: registration (idempotent), lookup by name, the hierarchy.
#include "runtime_internal.h"

struct sk_dtable sk_empty_dtable = {0};

static sk_string_map classes = SK_STRING_MAP_INIT(struct sk_class_record, pub.name);

SKClass sk_class_register(const char *name, SKClass superclass, SKStatus *status) {
    if (status) *status = SK_OK;
    if (!name || !*name) {
        if (status) *status = SK_ERR_INVALID_ARGUMENT;
        return NULL;
    }
    sk_lock();
    struct sk_class_record *existing = sk_string_map_find(&classes, name);
    SKClass result;
    if (existing) {
        result = existing->pub.superclass == superclass ? &existing->pub : NULL;
        if (!result && status) *status = SK_ERR_EXISTS;
    } else {
        struct sk_class_record *cls = sk_alloc(sizeof *cls);
        cls->pub.name = sk_strdup(name);
        cls->pub.superclass = superclass;
        cls->pub.dtables[SK_INSTANCE_SIDE] = &sk_empty_dtable;
        cls->pub.dtables[SK_CLASS_SIDE] = &sk_empty_dtable;
        for (uint32_t bucket = 0; bucket < SK_CHANGE_BUCKETS; bucket++) {
            cls->pub.changes[bucket] = 1;  // no baseline until its registration ends
        }
        if (superclass) sk_ptr_array_append(&sk_class_record(superclass)->subclasses, cls);
        sk_string_map_insert(&classes, cls);
        result = &cls->pub;
    }
    sk_unlock();
    return result;
}

SKClass sk_class_lookup(const char *name) {
    sk_lock();
    struct sk_class_record *cls = sk_string_map_find(&classes, name);
    sk_unlock();
    return cls ? &cls->pub : NULL;
}

void sk_class_setContext(SKClass cls, const void *context) {
    __atomic_store_n(&cls->context, context, __ATOMIC_RELEASE);
}

bool sk_class_isSubclass(SKClass cls, SKClass ancestor) {
    for (SKClass c = cls; c; c = c->superclass) {  // superclass links never change
        if (c == ancestor) return true;
    }
    return false;
}

size_t sk_class_count(void) {
    sk_lock();
    size_t count = classes.count;
    sk_unlock();
    return count;
}
