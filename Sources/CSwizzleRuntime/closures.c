// Closures: libffi closures whose entry calls one generic handler. A retired closure is never
// freed (libffi #835: a thread may still be on its way into it). Once no thread is inside it and
// it has been retired for a grace period, its user data is released (so what a handler captured
// does not outlive it), and the closure is reused for the next closure of the same signature.
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
    uint64_t inside;              // atomic: threads running the handler now, nested too deep to be marked
    uint64_t retired_at;          // 0 while in use
    bool released;                // atomic: the user data was released after the grace period
    struct sk_closure *next_retired;
};

static uint32_t pool_lock;  // sk_mutex_lock's word: see sk_lock
static struct sk_closure *retired_head, *retired_tail;  // in their grace period, oldest first
static size_t live_count;
/// Every closure ever made, so that leak checkers see them reachable: a closure in use is
/// otherwise pointed at only from libffi's mmapped trampoline (which LeakSanitizer does not
/// scan), and one whose data points back at it (a method registered with a Swift closure)
/// formed a cycle that LeakSanitizer reported as leaked. Closures are kept on purpose and
/// reused, never freed, so this list is exactly the live count.
static sk_ptr_array every_closure;

static uint64_t now_nanoseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Which closures each thread is running, for the collector's handshake. Entering a closure
// costs this thread one sequentially consistent store to its own marks (it used to cost two
// atomic read-modify-writes of the closure's shared counter, a quarter of a spied call); leaving
// costs a release store. A thread nested deeper than MARK_DEPTH counts itself on the closure.
enum { MARK_DEPTH = 8 };

struct thread_marks {
    struct sk_closure *inside[MARK_DEPTH];  // atomic; the closures this thread is running, outermost first
    struct thread_marks *next;              // every thread's marks, under pool_lock; never freed
    bool in_use;                            // under pool_lock: false once its thread has ended
};

static struct thread_marks *all_marks;
SK_THREAD_LOCAL struct thread_marks *this_thread_marks;
SK_THREAD_LOCAL uint32_t this_thread_depth;
static pthread_key_t marks_key;
static pthread_once_t marks_key_once = PTHREAD_ONCE_INIT;

/// At thread exit: the marks (all empty by then) go back for another thread.
static void release_marks(void *marks) {
    sk_mutex_lock(&pool_lock);
    ((struct thread_marks *)marks)->in_use = false;
    sk_mutex_unlock(&pool_lock);
    this_thread_marks = NULL;
}

static void make_marks_key(void) { pthread_key_create(&marks_key, release_marks); }

static struct thread_marks *register_thread(void) {
    pthread_once(&marks_key_once, make_marks_key);
    sk_mutex_lock(&pool_lock);
    struct thread_marks *marks = all_marks;
    while (marks && marks->in_use) marks = marks->next;
    if (!marks) {
        marks = calloc(1, sizeof *marks);
        if (!marks) abort();
        marks->next = all_marks;
        all_marks = marks;
    }
    marks->in_use = true;
    sk_mutex_unlock(&pool_lock);
    pthread_setspecific(marks_key, marks);
    this_thread_marks = marks;
    return marks;
}

/// Whether a thread is running `c` (pool_lock held; after `c->released` was set, sequentially
/// consistent with `run_handler`'s mark and check).
static bool is_running_locked(struct sk_closure *c) {
    if (__atomic_load_n(&c->inside, __ATOMIC_SEQ_CST) != 0) return true;
    for (struct thread_marks *marks = all_marks; marks; marks = marks->next) {
        for (int i = 0; i < MARK_DEPTH; i++) {
            if (__atomic_load_n(&marks->inside[i], __ATOMIC_SEQ_CST) == c) return true;
        }
    }
    return false;
}

bool sk_closure_enter(SKClosure c, void **user_data) {
    // Sequentially consistent with collect_locked: either it sees this thread's mark and keeps
    // the user data, or this thread sees `released` and touches nothing.
    struct thread_marks *marks = this_thread_marks ? this_thread_marks : register_thread();
    uint32_t depth = this_thread_depth++;
    if (depth < MARK_DEPTH) {
        __atomic_store_n(&marks->inside[depth], c, __ATOMIC_SEQ_CST);
    } else {
        __atomic_fetch_add(&c->inside, 1, __ATOMIC_SEQ_CST);
    }
    if (__atomic_load_n(&c->released, __ATOMIC_SEQ_CST)) return false;  // entered long after it was retired
    *user_data = SK_LOAD(&c->user_data);
    return true;
}

void sk_closure_leave(SKClosure c) {
    uint32_t depth = --this_thread_depth;
    if (depth < MARK_DEPTH) {
        __atomic_store_n(&this_thread_marks->inside[depth], NULL, __ATOMIC_RELEASE);
    } else {
        __atomic_fetch_sub(&c->inside, 1, __ATOMIC_ACQ_REL);
    }
}

