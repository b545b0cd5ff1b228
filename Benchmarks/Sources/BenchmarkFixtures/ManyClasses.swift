import SwizzleKit

/// The Swift class behind every filler record: fillers are only ever registered, never called.
final class Filler {}

/// Registers `count` filler classes, each a root with `add(_:_:)` and a selector of its own
/// (`fillerN()`), so the runtime holds `count` more classes and `count` more selectors: every
/// class table created afterwards is sized for them. Returns the number of classes registered.
public func registerFillerClasses(count: Int) throws -> Int {
    let add: AddIMP = { _, _, a, b in addBody(a, b) }
    typealias FillerIMP = @convention(c) (UnsafeMutableRawPointer, SKSel) -> Int
    let own: FillerIMP = { _, _ in 0 }
    let ownSignature = MethodSignature(returning: Int.self)
    for index in 0..<count {
        try RuntimeClass.register(Filler.self, superclass: nil, name: "BenchmarkFixtures.Filler\(index)") { c in
            try c.method(DispatchedAdder.selAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
            try c.method(Selector("filler\(index)()"), implementation: unsafeBitCast(own, to: SKIMP.self), signature: ownSignature)
        }
    }
    return count
}

/// Like DispatchedAdder, but registered (on first use) after the fillers, with a selector
/// interned after theirs: its table is sized for every filler selector, and its slot lies at
/// the far end of it.
open class LateAdder: Swizzlable {
    public static let selLateAdd: Selector = "lateAdd(_:_:)"
    private static let record = try! RuntimeClass.register(LateAdder.self, superclass: nil) { c in
        let add: AddIMP = { receiver, _, a, b in
            Unmanaged<LateAdder>.fromOpaque(receiver).takeUnretainedValue().__original_add(a, b)
        }
        try c.method(selLateAdd, implementation: unsafeBitCast(add, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func lateAdd(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: LateAdder.selLateAdd), to: AddIMP.self)(receiverPointer, LateAdder.selLateAdd.raw, a, b)
    }
    public final func __original_add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
