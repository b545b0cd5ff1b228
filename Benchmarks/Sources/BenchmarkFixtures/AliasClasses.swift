import SwizzleKit

/// An alias of `Int`, which `@Swizzlable` cannot tell from another type by its spelling.
public typealias Count = Int

/// `add` over a type alias of `Int`: the table passes its arguments and result by pointer (issue
/// 23: decided at compile time from the spelling, where `DispatchedAdder.add(Int, Int)` passes them
/// by value).
@Swizzlable(behindPreprocessorFlag: nil)
public final class AliasAdder {
    public init() {}

    @inline(never)
    public func add(_ a: Count, _ b: Count) -> Count { addBody(a, b) }
}

/// The same over `Int`, final as `AliasAdder` is: the by-value baseline (its plain twin is
/// `PlainFinalAdder`).
@Swizzlable(behindPreprocessorFlag: nil)
public final class FinalAdder {
    public init() {}

    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
