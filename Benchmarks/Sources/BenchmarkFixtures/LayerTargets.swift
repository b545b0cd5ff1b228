import SwizzleKit

// Classes identical to DispatchedAdder, each its own root, so that a layer installed on one
// leaves DispatchedAdder (the unswizzled baseline) untouched. Each gets a swizzle of its own.

/// Gets a `.handler { frame, forward in forward() }` layer: a libffi closure that forwards.
open class HandlerAdder: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(HandlerAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<HandlerAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: HandlerAdder.selAdd), to: AddIMP.self)(receiverPointer, HandlerAdder.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// Gets a `.typed { original, receiver, a, b in original(receiver, a, b) }` layer.
open class TypedAdder: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(TypedAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<TypedAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: TypedAdder.selAdd), to: AddIMP.self)(receiverPointer, TypedAdder.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

/// Has layers installed and removed over and over.
open class InstallAdder: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(InstallAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<InstallAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: InstallAdder.selAdd), to: AddIMP.self)(receiverPointer, InstallAdder.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
