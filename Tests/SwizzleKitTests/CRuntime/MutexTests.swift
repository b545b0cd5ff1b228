import CSwizzleRuntime
import Dispatch
@_spi(Internals) import SwizzleCore
import Testing

/// A count that only the mutex under test guards: a plain stored property, so a mutex that let
/// two threads in at once loses increments (and the thread sanitizer reports the race).
private final class GuardedCount: @unchecked Sendable {
    let word = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    var value = 0

    init() { word.initialize(to: 0) }
    deinit { word.deallocate() }
}

/// A count guarded by a `MutexWord` kept in its owner, as the Swift layers keep theirs.
private final class WordGuardedCount: @unchecked Sendable {
    let mutex = MutexWord()
    var value = 0
}

/// The runtime's mutex (`sk_mutex_lock`) and the Swift layers' (`MutexWord`, behind every
/// `Locked`): each thread's increments all land when more threads than cores take one at once,
/// so some of them wait on a futex and are woken.
@Suite("C runtime: the mutex")
struct MutexTests {
    @Test func everyIncrementLandsUnderContention() {
        let count = GuardedCount()
        let threads = 8, increments = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                sk_mutex_lock(count.word)
                count.value += 1
                sk_mutex_unlock(count.word)
            }
        }
        #expect(count.value == threads * increments)
        #expect(count.word.pointee == 0, "the mutex is left unlocked")
    }

    /// The Swift layers' mutex (`MutexWord`) parks its waiters on one process-wide word, so an
    /// unlock of one lock wakes the waiters of the others too: with several locks contended at
    /// once, each still lets one thread in at a time and no waiter sleeps through its own wake.
    @Test func severalContendedMutexWordsEachLetOneThreadIn() {
        let counts = (0..<4).map { _ in WordGuardedCount() }
        let threads = 8, rounds = 5_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let count = counts[(thread + round) % counts.count]
                count.mutex.lock()
                count.value += 1
                count.mutex.unlock()
            }
        }
        #expect(counts.map(\.value) == Array(repeating: threads * rounds / counts.count, count: counts.count))
    }

    @Test func lockedValueIsChangedByOneThreadAtATime() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 80_000)
    }

    @Test func lockedGivesBackWhatItsBodyThrows() {
        struct Refused: Error {}
        let value = Locked("kept")
        #expect(throws: Refused.self) { try value.withLock { _ throws(Refused) in throw Refused() } }
        // The throw unlocked it: taking it again does not wait forever.
        #expect(value.withLock { $0 } == "kept")
    }
}