/// Runs the handler unless the user data was released; `widen` for libffi's way of returning
/// small integers (widened to a whole ffi_arg).
static bool run_handler(struct sk_closure *c, void *ret, void *const *args, bool widen) {
    void *user_data = NULL;
    bool entered = sk_closure_enter(c, &user_data);
    if (entered) {
        SKSignature signature = c->signature;
        SKHandler handler = SK_LOAD(&c->handler);
        if (!widen || signature->return_kind == RETURN_PLAIN) {
            handler(signature, sk_signature_returnSize(signature) ? ret : NULL, args, user_data);
        } else {
            union { uint8_t u8; int8_t s8; uint16_t u16; int16_t s16; uint32_t u32; int32_t s32; } value = {0};
            handler(signature, &value, args, user_data);
            bool is_signed = signature->return_kind == RETURN_SIGNED_SMALL;
            switch (signature->return_type->size) {
            case 1: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s8 : (ffi_arg)value.u8; break;
            case 2: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s16 : (ffi_arg)value.u16; break;
            default: *(ffi_arg *)ret = is_signed ? (ffi_arg)(ffi_sarg)value.s32 : (ffi_arg)value.u32; break;
            }
        }
    }
    sk_closure_leave(c);
    return entered;
}

static void entry(ffi_cif *cif, void *ret, void **args, void *data) {
    (void)cif;
    struct sk_closure *c = data;
    if (!run_handler(c, ret, args, true) && ret) {  // called long after it was retired
        SKSignature signature = c->signature;
        memset(ret, 0, signature->return_kind == RETURN_PLAIN ? sk_signature_returnSize(signature) : sizeof(ffi_arg));
    }
}

/// A released user datum, to be released outside the pool lock (it may call into Swift).
typedef struct { void *user_data; SKReleaseFunction release; } pending_release;

enum { MAX_PENDING = 16 };

/// Moves retired closures past their grace period, with no thread inside, from the retired list
/// to their signature's free list, detaching their user data into `pending`; returns how many.
static size_t collect_locked(pending_release pending[MAX_PENDING]) {
    uint64_t now = now_nanoseconds();
    size_t count = 0;
    struct sk_closure *previous = NULL, *c = retired_head;
    while (c && count < MAX_PENDING && now - c->retired_at >= GRACE_NANOSECONDS) {  // oldest first
        struct sk_closure *next = c->next_retired;
        __atomic_store_n(&c->released, true, __ATOMIC_SEQ_CST);
        if (is_running_locked(c)) {  // a thread got in: not yet
            SK_STORE(&c->released, false);
            previous = c;
        } else {
            pending[count++] = (pending_release){c->user_data, c->release};
            SK_STORE(&c->user_data, NULL);
            if (previous) previous->next_retired = next; else retired_head = next;
            if (retired_tail == c) retired_tail = previous;
            c->next_retired = c->signature->free_closures;
            c->signature->free_closures = c;
        }
        c = next;
    }
    return count;
}

static void release_pending(pending_release *pending, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (pending[i].release) pending[i].release(pending[i].user_data);
    }
}

/// Collects every closure past its grace period, releasing their data in batches outside the
/// lock. Expects the lock held; returns with it held.
static void collect_all_locked(void) {
    pending_release pending[MAX_PENDING];
    size_t count;
    do {
        count = collect_locked(pending);
        if (count == 0) break;
        sk_mutex_unlock(&pool_lock);
        release_pending(pending, count);
        sk_mutex_lock(&pool_lock);
    } while (count == MAX_PENDING);
}

SKClosure sk_closure_create(SKSignature signature, SKHandler handler, void *user_data,
                            SKReleaseFunction release, SKStatus *status) {
    if (status) *status = SK_OK;
    if (!signature || !handler) {
        if (status) *status = SK_ERR_INVALID_ARGUMENT;
        return NULL;
    }
    sk_mutex_lock(&pool_lock);
    collect_all_locked();
    // A released closure: no thread is inside, and one arriving late sees `released`.
    struct sk_closure *c = signature->free_closures;
    if (c) {
        signature->free_closures = c->next_retired;
        c->next_retired = NULL;
        c->retired_at = 0;
        c->release = release;  // read only under the pool lock
        SK_STORE(&c->handler, handler);
        SK_STORE(&c->user_data, user_data);
        SK_STORE(&c->released, false);
    }
    sk_mutex_unlock(&pool_lock);
    if (c) return c;
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
    sk_mutex_lock(&pool_lock);
    live_count++;
    sk_ptr_array_append(&every_closure, c);
    sk_mutex_unlock(&pool_lock);
    return c;
}

SKIMP sk_closure_imp(SKClosure closure) { return closure->imp; }

void sk_closure_retire(SKClosure closure) {
    sk_mutex_lock(&pool_lock);
    if (closure->retired_at == 0) {  // retiring twice is harmless
        closure->retired_at = now_nanoseconds();
        if (retired_tail) retired_tail->next_retired = closure; else retired_head = closure;
        retired_tail = closure;
    }
    collect_all_locked();
    sk_mutex_unlock(&pool_lock);
}

bool sk_closure_isIdle(SKClosure closure) {
    sk_mutex_lock(&pool_lock);  // the list of every thread's marks
    bool idle = !is_running_locked(closure);
    sk_mutex_unlock(&pool_lock);
    return idle;
}

size_t sk_closure_liveCount(void) {
    sk_mutex_lock(&pool_lock);
    size_t count = live_count;
    sk_mutex_unlock(&pool_lock);
    return count;
}
