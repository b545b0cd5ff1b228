import CSwizzleRuntime
import SwizzleKit
import Synchronization
import Testing

/// `s@:ss`, an encoding no other test registers: an invoker set on it stays for the process.
private let invokerEncoding = "s@:ss"
private let invokerCalls = Atomic<Int>(0)
private let otherInvokerCalls = Atomic<Int>(0)

/// `(Int16, Int16) -> Int16`: the difference.
private let subtract: @convention(c) (UnsafeMutableRawPointer?, SKSel?, Int16, Int16) -> Int16 = { _, _, a, b in a &- b }

/// Calls `s@:ss` with the concrete types, counting its calls.
private let countingInvoker: SKInvoker = { imp, result, arguments in
    invokerCalls.add(1, ordering: .relaxed)
    let function = unsafeBitCast(imp, to: (@convention(c) (UnsafeMutableRawPointer?, SKSel?, Int16, Int16) -> Int16).self)
    let value = function(arguments[0]!.load(as: UnsafeMutableRawPointer?.self), arguments[1]!.load(as: SKSel?.self),
                         arguments[2]!.load(as: Int16.self), arguments[3]!.load(as: Int16.self))
    result?.storeBytes(of: value, as: Int16.self)
}

private let otherInvoker: SKInvoker = { _, _, _ in otherInvokerCalls.add(1, ordering: .relaxed) }

/// `sk_call` on a signature with a typed invoker calls through it (no libffi), with the same
/// result at its natural size; the first invoker of a signature stays.
@Suite("C runtime: typed invokers")
struct TypedInvokerTests {
    /// `a - b` through `sk_call`, with the 2 bytes after the result checked untouched.
    private func subtractThroughCall(_ signature: SKSignature, _ a: Int16, _ b: Int16) -> (Int16, UInt16) {
        var receiver: UnsafeMutableRawPointer? = nil
        var selector: SKSel? = nil
        var first = a, second = b
        var result: (Int16, UInt16) = (0, 0xBEEF)
        withUnsafeMutablePointer(to: &receiver) { r in
            withUnsafeMutablePointer(to: &selector) { s in
                withUnsafeMutablePointer(to: &first) { x in
                    withUnsafeMutablePointer(to: &second) { y in
                        withUnsafeMutablePointer(to: &result) { out in
                            let arguments: [UnsafeMutableRawPointer?] = [.init(r), .init(s), .init(x), .init(y)]
                            sk_call(signature, unsafeBitCast(subtract, to: SKIMP.self), out, arguments)
                        }
                    }
                }
            }
        }
        return result
    }

    @Test func aSignatureWithAnInvokerIsCalledThroughItAndTheFirstInvokerStays() throws {
        let signature = try #require(sk_signature_get(invokerEncoding, nil))
        #expect(subtractThroughCall(signature, 50, 8) == (42, 0xBEEF), "libffi, before any invoker")

        #expect(sk_signature_setInvoker(signature, countingInvoker) == SK_OK)
        #expect(sk_signature_hasInvoker(signature))
        let before = invokerCalls.load(ordering: .relaxed)
        #expect(subtractThroughCall(signature, -7, 5) == (-12, 0xBEEF), "natural size, nothing past it written")
        #expect(invokerCalls.load(ordering: .relaxed) == before + 1)

        #expect(sk_signature_setInvoker(signature, countingInvoker) == SK_OK, "the same one again")
        #expect(sk_signature_setInvoker(signature, otherInvoker) == SK_ERR_EXISTS, "another one is refused")
        #expect(subtractThroughCall(signature, 1, 1) == (0, 0xBEEF))
        #expect(otherInvokerCalls.load(ordering: .relaxed) == 0)
        #expect(invokerCalls.load(ordering: .relaxed) == before + 2)
    }
}
