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

/// The runtime's mutex (`sk_mutex_lock`, behind every `Locked` of the Swift layers): each thread's
/// increments all land when more threads than cores take it at once, so some of them wait on the
/// futex and are woken; it ends unlocked.
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

    /// Words are kept when given back and handed out again (`sk_mutex_create`): each comes out
    /// unlocked, and no live word is handed out twice. More than the runtime keeps (256) go
    /// through it, so some are freed and made again.
    @Test func wordsGivenBackComeOutAgainUnlockedAndApart() {
        for _ in 0..<3 {
            let words = (0..<300).map { _ in sk_mutex_create() }
            #expect(Set(words.map { UInt(bitPattern: $0) }).count == words.count, "a live word is handed out once")
            #expect(words.allSatisfy { $0.pointee == 0 }, "every word comes out unlocked")
            for word in words {
                if word.pointee == 0 {  // (one that came out locked would wait for good)
                    sk_mutex_lock(word)
                    sk_mutex_unlock(word)
                }
                sk_mutex_destroy(word)
            }
        }
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
