import SwizzleKit
import Synchronization

/// DispatchedWorker in TunedAdder's proposed shape (no `swift_once` per call): see TunedAdder.
open class TunedWorker: Swizzlable {
    private static let selectorCache = Atomic<UInt>(0)
    private static let recordCache = Atomic<UInt>(0)

    public static var selWork: Selector {
        let cached = selectorCache.load(ordering: .acquiring)
        if cached != 0, let raw = SKSel(bitPattern: cached) { return Selector(raw: raw) }
        return internSelector()
    }

    @inline(never)
    private static func internSelector() -> Selector {
        let selector: Selector = "work(_:_:)"
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
        let runtimeClass = try! RuntimeClass.register(TunedWorker.self, superclass: nil) { c in
            let work: AddIMP = { receiver, _, a, b in
                Unmanaged<TunedWorker>.fromOpaque(receiver).takeUnretainedValue().__original_work(a, b)
            }
            try c.method(selWork, implementation: unsafeBitCast(work, to: SKIMP.self), signature: addSignature)
        }
        recordCache.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
        return runtimeClass
    }

    public init() {}

    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int {
        let selector = TunedWorker.selWork
        return unsafeBitCast(implementation(of: selector), to: AddIMP.self)(receiverPointer, selector.raw, a, b)
    }
    public final func __original_work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}
