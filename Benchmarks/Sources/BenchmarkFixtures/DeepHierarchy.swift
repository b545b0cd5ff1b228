import SwizzleKit

/// A 5-deep dispatched hierarchy: `add(_:_:)` is registered on the root only; each subclass is
/// registered under its superclass, as `@Swizzlable` on a subclass would do, and inherits it.
open class DeepRoot: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(DeepRoot.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<DeepRoot>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: DeepRoot.selAdd), to: AddIMP.self)(receiverPointer, DeepRoot.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

open class Deep1: DeepRoot {
    private static let record = try! RuntimeClass.register(Deep1.self, superclass: DeepRoot.runtimeClass)
    open override class var runtimeClass: RuntimeClass { record }
}
open class Deep2: Deep1 {
    private static let record = try! RuntimeClass.register(Deep2.self, superclass: Deep1.runtimeClass)
    open override class var runtimeClass: RuntimeClass { record }
}
open class Deep3: Deep2 {
    private static let record = try! RuntimeClass.register(Deep3.self, superclass: Deep2.runtimeClass)
    open override class var runtimeClass: RuntimeClass { record }
}
open class Deep4: Deep3 {
    private static let record = try! RuntimeClass.register(Deep4.self, superclass: Deep3.runtimeClass)
    open override class var runtimeClass: RuntimeClass { record }
}
