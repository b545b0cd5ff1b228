/// The baselines: what a user writes without SwizzleKit. `open`, and used from another module,
/// so every call is a real vtable call; `@inline(never)` keeps a speculative devirtualization
/// from inlining the body into the benchmark loop (the dispatched classes get the same).

open class PlainAdder {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// A 5-deep plain hierarchy: the method is defined on the root, called on the deepest class.
open class PlainDeepRoot {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
open class PlainDeep1: PlainDeepRoot {}
open class PlainDeep2: PlainDeep1 {}
open class PlainDeep3: PlainDeep2 {}
open class PlainDeep4: PlainDeep3 {}

/// A final class's plain call: the zero-annotation suite's baseline, beside the same class in a
/// module built replaceable (`ReplaceableFixtures`).
public final class PlainFinalAdder {
    public init() {}
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// A struct's plain call: the baseline of the zero-annotation suite's value type.
public struct PlainValueAdder {
    public let base: Int
    public init(base: Int) { self.base = base }
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b &+ base }
}

/// `UnspiedRates` without `@Swizzlable`: the baseline of an unspied class-method table call.
open class PlainRates {
    @inline(never)
    open class func rate(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
