import CSwizzleRuntime
import SwizzleKit
import Testing

/// Each mistake is a typed error that says what to do, and nothing changes.
@Suite("Bad input")
struct BadInputTests {
    let shapes = Shapes()

    func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    @Test func unknownSelector() {
        let text = message { let _: Int = try shapes.send("subtract(_:_:)", 1, 2) }
        #expect(text.contains("has no instance method 'subtract(_:_:)'"))
        #expect(text.contains("Check the spelling"))
        #expect(message { _ = try Swizzle.install(.handler { _, forward in forward() }, on: Shapes.runtimeClass, "subtract(_:_:)") }
            .contains("subtract(_:_:)"))
        #expect(Swizzle.activeLayers.allSatisfy { !$0.entry.contains("subtract") })
    }

    @Test func unregisteredClass() {
        final class NeverRegistered {}
        let text = message { _ = try RuntimeClass(NeverRegistered.self) }
        #expect(text.contains("NeverRegistered is not registered with SwizzleKit"))
        #expect(text.contains("@Swizzlable"))
    }

    @Test func signatureMismatchOnCallsAndReplacements() throws {
        #expect(message { let _: String = try shapes.send("add(_:_:)", 1, 2) }
            .contains("'add(_:_:)' is (Int, Int) -> Int in the dispatch table, but was used as (Int, Int) -> String"))
        #expect(message {
            _ = try Swizzle.install(.typed { (_: Replacement.Original<Shapes, Int, Int>, _: Shapes, a: Int) -> Int in a },
                                    on: Shapes.runtimeClass, "add(_:_:)")
        }.contains("(Int, Int) -> Int"))
        let imp = try #require(Shapes.runtimeClass.implementation(of: "nothing()"))
        #expect(message {
            try Shapes.runtimeClass.replaceMethod("add(_:_:)", implementation: imp, signature: MethodSignature(returning: Int.self))
        }.contains("'add(_:_:)' is (Int, Int) -> Int"))
        #expect(try shapes.send("add(_:_:)", 1, 2) == 3, "nothing changed")
    }

    @Test func encodingMismatchAndMalformedEncodingsInC() throws {
        var status = SK_OK
        #expect(sk_signature_get("q@:(u=iq)", &status) == nil && status == SK_ERR_UNSUPPORTED_TYPE, "unions")
        #expect(sk_signature_get("v@:{S=b3}", &status) == nil && status == SK_ERR_UNSUPPORTED_TYPE, "bit-fields")
        #expect(sk_signature_get("D@:", &status) == nil && status == SK_ERR_UNSUPPORTED_TYPE, "long double")
        for garbage in ["", "q", "q@", "qq:", "q@:{", "q@:{S=i", "q@:^", "z@:", "q@:v", "q@:[3i]x", String(repeating: "^", count: 100) + "i@:"] {
            #expect(sk_signature_get(garbage, &status) == nil, "'\(garbage)' is refused")
            #expect(status == SK_ERR_BAD_ENCODING || status == SK_ERR_UNSUPPORTED_TYPE, "'\(garbage)'")
        }
        #expect(sk_signature_get("q24@0:8q16", &status) != nil, "offsets are skipped")
        #expect(sk_signature_get("v@:^(u=iq)r^{Opaque}", &status) != nil, "unions and opaque structs behind pointers are fine")
        #expect(sk_signature_get("{P=dd}@:{P=dd}", &status) != nil, "structs by value")
        let record = try #require(sk_class_register("BadInputTests.Encodings", nil, nil))
        let first = sk_selector_register("first()"), second = sk_selector_register("second()")
        let imp = try #require(Shapes.runtimeClass.implementation(of: "nothing()"))
        #expect(sk_class_addMethod(record, SK_INSTANCE_SIDE, first, imp, "q@:") == SK_OK)
        #expect(sk_class_addMethod(record, SK_INSTANCE_SIDE, second, imp, "d@:") == SK_OK)
        #expect(sk_class_addMethod(record, SK_INSTANCE_SIDE, first, imp, "q@:") == SK_ERR_EXISTS)
        #expect(sk_class_addMethod(record, SK_INSTANCE_SIDE, sk_selector_register("third()"), imp, "q@:{S=i") == SK_ERR_BAD_ENCODING)
        let a = try #require(sk_class_getOwnMethod(record, SK_INSTANCE_SIDE, first))
        let b = try #require(sk_class_getOwnMethod(record, SK_INSTANCE_SIDE, second))
        #expect(sk_method_exchangeImplementations(a, b) == SK_ERR_ENCODING_MISMATCH)
        #expect(sk_class_replaceMethod(record, SK_INSTANCE_SIDE, first, imp, "d@:", &status) == nil && status == SK_ERR_ENCODING_MISMATCH)
        #expect(String(cString: sk_status_description(SK_ERR_ENCODING_MISMATCH)).contains("different signatures"))
    }

    @Test func malformedSelectors() {
        for bad in ["", "add(", "add(_:_)", "(x:)", "a b()", "1abc()", "add(_:_:)x", "getter:", "f(::)"] {
            #expect(!Selector(bad).isWellFormed, "'\(bad)'")
            #expect(message { _ = try Selector(validating: bad) }.contains("is not a Swift-style method name"))
        }
        for good in ["run()", "add(_:_:)", "init(id:)", "getter:mood", "setter:mood", "mood", "subscript(_:)", "é(ü:)"] {
            #expect(Selector(good).isWellFormed, "'\(good)'")
        }
        #expect(Selector("shouldFetch(_:for:)").argumentCount == 2)
        #expect(message { _ = try Swizzle.install(.handler { _, forward in forward() }, on: Shapes.runtimeClass, "add(") }
            .contains("not a Swift-style method name"))
    }

    @Test func aTokenRestoredTwice() throws {
        let token = try Swizzle.install(.handler { _, forward in forward() }, on: shapes, "add(_:_:)")
        try token.restore()
        let text = message { try token.restore() }
        #expect(text.contains("restored already"))
        #expect(text.contains("BadInputTests.swift"), "says where it was installed")
        #expect(try shapes.send("add(_:_:)", 2, 2) == 4)
    }
}
