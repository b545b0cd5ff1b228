import SwizzleKit

/// `work(_:_:)` runs `heavyBody`: the plain baseline, its `@Swizzlable` twin, and the shape the
/// macro generated before the slots (like SwiftOnceAdder), to see the dispatch cost against a
/// method that does some work.
open class PlainWorker {
    public init() {}
    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}

@Swizzlable
open class DispatchedWorker {
    public init() {}
    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}

open class SwiftOnceWorker: Swizzlable {
    public static let selWork: Selector = "work(_:_:)"
    private static let record = try! RuntimeClass.register(SwiftOnceWorker.self, superclass: nil) { c in
        let work: AddIMP = { receiver, _, a, b in
            Unmanaged<SwiftOnceWorker>.fromOpaque(receiver).takeUnretainedValue().__original_work(a, b)
        }
        try c.method(selWork, implementation: unsafeBitCast(work, to: SKIMP.self), signature: addSignature)
    }
    open class var runtimeClass: RuntimeClass { record }

    public init() {}

    @inline(never)
    open func work(_ a: Int, _ b: Int) -> Int {
        unsafeBitCast(implementation(of: SwiftOnceWorker.selWork), to: AddIMP.self)(
            receiverPointer, SwiftOnceWorker.selWork.raw, a, b)
    }
    public final func __original_work(_ a: Int, _ b: Int) -> Int { heavyBody(a, b) }
}
