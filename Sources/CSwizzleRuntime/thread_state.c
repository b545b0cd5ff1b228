// Per-thread state the Swift layer needs: a re-entry counter, a construction depth, a generated
// replacement's pass-through flag and thread identity.
#include "runtime_internal.h"
#include <sys/syscall.h>
#include <unistd.h>

SK_THREAD_LOCAL uint32_t guard_depth;

uint32_t *sk_thread_guardDepth(void) { return &guard_depth; }

SK_THREAD_LOCAL uint32_t construction_depth;

uint32_t *sk_thread_constructionDepth(void) { return &construction_depth; }

SK_THREAD_LOCAL bool replacement_pass_through;

bool *sk_thread_replacementPassThrough(void) { return &replacement_pass_through; }

// Asked on every recorded call: the syscall runs once per thread.
SK_THREAD_LOCAL int is_main = -1;

SKThreadIdentity sk_thread_identity(void) {
    if (__builtin_expect(is_main < 0, 0)) is_main = syscall(SYS_gettid) == getpid();
    return (SKThreadIdentity){(uint64_t)pthread_self(), is_main};
}
