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
/// interned after theirs: its slot lies in a chunk of its table far from the fillers' method.
@Swizzlable
open class LateAdder {
    public init() {}

    @inline(never)
    open func lateAdd(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
