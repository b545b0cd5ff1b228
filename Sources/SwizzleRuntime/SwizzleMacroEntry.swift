import SwizzleCore
import SwizzleLayers

extension _SwizzleMacroSupport {
    /// A call through a method's typed entry point, taken in its layer's two halves around the
    /// call the entry makes itself (see `_TypedEntryCall`).
    public typealias TypedCall = _TypedEntryCall

    /// A C argument of a typed entry point as one word, its bytes first (where a generic call
    /// reads a value of its size).
    @inlinable @inline(__always)
    public static func word<T: BitwiseCopyable>(_ value: T) -> UInt64 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.storeBytes(of: value, as: T.self) }
        return word
    }
}
