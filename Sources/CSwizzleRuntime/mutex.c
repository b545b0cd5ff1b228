// sk_mutex_lock / sk_mutex_unlock: a futex mutex of three states (0 unlocked, 1 locked,
// 2 locked with waiters), after Drepper's "Futexes Are Tricky". An unlock wakes a waiter only
// when one may be sleeping, so the uncontended pair is two atomic operations and no syscall.
// sk_park / sk_unpark_all: where the Swift layers' mutex (MutexWord) sleeps, its word being
// an atomic in its owner whose address Swift does not give.
#include "runtime_internal.h"
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

void sk_mutex_lock(uint32_t *word) {
    uint32_t state = 0;
    if (__atomic_compare_exchange_n(word, &state, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return;
    // Held: mark it contended (2), and sleep until an unlock finds it so and wakes one waiter.
    // A waiter that wakes takes it as contended again: there may be others still asleep.
    if (state != 2) state = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    while (state != 0) {
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
        state = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    }
}

void sk_mutex_unlock(uint32_t *word) {
    if (__atomic_fetch_sub(word, 1, __ATOMIC_RELEASE) == 1) return;  // was 1: nobody waits
    __atomic_store_n(word, 0, __ATOMIC_RELEASE);
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static uint32_t parking_generation;

uint32_t sk_parking_generation(void) { return __atomic_load_n(&parking_generation, __ATOMIC_ACQUIRE); }

void sk_park(uint32_t generation) {
    syscall(SYS_futex, &parking_generation, FUTEX_WAIT_PRIVATE, generation, NULL, NULL, 0);
}

void sk_unpark_all(void) {
    __atomic_fetch_add(&parking_generation, 1, __ATOMIC_RELEASE);
    syscall(SYS_futex, &parking_generation, FUTEX_WAKE_PRIVATE, INT32_MAX, NULL, NULL, 0);
}
