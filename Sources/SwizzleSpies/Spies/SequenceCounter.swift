import SwizzleCore
import SwizzleLayers
import Synchronization

/// The process-wide invocation counter, so order can be checked across spies and mocks.
@_spi(Internals)
public enum SequenceCounter {
    @usableFromInline static let counter = Atomic<UInt64>(0)

    /// Inlinable: global mocks, in the layer above, number every construction.
    @inlinable public static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
