// What the benchmarks need from outside Swift's sight: values the optimizer cannot predict,
// sinks whose side effects it cannot rule out, and a cheap monotonic clock. The definitions are
// in a separately compiled C file, so Swift sees only declarations and must keep every call.
#ifndef BENCHMARK_SUPPORT_H
#define BENCHMARK_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Consumes a result, so the work that produced it cannot be deleted.
void bench_sink_int(intptr_t value);
/// Returns `value` unchanged; the optimizer cannot know that, so it cannot constant-fold it.
intptr_t bench_opaque_int(intptr_t value);
/// Returns `value` unchanged: hides an object's dynamic type from devirtualization.
void *_Nullable bench_opaque_pointer(void *_Nullable value);
/// Bytes malloc has handed out and not yet had back (glibc's mallinfo2 `uordblks + hblkhd`): a heap
/// delta across some work is what that work keeps allocated.
size_t bench_heap_in_use(void);
/// CLOCK_MONOTONIC_RAW in nanoseconds (not slewed by NTP).
uint64_t bench_now_nanoseconds(void);

/// Under `valgrind --tool=callgrind`: zeroes the instruction counters (no-op otherwise).
void bench_callgrind_zero(void);
/// Under callgrind: writes the counters since the last zero to the next dump file, labelled.
void bench_callgrind_dump(const char *_Nonnull label);
/// True when running under valgrind.
int bench_running_on_valgrind(void);

#endif
