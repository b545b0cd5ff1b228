import SwizzleKit

/// `work(_:_:)` runs `heavyBody`: the plain baseline and its `@Swizzlable` twin, to see the
/// dispatch cost against a method that does some work.
open class PlainWorker {
    public init() {}
    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedWorker {
    public init() {}
    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}
