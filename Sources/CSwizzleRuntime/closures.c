// Closures: libffi closures whose entry calls one generic handler. A retired closure is never
// freed (libffi #835: a thread may still be on its way into it); it is reused for the same
// signature once no thread is inside it and it has been retired for a grace period.
#include "ffi_internal.h"
#include <time.h>

/// How long a retired closure waits before reuse: far longer than the few instructions between a
/// lookup and the call into what it found.
static const uint64_t GRACE_NANOSECONDS = 250ull * 1000 * 1000;

struct sk_closure {
    ffi_closure *closure;
    SKIMP imp;
    SKSignature signature;
    SKHandler handler;            // atomic
    void *user_data;              // atomic
    SKReleaseFunction release;
    uint64_t inside;              // atomic: threads running the handler now
    uint64_t retired_at;          // 0 while in use
    struct sk_closure *next_retired;
};

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static struct sk_closure *retired_head, *retired_tail;  // oldest first
static size_t live_count;

static uint64_t now_nanoseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void entry(ffi_cif *cif, void *ret, void **args, void *data) {
    (void)cif;
    struct sk_closure *c = data;
    __atomic_fetch_add(&c->inside, 1, __ATOMIC_ACQ_REL);
    SKHandler handler = SK_LOAD(&c->handler);
    void *user_data = SK_LOAD(&c->user_data);
    SKSignature signature = c->signature;
    if (signature->return_kind == RETURN_PLAIN) {
        handler(signature, sk_signature_returnSize(signature) ? ret : NULL, args, user_data);
    } else {  // libffi expects small integer results widened to a whole ffi_arg
        union { uint8_t u8; int8_t s8; uint16_t u16; int16_t s16; uint32_t u32; int32_t s32; } value = {0};
        handler(signature, &value, args, user_data);
        bool is_signed = signature->return_kind == RETURN_SIGNED_SMALL;
        switch (signature->return_type->size) {
        case 1: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s8 : (ffi_arg)value.u8; break;
        case 2: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s16 : (ffi_arg)value.u16; break;
        default: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s32 : (ffi_arg)value.u32; break;
        }
    }
    __atomic_fetch_sub(&c->inside, 1, __ATOMIC_ACQ_REL);
}

/// Takes the oldest retired closure of `signature` that is safe to reuse, or NULL.
static struct sk_closure *take_reusable_locked(SKSignature signature) {
    uint64_t now = now_nanoseconds();
    struct sk_closure *previous = NULL;
    for (struct sk_closure *c = retired_head; c; previous = c, c = c->next_retired) {
        if (now - c->retired_at < GRACE_NANOSECONDS) return NULL;  // the rest are younger
        if (c->signature != signature || SK_LOAD(&c->inside) != 0) continue;
        if (previous) previous->next_retired = c->next_retired; else retired_head = c->next_retired;
        if (retired_tail == c) retired_tail = previous;
        c->next_retired = NULL;
        c->retired_at = 0;
        return c;
    }
    return NULL;
}

SKClosure sk_closure_create(SKSignature signature, SKHandler handler, void *user_data,
                            SKReleaseFunction release, SKStatus *status) {
    if (status) *status = SK_OK;
    if (!signature || !handler) {
        if (status) *status = SK_ERR_INVALID_ARGUMENT;
        return NULL;
    }
    pthread_mutex_lock(&pool_lock);
    struct sk_closure *c = take_reusable_locked(signature);
    pthread_mutex_unlock(&pool_lock);
    if (c) {
        void *old_data = c->user_data;
        SKReleaseFunction old_release = c->release;
        c->release = release;
        SK_STORE(&c->user_data, user_data);
        SK_STORE(&c->handler, handler);
        if (old_release) old_release(old_data);
        return c;
    }
    c = sk_alloc(sizeof *c);
    void *code = NULL;
    c->closure = ffi_closure_alloc(sizeof(ffi_closure), &code);
    if (!c->closure ||
        ffi_prep_closure_loc(c->closure, &signature->cif, entry, c, code) != FFI_OK) {
        if (c->closure) ffi_closure_free(c->closure);
        free(c);
        if (status) *status = SK_ERR_FFI;
        return NULL;
    }
    c->imp = (SKIMP)code;
    c->signature = signature;
    c->handler = handler;
    c->user_data = user_data;
    c->release = release;
    pthread_mutex_lock(&pool_lock);
    live_count++;
    pthread_mutex_unlock(&pool_lock);
    return c;
}

SKIMP sk_closure_imp(SKClosure closure) { return closure->imp; }

void sk_closure_retire(SKClosure closure) {
    pthread_mutex_lock(&pool_lock);
    if (closure->retired_at == 0) {  // retiring twice is harmless
        closure->retired_at = now_nanoseconds();
        if (retired_tail) retired_tail->next_retired = closure; else retired_head = closure;
        retired_tail = closure;
    }
    pthread_mutex_unlock(&pool_lock);
}

size_t sk_closure_liveCount(void) {
    pthread_mutex_lock(&pool_lock);
    size_t count = live_count;
    pthread_mutex_unlock(&pool_lock);
    return count;
}
