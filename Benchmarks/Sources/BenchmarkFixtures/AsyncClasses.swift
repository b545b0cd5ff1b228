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

/// `add(_:_:)` whose body awaits another `async` function, as most `async` methods' bodies do.
/// The plain method then hops to the generic executor on entry too, which the optimizer removes
/// from a plain method that awaits nothing (`PlainAsyncAdder`) but not from a dispatching one,
/// whose slow path awaits the entry's call.
open class PlainAwaitingAdder: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { await awaitedAddBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedAwaitingAdder: @unchecked Sendable {
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { await awaitedAddBody(a, b) }
}

/// The awaited part of the awaiting adders' body: the same work as `addBody`, in an `async` function.
@inline(never)
public func awaitedAddBody(_ a: Int, _ b: Int) async -> Int { addBody(a, b) }

/// `add(_:_:)` whose body reads the object's state, as a method's body usually does, and awaits
/// nothing: the plain method keeps its hop to the generic executor too, since only a body that
/// reads no memory at all (`PlainAsyncAdder`) lets the optimizer remove it.
open class PlainStateAsyncAdder: @unchecked Sendable {
    public var offset: Int
    public init(offset: Int) { self.offset = offset }
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { addBody(a, b) &+ offset }
}

@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedStateAsyncAdder: @unchecked Sendable {
    public var offset: Int
    public init(offset: Int) { self.offset = offset }
    @inline(never)
    open func add(_ a: Int, _ b: Int) async -> Int { addBody(a, b) &+ offset }
}
