// Per-thread state the Swift layer needs: a re-entry counter, a construction depth, a generated
// replacement's pass-through flag, the value it calls for, and thread identity.
#include "runtime_internal.h"
#include <sys/syscall.h>
#include <unistd.h>

SK_THREAD_LOCAL uint32_t guard_depth;

uint32_t *sk_thread_guardDepth(void) { return &guard_depth; }

SK_THREAD_LOCAL uint32_t construction_depth;

uint32_t *sk_thread_constructionDepth(void) { return &construction_depth; }

SK_THREAD_LOCAL bool replacement_pass_through;

bool *sk_thread_replacementPassThrough(void) { return &replacement_pass_through; }

SK_THREAD_LOCAL SKReplacementValue replacement_value;

SKReplacementValue *sk_thread_replacementValue(void) { return &replacement_value; }

// The Swift runtime's (FunctionReplacement.h): returns *original and marks this thread so that
// the next replaced function entered runs its original. The pointer's target is only read. Weak,
// so the runtime also links into C-only programs (the fuzz targets), which never call it.
extern char *swift_getOrigOfReplaceable(char **original) __attribute__((weak));

void sk_thread_callOriginalOfNextReplacement(void) {
    char *unused = NULL;
    if (swift_getOrigOfReplaceable) (void)swift_getOrigOfReplaceable(&unused);
}

// Asked on every recorded call: worked out once per thread (a thread's pthread_self is never 0).
SK_THREAD_LOCAL SKThreadIdentity identity;

SKThreadIdentity sk_thread_identity(void) {
    if (__builtin_expect(identity.id == 0, 0)) {
        identity.isMain = syscall(SYS_gettid) == getpid();
        identity.id = (uint64_t)pthread_self();
    }
    return identity;
}
