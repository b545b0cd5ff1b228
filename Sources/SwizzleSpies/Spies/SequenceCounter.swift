import SwizzleCore
import SwizzleLayers
import Synchronization

/// The process-wide invocation counter, so order can be checked across spies and mocks.
@_spi(Internals)
public enum SequenceCounter {
    @usableFromInline static let counter = Atomic<UInt64>(0)

    /// Inlinable: global mocks, in the layer above, number every construction. Wrapping, which
    /// 2⁶⁴ calls never reach: a checked add is a compare-and-swap loop, this one instruction.
    @inlinable public static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
