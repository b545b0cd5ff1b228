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
