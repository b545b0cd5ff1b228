import CSwizzleRuntime
import SwizzleKit
import Synchronization
import Testing

/// What a test handler is given as user data: a number to add, and a count of calls.
private final class HandlerState: Sendable {
    let addend: Int
    let calls = Atomic<Int>(0)
    init(addend: Int) { self.addend = addend }
    static func of(_ userData: UnsafeMutableRawPointer?) -> HandlerState {
        Unmanaged<HandlerState>.fromOpaque(userData!).takeUnretainedValue()
    }
}

/// `q@:qd`: answers Int(a) + Int(b) + the user data's addend.
private let addHandler: SKHandler = { _, result, arguments, userData in
    let state = HandlerState.of(userData)
    state.calls.add(1, ordering: .relaxed)
    let a = arguments[2]!.load(as: Int.self), b = arguments[3]!.load(as: Double.self)
    result!.storeBytes(of: a + Int(b) + state.addend, as: Int.self)
}

/// `c@:c`: answers the negated Int8, at its natural size.
private let negateHandler: SKHandler = { _, result, arguments, _ in
    result!.storeBytes(of: -arguments[2]!.load(as: Int8.self), as: Int8.self)
}

/// `{P=dd}@:{P=dd}`: answers the pair swapped.
private let swapHandler: SKHandler = { _, result, arguments, _ in
    let pair = arguments[2]!
    result!.storeBytes(of: pair.load(fromByteOffset: 8, as: Double.self), as: Double.self)
    result!.storeBytes(of: pair.load(as: Double.self), toByteOffset: 8, as: Double.self)
}

/// Argument storage for `sk_call`: each trivial value in a cell of its own, and the array of
/// their addresses libffi wants. The receiver and selector slots come first, as nil pointers.
private final class CallArguments {
    private var cells: [UnsafeMutableRawPointer] = []

    init() {
        add(UnsafeRawPointer?.none)
        add(UnsafeRawPointer?.none)
    }

    func add<T>(_ value: T) {
        let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
        cell.initialize(to: value)
        cells.append(UnsafeMutableRawPointer(cell))
    }

    var pointers: [UnsafeMutableRawPointer?] { cells }
    deinit { for cell in cells { cell.deallocate() } }
}

/// libffi closures turn one generic handler into an implementation of any encoded signature;
/// `sk_call` calls any implementation generically. Both directions carry values intact.
@Suite("C runtime: closures and generic calls")
struct ClosureCallTests {
    @Test func aClosureCallsItsHandlerWithItsArgumentsAndUserData() throws {
        let signature = try #require(sk_signature_get("q@:qd", nil))
        let state = HandlerState(addend: 100)
        let userData = Unmanaged.passUnretained(state).toOpaque()
        let closure = try #require(sk_closure_create(signature, addHandler, userData, nil, nil))
        defer { sk_closure_retire(closure) }
        typealias AddIMP = @convention(c) (UnsafeRawPointer?, SKSel?, Int, Double) -> Int
        let native = unsafeBitCast(sk_closure_imp(closure), to: AddIMP.self)
        #expect(native(nil, nil, 20, 3.9) == 123, "a native call")

        let arguments = CallArguments()
        arguments.add(40)
        arguments.add(2.0)
        var result = 0
        let pointers = arguments.pointers
        sk_call(signature, sk_closure_imp(closure), &result, pointers)
        #expect(pointers == arguments.pointers, "the argument array is left as it was")
        #expect(result == 142, "ffi_call into the closure")
        #expect(state.calls.load(ordering: .relaxed) == 2)
    }

    /// Small integer results are widened for libffi's closures and narrowed back for callers.
    @Test func smallIntegerResultsKeepTheirSign() throws {
        let signature = try #require(sk_signature_get("c@:c", nil))
        let closure = try #require(sk_closure_create(signature, negateHandler, nil, nil, nil))
        defer { sk_closure_retire(closure) }
        typealias NegateIMP = @convention(c) (UnsafeRawPointer?, SKSel?, Int8) -> Int8
        #expect(unsafeBitCast(sk_closure_imp(closure), to: NegateIMP.self)(nil, nil, 5) == -5)
        #expect(unsafeBitCast(sk_closure_imp(closure), to: NegateIMP.self)(nil, nil, -128 + 1) == 127)

        let arguments = CallArguments()
        arguments.add(Int8(7))
        var result: (Int8, Int8) = (0, 0x55)  // a guard byte after the Int8 result
        sk_call(signature, sk_closure_imp(closure), &result, arguments.pointers)
        #expect(result.0 == -7)
        #expect(result.1 == 0x55, "sk_call writes the result at its natural size, no wider")
    }

    @Test func structsByValueBothWays() throws {
        let signature = try #require(sk_signature_get("{P=dd}@:{P=dd}", nil))
        #expect(sk_signature_returnSize(signature) == 16)
        let closure = try #require(sk_closure_create(signature, swapHandler, nil, nil, nil))
        defer { sk_closure_retire(closure) }
        let arguments = CallArguments()
        arguments.add((1.5, -2.25))
        var result: (Double, Double) = (0, 0)
        sk_call(signature, sk_closure_imp(closure), &result, arguments.pointers)
        #expect(result == (-2.25, 1.5))
        #expect(arguments.pointers[2]!.load(as: (Double, Double).self) == (1.5, -2.25), "the caller's argument is untouched")
    }

    /// `sk_call` into a plain C function, with more arguments than registers.
    @Test func aGenericCallIntoNativeCode() throws {
        typealias SumIMP = @convention(c) (UnsafeRawPointer?, SKSel?, Int, Int, Int, Int, Int, Int, Double, Double, Double, Double,
                                           Double, Double, Double, Double, Double, Double) -> Double
        let sum: SumIMP = { _, _, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p in
            Double(a + b + c + d + e + f) + g + h + i + j + k + l + m + n + o + p * 1000
        }
        let signature = try #require(sk_signature_get("d@:qqqqqqdddddddddd", nil))
        #expect(sk_signature_argumentCount(signature) == 18)
        let arguments = CallArguments()
        for integer in 1 ... 6 { arguments.add(integer) }
        for double in [0.5, 0.25, 0.125, 1, 2, 3, 4, 5, 6, 7] { arguments.add(double) }
        var result = 0.0
        sk_call(signature, unsafeBitCast(sum, to: SKIMP.self), &result, arguments.pointers)
        let expected: Double = 7042.875  // 21 from the Ints, 21.875 from nine Doubles, 7000 from the last
        #expect(result == expected, "the last Double came from the stack intact")
    }
}
