import CSwizzleRuntime
import SwizzleKit
import Testing

/// Type encodings that do not parse, or that use a type the runtime refuses (unions, bit-fields,
/// long double, variadics), are refused with a status that says which, and nothing is added; the
/// ones it accepts are parsed once into a canonical form. Swift code never writes encodings (they
/// come from `MethodSignature`), so this is the C contract.
@Suite("C runtime: type encodings")
struct TypeEncodingTests {
    struct Refusal: Sendable, CustomStringConvertible {
        let encoding: String
        let status: SKStatus
        var description: String { "'\(encoding)'" }
    }

    static let unsupported: [Refusal] = [
        "q@:(u=iq)", "(u=iq)@:", "v@:{S=b3}", "v@:b3", "D@:", "v@:D", "v@:q.",
    ].map { Refusal(encoding: $0, status: SK_ERR_UNSUPPORTED_TYPE) }

    static let malformed: [Refusal] = [
        "", "q", "q@", "qq:", "q:@x", "q@:{", "q@:{S=i", "q@:^", "z@:", "q@:v", "q@:[3i]x",
        String(repeating: "q", count: 5000), String(repeating: "^", count: 100) + "i@:",
    ].map { Refusal(encoding: $0, status: SK_ERR_BAD_ENCODING) }

    /// A class of its own, so a refused add could only show here.
    static var scratch: SKClass { sk_class_register("TypeEncodingTests.Scratch", nil, nil)! }
    static let fortyTwo: ConstantIMP = { _, _ in 42 }

    @Test(arguments: unsupported + malformed)
    func isRefusedWithItsStatusAndAddsNothing(_ refusal: Refusal) throws {
        var status = SK_OK
        #expect(sk_signature_get(refusal.encoding, &status) == nil)
        #expect(status == refusal.status, "\(String(cString: sk_status_description(status)))")

        let selector = sk_selector_register("refusedEncoding()")
        let imp = unsafeBitCast(Self.fortyTwo, to: SKIMP.self)
        #expect(sk_class_addMethod(Self.scratch, SK_INSTANCE_SIDE, selector, imp, refusal.encoding) == refusal.status)
        #expect(sk_class_getOwnMethod(Self.scratch, SK_INSTANCE_SIDE, selector) == nil, "nothing was added")
        #expect(sk_lookup(Self.scratch, SK_INSTANCE_SIDE, selector) == nil)
        #expect(sk_class_replaceMethod(Self.scratch, SK_INSTANCE_SIDE, selector, imp, refusal.encoding, &status) == nil)
        #expect(status == refusal.status)
        #expect(sk_class_getOwnMethod(Self.scratch, SK_INSTANCE_SIDE, selector) == nil, "nor by replace")
    }

    @Test func theRefusalsSayWhatWasWrong() {
        #expect(String(cString: sk_status_description(SK_ERR_UNSUPPORTED_TYPE)) == "unsupported type (union, bit-field, long double or variadic)")
        #expect(String(cString: sk_status_description(SK_ERR_BAD_ENCODING)) == "malformed type encoding")
        let error = SwizzleError.malformedEncoding("q@:(u=iq)", reason: String(cString: sk_status_description(SK_ERR_UNSUPPORTED_TYPE)))
        #expect(error.description == "Type encoding 'q@:(u=iq)' was refused: unsupported type (union, bit-field, long double or variadic).")
    }

    @Test(arguments: ["q24@0:8q16", "v@:^(u=iq)", "v@:^(u=iq)r^{Opaque}", "{P=dd}@:{P=dd}", "v@:{A=[4i]d}", "Vv@:rn*"])
    func isAccepted(_ encoding: String) throws {
        var status = SK_ERR_FFI
        let signature = try #require(sk_signature_get(encoding, &status))
        #expect(status == SK_OK)
        #expect(sk_signature_get(encoding, nil) == signature, "parsed once, cached and shared")
    }

    @Test func canonicalEncodingsDropOffsetsAndQualifiers() throws {
        let withOffsets = try #require(sk_signature_get("q24@0:8q16", nil))
        let plain = try #require(sk_signature_get("q@:q", nil))
        #expect(String(cString: sk_signature_encoding(withOffsets)) == "q@:q")
        #expect(sk_signature_equal(withOffsets, plain))
        #expect(sk_signature_argumentCount(plain) == 3, "receiver, selector, one argument")
        #expect(sk_signature_returnSize(plain) == 8 && sk_signature_argumentSize(plain, 2) == 8)
        let struct16 = try #require(sk_signature_get("{P=dd}@:c", nil))
        #expect(sk_signature_returnSize(struct16) == 16 && sk_signature_argumentSize(struct16, 2) == 1)
        #expect(!sk_signature_equal(plain, try #require(sk_signature_get("d@:q", nil))))
        #expect(sk_signature_equal(try #require(sk_signature_get("v@:^{A=i}", nil)), try #require(sk_signature_get("v@:^{B=d}", nil))),
                "pointers are pointers, whatever they point at")
    }
}
