// Kept out of line on purpose: see benchmark_support.h.
#include "benchmark_support.h"
#include <malloc.h>
#include <time.h>

// valgrind's client requests are inline-assembly markers that do nothing outside valgrind.
// The header comes with Debian's valgrind package; without it these are no-ops.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HAVE_CALLGRIND 1
#endif

static volatile intptr_t int_sink;

void bench_sink_int(intptr_t value) { int_sink = value; }
intptr_t bench_opaque_int(intptr_t value) { return value; }
void *bench_opaque_pointer(void *value) { return value; }

size_t bench_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;  // small chunks in use, plus the large ones malloc mmapped
}

uint64_t bench_now_nanoseconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

void bench_callgrind_zero(void) {
#ifdef HAVE_CALLGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void bench_callgrind_dump(const char *label) {
#ifdef HAVE_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(label);
#else
    (void)label;
#endif
}

int bench_running_on_valgrind(void) {
#ifdef HAVE_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}
