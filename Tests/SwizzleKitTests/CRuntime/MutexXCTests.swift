import Dispatch
@_spi(Internals) import SwizzleCore
import XCTest

/// A count guarded by a `MutexWord` kept in its owner, as the Swift layers keep theirs.
private final class ParkedCount: @unchecked Sendable {
    let mutex = MutexWord()
    var value = 0
}

/// The Swift layers' mutex (`MutexWord`) under XCTest: waiters of several locks park on one
/// process-wide word, and each lock still lets one thread in at a time (a lock that let two in
/// loses increments, and the thread sanitizer reports the race).
final class MutexXCTests: XCTestCase {
    func testSeveralContendedMutexWordsEachLetOneThreadIn() {
        let counts = (0..<3).map { _ in ParkedCount() }
        let threads = 6, rounds = 6_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let count = counts[(thread * 7 + round) % counts.count]
                count.mutex.lock()
                count.value += 1
                count.mutex.unlock()
            }
        }
        XCTAssertEqual(counts.map(\.value), Array(repeating: threads * rounds / counts.count, count: counts.count))
    }
}
