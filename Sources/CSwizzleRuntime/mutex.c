// sk_mutex_lock / sk_mutex_unlock: a futex mutex of three states (0 unlocked, 1 locked,
// 2 locked with waiters), after Drepper's "Futexes Are Tricky". An unlock wakes a waiter only
// when one may be sleeping, so the uncontended pair is two atomic operations and no syscall.
// sk_mutex_create / sk_mutex_destroy: the words, reused.
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

// Freed words, kept for the next sk_mutex_create, under a word of their own. At most
// `kept_words_limit`: a process that once held many spies at a time gives the rest back to malloc.
enum { kept_words_limit = 256 };
static uint32_t kept_words_lock;
static uint32_t *kept_words[kept_words_limit];
static size_t kept_word_count;

uint32_t *sk_mutex_create(void) {
    uint32_t *word = NULL;
    sk_mutex_lock(&kept_words_lock);
    if (kept_word_count > 0) word = kept_words[--kept_word_count];
    sk_mutex_unlock(&kept_words_lock);
    if (!word) word = sk_block_alloc(sizeof *word);
    // Relaxed: whoever is handed this word learns of it through the store that publishes its owner.
    __atomic_store_n(word, 0, __ATOMIC_RELAXED);
    return word;
}

void sk_mutex_destroy(uint32_t *word) {
    sk_mutex_lock(&kept_words_lock);
    bool kept = kept_word_count < kept_words_limit;
    if (kept) kept_words[kept_word_count++] = word;
    sk_mutex_unlock(&kept_words_lock);
    if (!kept) sk_block_free(word);
}
