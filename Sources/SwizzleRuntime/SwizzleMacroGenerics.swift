import SwizzleCore

extension _SwizzleMacroSupport {
    /// Throws `error` from a `rethrows` method, as an error of its closure argument `closure`.
    ///
    /// A `rethrows` method's table entry is a throwing C function, which the compiler will not
    /// let a `rethrows` body call; the body catches what the entry throws and hands it here. The
    /// thrown type is the closure's, so the compiler counts this call as rethrowing the
    /// closure's error. It is sound because an entry throws only what the closure threw: the
    /// real body rethrows, and no stub may throw for a `rethrows` method.
    public static func rethrowing<each A, R, Failure: Error>(
        _ error: any Error, through closure: (repeat each A) throws(Failure) -> R
    ) throws(Failure) -> Never {
        guard let error = error as? Failure else {
            preconditionFailure("SwizzleKit: a rethrows method's entry threw \(error), which its closure did not")
        }
        throw error
    }
}

extension _SwizzleMacroSupport {
    /// Runs `slowPath`, the lookup and call of a generic method whose check found a change, out
    /// of the method's own code.
    ///
    /// Written in the method, the slow path boxes the generic values as `Any` on the method's
    /// stack and keeps them in registers across its calls, so every unspied call set up a frame,
    /// a stack protector and four saved registers it did not use (BENCHMARKS.md, issue 25). In a
    /// closure given to a function never inlined, the method's own path is its check and its
    /// body. Transparent in a debug build (what `swift test` runs, which makes no tail calls):
    /// no frame more on a spied call's stack than the closure's own.
    #if DEBUG
    @_transparent
    #else
    @inlinable @inline(never)
    #endif
    public static func outOfLine<R>(_ slowPath: () -> R) -> R {
        slowPath()
    }

    /// The same for a throwing method (apart, so that a method that does not throw
    /// keeps no register for an error).
    #if DEBUG
    @_transparent
    #else
    @inlinable @inline(never)
    #endif
    public static func outOfLine<R>(_ slowPath: () throws -> R) throws -> R {
        try slowPath()
    }
}
