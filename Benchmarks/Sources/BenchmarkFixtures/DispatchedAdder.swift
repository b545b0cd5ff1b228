import SwizzleKit

/// One class with `add(_:_:)` under `@Swizzlable`: exactly what the macro generates. Its `add`
/// reads the selector's and the record's slots (one load each), looks the implementation up
/// inline, and calls it as its `@convention(c)` type; the registered C thunk runs the body.
/// `selAdd` is for the suites that call through the generic path or install layers.
@Swizzlable(behindPreprocessorFlag: nil)
open class DispatchedAdder {
    public static let selAdd: Selector = "add(_:_:)"

    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}
