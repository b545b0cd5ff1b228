import SwizzleKit

/// The same class as PlainAdder with `@Swizzlable`: what the macro really generates, to check
/// that DispatchedAdder (written by hand) costs what the macro's output costs. The macro keeps
/// the method's attributes, so the dispatching method stays `@inline(never)` like PlainAdder's.
@Swizzlable
open class MacroAdder {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
