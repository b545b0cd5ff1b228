import SwizzleKit

// Classes identical to DispatchedAdder, each its own root, so that a layer installed on one
// leaves DispatchedAdder (the unswizzled baseline) untouched. Each gets a swizzle of its own.

/// Gets a `.handler { frame, forward in forward() }` layer: a libffi closure that forwards.
@Swizzlable(behindPreprocessorFlag: nil)
open class HandlerAdder {
    public static let selAdd: Selector = "add(_:_:)"
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// Gets a `.typed { original, receiver, a, b in original(receiver, a, b) }` layer.
@Swizzlable(behindPreprocessorFlag: nil)
open class TypedAdder {
    public static let selAdd: Selector = "add(_:_:)"
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// Has layers installed and removed over and over.
@Swizzlable(behindPreprocessorFlag: nil)
open class InstallAdder {
    public static let selAdd: Selector = "add(_:_:)"
    public init() {}
    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
