import CSwizzleRuntime
import SwizzleKit

// One method for each shape of value the table carries (scalars, values by pointer, closures,
// optionals, thrown errors, arguments past the registers), so that a test can carry each one
// through every path: `send` (libffi's ffi_call into the method), the fast path (a native call, in
// ValueCarrierFastPath.swift, into the libffi closure the table holds), and a typed layer between.
// Most methods are registered with Swift closures; `mixNative` is a C function, so that ffi_call
// into native code with arguments on the stack is covered too.

/// A struct with a non-trivial member, so that copying and destroying it across the table matter.
struct Extent: Equatable, Sendable {
    var width: Double
    var height: Int32
    var label: String
}

/// A class reference carried across the table: it must arrive as the same object, and come back
/// owned by the caller, with no retain left over and none missing.
final class Parcel: @unchecked Sendable {
    let contents: String
    let wrapped: Parcel?
    init(_ contents: String, wrapping wrapped: Parcel? = nil) {
        self.contents = contents
        self.wrapped = wrapped
    }
}

struct CarrierError: Error, Equatable {
    let text: String
}

final class ValueCarrier: Swizzlable, @unchecked Sendable {
    static let constant: Selector = "constant()"
    static let add: Selector = "add(_:_:)"
    static let scale: Selector = "scale(_:by:)"
    static let setFlag: Selector = "setFlag(_:)"
    static let label: Selector = "label(_:_:)"
    static let transpose: Selector = "transpose(_:)"
    static let wrap: Selector = "wrap(_:)"
    static let describe: Selector = "describe(_:)"
    static let apply: Selector = "apply(_:to:)"
    static let parse: Selector = "parse(_:)"
    static let check: Selector = "check(_:)"
    static let mix: Selector = "mix(_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:)"
    static let mixNative: Selector = "mixNative(_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:)"
    static let narrowMix: Selector = "narrowMix(_:_:_:_:_:_:_:_:_:_:)"

    /// The fifteen parameters of `mix`: nine floating-point (more than the eight SSE registers)
    /// and, with the receiver, selector, two String pointers and the result pointer, nine
    /// integer-class ones (more than the six integer registers).
    static let mixSignature = MethodSignature(Int.self, Double.self, String.self, Float.self, Int.self, Double.self, Bool.self,
                                              Double.self, String.self, Double.self, Int.self, Double.self, Double.self,
                                              Float.self, Double.self, returning: String.self)

    private static let registration = try! RuntimeClass.register(ValueCarrier.self, superclass: nil) { c in
        try c.instanceMethod(constant) { (carrier: ValueCarrier) in carrier.base }
        try c.instanceMethod(add) { (_: ValueCarrier, a: Int, b: Int) in a + b }
        try c.instanceMethod(scale) { (_: ValueCarrier, value: Double, factor: Float) in value * Double(factor) }
        try c.instanceMethod(setFlag) { (carrier: ValueCarrier, value: Bool) in carrier.flag = value }
        try c.instanceMethod(label) { (_: ValueCarrier, text: String, numbers: [Int]) in
            text + ":" + numbers.map(String.init).joined(separator: ",")
        }
        try c.instanceMethod(transpose) { (_: ValueCarrier, extent: Extent) in
            Extent(width: Double(extent.height), height: Int32(extent.width), label: extent.label + "ᵀ")
        }
        try c.instanceMethod(wrap) { (_: ValueCarrier, parcel: Parcel) in Parcel(parcel.contents.uppercased(), wrapping: parcel) }
        try c.instanceMethod(describe) { (_: ValueCarrier, value: Int?) -> String? in value.map { "#\($0)" } }
        try c.instanceMethod(apply) { (_: ValueCarrier, transform: @escaping (Int) -> Int, value: Int) in transform(value) }
        try c.throwingInstanceMethod(parse) { (_: ValueCarrier, text: String) throws -> Int in
            guard let number = Int(text) else { throw CarrierError(text: text) }
            return number
        }
        // Throwing with a result that comes back by pointer: a throw must leave that storage alone.
        try c.throwingInstanceMethod(check) { (_: ValueCarrier, value: Int) throws -> String in
            guard value >= 0 else { throw CarrierError(text: "negative \(value)") }
            return "ok \(value)"
        }
        try c.instanceMethod(mix) {
            (_: ValueCarrier, a: Int, b: Double, c: String, d: Float, e: Int, f: Double, g: Bool, h: Double, i: String,
             j: Double, k: Int, l: Double, m: Double, n: Float, o: Double) in
            describeMix(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o)
        }
        // With the receiver, selector and result pointers, more integer-class arguments than there
        // are registers, some narrower than a word (Int8, Bool) and one using all 64 bits (UInt64).
        try c.instanceMethod(narrowMix) {
            (_: ValueCarrier, a: Int, b: Double, c: String, d: Int8, e: Float, f: UInt64, g: Bool, h: Double, i: Int, j: String) in
            "\(a) \(b) \(c) \(d) \(e) \(f) \(g) \(h) \(i) \(j)"
        }
        try c.method(mixNative, implementation: unsafeBitCast(nativeMix, to: SKIMP.self), signature: mixSignature)
    }
    static var runtimeClass: RuntimeClass { registration }

    /// What `constant()` answers: read through the receiver, so a wrong receiver shows.
    let base: Int
    /// What `setFlag(_:)` set last.
    var flag: Bool?

    init(base: Int = 17) {
        self.base = base
    }

    static func describeMix(_ a: Int, _ b: Double, _ c: String, _ d: Float, _ e: Int, _ f: Double, _ g: Bool, _ h: Double,
                            _ i: String, _ j: Double, _ k: Int, _ l: Double, _ m: Double, _ n: Float, _ o: Double) -> String {
        "\(a) \(b) \(c) \(d) \(e) \(f) \(g) \(h) \(i) \(j) \(k) \(l) \(m) \(n) \(o)"
    }

    typealias MixIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int, Double, UnsafeMutableRawPointer, Float, Int, Double,
                                       Bool, Double, UnsafeMutableRawPointer, Double, Int, Double, Double, Float, Double,
                                       UnsafeMutableRawPointer) -> Void

    /// `mix` as a C function: Strings arrive by pointer, the String result goes to the last pointer.
    private static let nativeMix: MixIMP = { _, _, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, result in
        let text = describeMix(a, b, c.assumingMemoryBound(to: String.self).pointee, d, e, f, g, h, i.assumingMemoryBound(to: String.self).pointee, j, k, l, m, n, o)
        result.initializeMemory(as: String.self, to: text)
    }
}
