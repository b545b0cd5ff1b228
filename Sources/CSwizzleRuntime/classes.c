// Class records: registration (idempotent), lookup by name, the hierarchy.
#include "runtime_internal.h"

struct sk_dtable sk_empty_dtable = {0};

static struct sk_class_record **buckets;  // open addressing on the class name
static size_t bucket_count, class_count;

static struct sk_class_record **find_bucket(const char *name) {
    size_t mask = bucket_count - 1;
    for (size_t i = sk_hash_string(name) & mask;; i = (i + 1) & mask) {
        if (!buckets[i] || strcmp(buckets[i]->pub.name, name) == 0) return &buckets[i];
    }
}

static void grow_buckets(void) {
    struct sk_class_record **old = buckets;
    size_t old_count = bucket_count;
    bucket_count = bucket_count ? bucket_count * 2 : 64;
    buckets = sk_alloc(bucket_count * sizeof *buckets);
    for (size_t i = 0; i < old_count; i++) {
        if (old[i]) *find_bucket(old[i]->pub.name) = old[i];
    }
    free(old);  // only read under the lock
}

SKClass sk_class_register(const char *name, SKClass superclass, SKStatus *status) {
    if (status) *status = SK_OK;
    if (!name || !*name) {
        if (status) *status = SK_ERR_INVALID_ARGUMENT;
        return NULL;
    }
    sk_lock();
    if ((class_count + 1) * 2 > bucket_count) grow_buckets();
    struct sk_class_record **slot = find_bucket(name);
    SKClass result;
    if (*slot) {
        result = (*slot)->pub.superclass == superclass ? &(*slot)->pub : NULL;
        if (!result && status) *status = SK_ERR_EXISTS;
    } else {
        struct sk_class_record *cls = sk_alloc(sizeof *cls);
        cls->pub.name = sk_strdup(name);
        cls->pub.superclass = superclass;
        cls->pub.dtables[SK_INSTANCE_SIDE] = &sk_empty_dtable;
        cls->pub.dtables[SK_CLASS_SIDE] = &sk_empty_dtable;
        if (superclass) sk_ptr_array_append(&sk_class_record(superclass)->subclasses, cls);
        *slot = cls;
        class_count++;
        result = &cls->pub;
    }
    sk_unlock();
    return result;
}

SKClass sk_class_lookup(const char *name) {
    sk_lock();
    struct sk_class_record *cls = bucket_count ? *find_bucket(name) : NULL;
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
    size_t count = class_count;
    sk_unlock();
    return count;
}
