import SwizzleKit
import CSwizzleRuntime  // fillers are registered beneath the Swift API

/// Registers `count` filler classes, each a root with `add(_:_:)` and a selector of its own
/// (`fillerN()`), so the runtime holds `count` more classes and `count` more selectors: every
/// class table created afterwards is sized for them. Fillers are only ever registered, never
/// called, so they are registered in C, with no Swift class behind them. Returns the number
/// of classes registered.
public func registerFillerClasses(count: Int) throws -> Int {
    let add: AddIMP = { _, _, a, b in addBody(a, b) }
    typealias FillerIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
    let own: FillerIMP = { _, _ in 0 }
    let addSelector = sk_selector_register("add(_:_:)")
    for index in 0..<count {
        guard let filler = sk_class_register("BenchmarkFixtures.Filler\(index)", nil, nil),
              sk_class_addMethod(filler, SK_INSTANCE_SIDE, addSelector, unsafeBitCast(add, to: SKIMP.self), "q@:qq") == SK_OK,
              sk_class_addMethod(filler, SK_INSTANCE_SIDE, sk_selector_register("filler\(index)()"),
                                 unsafeBitCast(own, to: SKIMP.self), "q@:") == SK_OK
        else { throw FillerRegistrationFailed(index: index) }
    }
    return count
}

struct FillerRegistrationFailed: Error {
    let index: Int
}

/// Like DispatchedAdder, but registered (on first use) after the fillers, with a selector
/// interned after theirs: its slot lies in a chunk of its table far from the fillers' method.
@Swizzlable(behindPreprocessorFlag: nil)
open class LateAdder {
    public init() {}

    @inline(never)
    open func lateAdd(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
