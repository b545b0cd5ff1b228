import SwizzleKit

/// `@Swizzlable` as a user writes it, with no argument: dispatched in debug builds, compiled as
/// written in release builds (the default condition is DEBUG). The "production default" suite
/// calls it beside `UnannotatedTwinAdder`, the same class without the attribute.
@Swizzlable
open class ProductionDefaultAdder {
    public init() {}
    // `&+ 1` here and `&- 1` in the twin: two identical bodies would be merged by the optimizer into one
    // function and a jump to it, a cost that belongs to neither class.
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) &+ 1 }
}

/// The same class without the attribute: the baseline. Not `PlainAdder`, which has a subclass in
/// this module (the hand-written spy); this one, like the annotated class, has none.
open class UnannotatedTwinAdder {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) &- 1 }
}
