import SwizzleKit

/// `add(_:_:)` as an `async` method: the plain baseline, and its `@Swizzlable` twin, whose
/// unreplaced call looks the entry up and, finding the default, awaits the body directly.
open class PlainAsyncAdder: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { addBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedAsyncAdder: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { addBody(a, b) }
}
