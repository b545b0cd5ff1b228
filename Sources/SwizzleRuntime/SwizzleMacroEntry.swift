import SwizzleCore
import SwizzleLayers

extension _SwizzleMacroSupport {
    /// The body of a method's typed entry point (see ``TypedEntry``): `words` are the receiver,
    /// the selector and the C arguments, each made a word by ``word(_:)`` (every C argument and
    /// result of the table is a scalar or a pointer). It lays them out as a generic call does (a
    /// pointer to each value) and runs the layer the receiver's override stands for.
    ///
    /// A tuple of words rather than a parameter pack: a homogeneous tuple is contiguous words,
    /// and a plain generic is specialized where the macro's code calls it, while a pack is
    /// walked unspecialized, through value witnesses and `memcpy`.
    @inlinable @inline(__always)
    public static func enter<Words, R>(_ side: MethodType, _ words: Words) -> R {
        var words = words
        let count = MemoryLayout<Words>.size / MemoryLayout<UInt64>.stride
        return withUnsafeMutableBytes(of: &words) { values in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: count) { pointers in
                for index in 0..<count {
                    pointers[index] = values.baseAddress.unsafelyUnwrapped + index * MemoryLayout<UInt64>.stride
                }
                let laidOut = UnsafePointer(pointers.baseAddress.unsafelyUnwrapped)
                if R.self == Void.self {
                    TypedEntry.run(laidOut, result: nil, side: side)
                    return unsafeBitCast((), to: R.self)
                }
                var result: UInt64 = 0
                withUnsafeMutableBytes(of: &result) { TypedEntry.run(laidOut, result: $0.baseAddress, side: side) }
                return withUnsafeBytes(of: result) { $0.load(as: R.self) }
            }
        }
    }

    /// A C argument of a typed entry point as one word, its bytes first (where a generic call
    /// reads a value of its size).
    @inlinable @inline(__always)
    public static func word<T: BitwiseCopyable>(_ value: T) -> UInt64 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.storeBytes(of: value, as: T.self) }
        return word
    }
}
