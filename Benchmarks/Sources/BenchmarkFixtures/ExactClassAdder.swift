import SwizzleKit
import Synchronization

/// NOT what `@Swizzlable` generates today: a second proposal, on top of TunedAdder's. When the
/// receiver's class is exactly the declaring class (the common case), `add` skips the
/// `class var runtimeClass` vtable call and reads the record from a statically initialized
/// atomic: the method then makes no call before the tail jump into the implementation, so it
/// saves no registers either. Subclass instances take the `runtimeClass` path as before.
open class ExactClassAdder: Swizzlable {
    private static let selectorCache = Atomic<UInt>(0)
    private static let recordCache = Atomic<UInt>(0)

    public static var selAdd: Selector {
        let cached = selectorCache.load(ordering: .acquiring)
        if cached != 0, let raw = SKSel(bitPattern: cached) { return Selector(raw: raw) }
        return internSelector()
    }

    @inline(never)
    private static func internSelector() -> Selector {
        let selector: Selector = "add(_:_:)"
        selectorCache.store(UInt(bitPattern: selector.raw), ordering: .releasing)
        return selector
    }

    open class var runtimeClass: RuntimeClass {
        let cached = recordCache.load(ordering: .acquiring)
        if cached != 0, let record = SKClass(bitPattern: cached) { return RuntimeClass(record: record) }
        return register()
    }

    @inline(never)
    private static func register() -> RuntimeClass {
        let runtimeClass = try! RuntimeClass.register(ExactClassAdder.self, superclass: nil) { c in
            let add: AddIMP = { receiver, _, a, b in
                Unmanaged<ExactClassAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
            }
            try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
        }
        recordCache.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
        return runtimeClass
    }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        let selector = ExactClassAdder.selAdd
        let record: SKClass
        let cached = ExactClassAdder.recordCache.load(ordering: .acquiring)
        if ObjectIdentifier(type(of: self)) == ObjectIdentifier(ExactClassAdder.self), cached != 0 {
            record = SKClass(bitPattern: cached)!
        } else {
            record = type(of: self).runtimeClass.record
        }
        guard let imp = sk_lookup_receiver(receiverPointer, record, SK_INSTANCE_SIDE, selector.raw) else {
            fatalError("add(_:_:) has no implementation")
        }
        return unsafeBitCast(imp, to: AddIMP.self)(receiverPointer, selector.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
