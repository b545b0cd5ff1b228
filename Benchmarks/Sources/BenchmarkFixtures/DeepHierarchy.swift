import SwizzleKit

/// A 5-deep `@Swizzlable` hierarchy: `add(_:_:)` is declared on the root only; each subclass is
/// registered under its superclass and inherits it. A call on a `Deep4` runs the root's
/// dispatching method with a receiver of a subclass, so it asks `runtimeClass` (a vtable call)
/// for the record, where an exact `DispatchedAdder` reads its cached record directly.
@Swizzlable(behindPreprocessorFlag: nil)
open class DeepRoot {
    public init() {}

    @inline(never)
    open func add(_ a: Int, _ b: Int) -> Int { addBody(a, b) }
}

@Swizzlable(behindPreprocessorFlag: nil) open class Deep1: DeepRoot {}
@Swizzlable(behindPreprocessorFlag: nil) open class Deep2: Deep1 {}
@Swizzlable(behindPreprocessorFlag: nil) open class Deep3: Deep2 {}
@Swizzlable(behindPreprocessorFlag: nil) open class Deep4: Deep3 {}
