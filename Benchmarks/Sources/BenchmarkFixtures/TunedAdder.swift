import SwizzleKit
import Synchronization

/// NOT what `@Swizzlable` generates today: a proposal, measured next to DispatchedAdder to show
/// what the fast path costs once the per-call `swift_once` checks are gone.
///
/// DispatchedAdder's `add` reads two lazily initialized `static let`s per call (the selector
/// and, inside `class var runtimeClass`, the class record): each read is a call through the PLT
/// to `swift_once`, and those calls make the method save and restore six registers. Here both
/// are zero-initialized atomics, which the compiler lays out statically (no `swift_once`): a
/// call reads each with one load and a branch, and registers on the first call only.
open class TunedAdder: Swizzlable {
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

    /// Registration is idempotent, so two threads racing here both get the same record.
    @inline(never)
    private static func register() -> RuntimeClass {
        let runtimeClass = try! RuntimeClass.register(TunedAdder.self, superclass: nil) { c in
            let add: AddIMP = { receiver, _, a, b in
                Unmanaged<TunedAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
            }
            try c.method(selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
        }
        recordCache.store(UInt(bitPattern: runtimeClass.record), ordering: .releasing)
        return runtimeClass
    }

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int {
        let selector = TunedAdder.selAdd
        return unsafeBitCast(implementation(of: selector), to: AddIMP.self)(receiverPointer, selector.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
