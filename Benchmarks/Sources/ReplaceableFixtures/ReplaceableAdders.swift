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

/// A struct `generate-spies` replaces: every value's calls dispatch through the table, on the
/// one object that stands for its values.
public struct GeneratedValueAdder {
    public let base: Int
    public init(base: Int) { self.base = base }
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b &+ base }
}

/// The same struct, spied per type for the whole run (a per-type spy sees every value).
public struct SpiedValueAdder {
    public let base: Int
    public init(base: Int) { self.base = base }
    @inline(never)
    public func add(_ a: Int, _ b: Int) -> Int { a &* 3 &+ b &+ base }
}
