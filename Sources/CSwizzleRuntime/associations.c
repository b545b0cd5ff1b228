// Associated values: (object, key) -> value side table, in the manner of objc_setAssociatedObject.
// Release functions run after the lock is dropped: they may call back into the runtime.
#include "runtime_internal.h"

typedef struct association {
    struct association *next;
    const void *object, *key;
    void *value;
    SKReleaseFunction release;
} association;

enum { BUCKETS = 1024 };
static association *buckets[BUCKETS];

static association **bucket_for(const void *object) {
    return &buckets[sk_hash_pointer(object) & (BUCKETS - 1)];
}

static void release_all(association *list) {
    while (list) {
        association *next = list->next;
        if (list->release) list->release(list->value);
        free(list);
        list = next;
    }
}

void sk_object_setAssociated(const void *object, const void *key, void *value, SKReleaseFunction release) {
    association *released = NULL;
    sk_lock();
    association **link = bucket_for(object);
    while (*link && !((*link)->object == object && (*link)->key == key)) link = &(*link)->next;
    if (*link) {  // unlink the old value; it is released below
        released = *link;
        *link = released->next;
        released->next = NULL;
    }
    if (value) {
        association *entry = sk_alloc(sizeof *entry);
        *entry = (association){*bucket_for(object), object, key, value, release};
        *bucket_for(object) = entry;
    }
    sk_unlock();
    release_all(released);
}

void *sk_object_getAssociated(const void *object, const void *key) {
    void *value = NULL;
    sk_lock();
    for (association *a = *bucket_for(object); a; a = a->next) {
        if (a->object == object && a->key == key) { value = a->value; break; }
    }
    sk_unlock();
    return value;
}

size_t sk_object_removeAssociated(const void *object) {
    association *released = NULL;
    size_t count = 0;
    sk_lock();
    association **link = bucket_for(object);
    while (*link) {
        if ((*link)->object != object) { link = &(*link)->next; continue; }
        association *entry = *link;
        *link = entry->next;
        entry->next = released;
        released = entry;
        count++;
    }
    sk_unlock();
    release_all(released);
    return count;
}
