import SwizzleKit

/// What `@Swizzlable` generated before the selector and record slots, written by hand, so that
/// today's call (DispatchedAdder) is timed against it in the same rounds: `add` reads the
/// selector's `static let` and, inside `class var runtimeClass`, the record's `static let`:
/// two lazily initialized globals, each read a call to `swift_once` through the PLT.
open class SwiftOnceAdder: Swizzlable {
    public static let selAdd: Selector = "add(_:_:)"
    private static let record = try! RuntimeClass.register(SwiftOnceAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<SwiftOnceAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: SwiftOnceAdder.selAdd), to: AddIMP.self)(
            receiverPointer, SwiftOnceAdder.selAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
