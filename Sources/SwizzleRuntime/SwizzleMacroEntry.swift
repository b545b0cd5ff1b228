import SwizzleCore
import SwizzleLayers

extension _SwizzleMacroSupport {
    /// A call through a method's typed entry point, taken in its layer's two halves around the
    /// call the entry makes itself (see `_TypedEntryCall`).
    public typealias TypedCall = _TypedEntryCall

    /// A C argument of a typed entry point as one word, its bytes first (where a generic call
    /// reads a value of its size). It stores through a pointer argument, not in a closure: a
    /// debug build, which is what `swift test` runs, made a closure's context and two calls for
    /// each of a spied call's words. Not transparent: inlined into the entry point, a debug build
    /// gives each word's temporaries their own slots in its frame, and a spied recursion's stack
    /// per level grew past its limit (`SpiedCallStackTests`).
    @inlinable
    public static func word<T: BitwiseCopyable>(_ value: T) -> UInt64 {
        var word: UInt64 = 0
        store(value, at: &word)
        return word
    }

    // The commonest words, the receiver, the selector and an `Int`, have overloads of their own,
    // declared with the shared entry points that use them most (`SharedCCallShapes.swift`).

    @_transparent @usableFromInline
    static func store<T: BitwiseCopyable>(_ value: T, at pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: value, as: T.self)
    }
}
