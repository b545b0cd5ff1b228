import CSwizzleRuntime
import SwizzleKit

// ValueCarrier's fast path, as `@Swizzlable` writes it: look the implementation up, cast it to
// its `@convention(c)` type and call it natively. Scalars pass by value; every other value by
// pointer to a copy the caller owns; a non-scalar result comes back through a pointer to
// uninitialized storage; a throwing method gets a pointer to an `(any Error)?` that starts nil.

/// Calls `body` with a pointer to a copy of `value`, which the caller keeps owning.
func withArgument<T, R>(_ value: T, _ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
    var copy = value
    return try withUnsafeMutablePointer(to: &copy) { try body(UnsafeMutableRawPointer($0)) }
}

/// Calls `body` with uninitialized storage for a `T`, and takes the value it put there.
func withResult<T>(_ type: T.Type, _ body: (UnsafeMutableRawPointer) throws -> Void) rethrows -> T {
    try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        try body(UnsafeMutableRawPointer(buffer.baseAddress!))
        return buffer.baseAddress!.move()
    }
}

extension ValueCarrier {
    typealias Receiver = UnsafeMutableRawPointer
    typealias Pointer = UnsafeMutableRawPointer

    /// The implementation a call of `selector` on this object finds, as `type`.
    private func fastPath<IMP>(_ selector: Selector, as type: IMP.Type) -> IMP {
        unsafeBitCast(implementation(of: selector), to: type)
    }

    func constant() -> Int {
        fastPath(Self.constant, as: (@convention(c) (Receiver, SKSel) -> Int).self)(receiverPointer, Self.constant.raw)
    }

    func add(_ a: Int, _ b: Int) -> Int {
        fastPath(Self.add, as: (@convention(c) (Receiver, SKSel, Int, Int) -> Int).self)(receiverPointer, Self.add.raw, a, b)
    }

    func scale(_ value: Double, by factor: Float) -> Double {
        fastPath(Self.scale, as: (@convention(c) (Receiver, SKSel, Double, Float) -> Double).self)(
            receiverPointer, Self.scale.raw, value, factor)
    }

    func setFlag(_ value: Bool) {
        fastPath(Self.setFlag, as: (@convention(c) (Receiver, SKSel, Bool) -> Void).self)(receiverPointer, Self.setFlag.raw, value)
    }

    func label(_ text: String, _ numbers: [Int]) -> String {
        let imp = fastPath(Self.label, as: (@convention(c) (Receiver, SKSel, Pointer, Pointer, Pointer) -> Void).self)
        return withArgument(text) { text in
            withArgument(numbers) { numbers in
                withResult(String.self) { imp(receiverPointer, Self.label.raw, text, numbers, $0) }
            }
        }
    }

    func transpose(_ extent: Extent) -> Extent {
        let imp = fastPath(Self.transpose, as: (@convention(c) (Receiver, SKSel, Pointer, Pointer) -> Void).self)
        return withArgument(extent) { extent in withResult(Extent.self) { imp(receiverPointer, Self.transpose.raw, extent, $0) } }
    }

    func wrap(_ parcel: Parcel) -> Parcel {
        let imp = fastPath(Self.wrap, as: (@convention(c) (Receiver, SKSel, Pointer, Pointer) -> Void).self)
        return withArgument(parcel) { parcel in withResult(Parcel.self) { imp(receiverPointer, Self.wrap.raw, parcel, $0) } }
    }

    func describe(_ value: Int?) -> String? {
        let imp = fastPath(Self.describe, as: (@convention(c) (Receiver, SKSel, Pointer, Pointer) -> Void).self)
        return withArgument(value) { value in withResult(String?.self) { imp(receiverPointer, Self.describe.raw, value, $0) } }
    }

    func apply(_ transform: @escaping (Int) -> Int, to value: Int) -> Int {
        let imp = fastPath(Self.apply, as: (@convention(c) (Receiver, SKSel, Pointer, Int) -> Int).self)
        return withArgument(transform) { transform in imp(receiverPointer, Self.apply.raw, transform, value) }
    }

    func parse(_ text: String) throws -> Int {
        let imp = fastPath(Self.parse, as: (@convention(c) (Receiver, SKSel, Pointer, Pointer) -> Int).self)
        var error: (any Error)? = nil
        let number = withArgument(text) { text in
            withUnsafeMutablePointer(to: &error) { imp(receiverPointer, Self.parse.raw, text, Pointer($0)) }
        }
        if let error { throw error }
        return number
    }

    func mix(_ a: Int, _ b: Double, _ c: String, _ d: Float, _ e: Int, _ f: Double, _ g: Bool, _ h: Double, _ i: String,
             _ j: Double, _ k: Int, _ l: Double, _ m: Double, _ n: Float, _ o: Double, native: Bool = false) -> String {
        let selector = native ? Self.mixNative : Self.mix
        let imp = fastPath(selector, as: MixIMP.self)
        return withArgument(c) { c in
            withArgument(i) { i in
                withResult(String.self) { imp(receiverPointer, selector.raw, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, $0) }
            }
        }
    }
}
