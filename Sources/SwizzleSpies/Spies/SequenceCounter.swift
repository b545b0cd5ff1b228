import SwizzleCore
import SwizzleLayers
import Synchronization

/// The process-wide invocation counter, so order can be checked across spies and mocks.
package enum SequenceCounter {
    private static let counter = Atomic<UInt64>(0)

    package static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
