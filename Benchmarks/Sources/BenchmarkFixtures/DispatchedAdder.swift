import SwizzleKit

/// One class with `add(_:_:)` registered by hand, exactly as `@Swizzlable` will generate it (see
/// Tests/SwizzleKitTests/FastPathSmokeTests.swift): the Swift method looks the implementation up
/// in the table and calls it as its `@convention(c)` type; the registered C thunk runs the body.
open class DispatchedAdder: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(DispatchedAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<DispatchedAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: DispatchedAdder.selAdd), to: AddIMP.self)(
            receiverPointer, DispatchedAdder.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
