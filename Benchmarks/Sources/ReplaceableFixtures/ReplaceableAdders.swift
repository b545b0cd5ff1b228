// Built with `-enable-implicit-dynamic` (and `-enable-testing`, for the generated file's
// `@testable import`): the zero-annotation mode's classes, with no attribute.

/// Nothing replaces its `add`: what the flag alone costs a call.
public final class ReplaceableAdder {
    public init() {}
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b }
}

/// `generate-spies` replaces its `add`: every call dispatches through the table.
public final class GeneratedAdder {
    public init() {}
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b }
}
