// Per-thread state the Swift layer needs: a re-entry counter and thread identity.
#include "runtime_internal.h"
#include <sys/syscall.h>
#include <unistd.h>

static _Thread_local uint32_t guard_depth;

uint32_t *sk_thread_guardDepth(void) { return &guard_depth; }

uint64_t sk_thread_id(void) { return (uint64_t)pthread_self(); }

bool sk_thread_isMain(void) { return syscall(SYS_gettid) == getpid(); }
