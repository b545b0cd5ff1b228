import CSwizzleRuntime
import SwizzleKit
import Testing

extension SwaggerByHandSuites {
    /// A replacement, exchange, layer or call whose signature differs from the table entry's is a
    /// typed error naming both signatures, and leaves the entry as it was.
    @Suite("Bad input: signature mismatches")
    struct SignatureErrorTests {
        typealias Root = SwaggerByHand.Root
        let selector = SwaggerByHand.instanceSelector

        func error(_ body: () throws -> Void) -> SwizzleError? {
            do { try body(); return nil } catch { return error as? SwizzleError }
        }

        /// Root's implementation address and what a Root and an Inheritor answer, to compare before and after.
        func snapshot() throws -> [UInt] {
            let method = try #require(Root.runtimeClass.ownMethod(selector))
            return [address(method.implementation), UInt(Root().sampleInstanceMethod("x")),
                    UInt(try SwaggerByHand.Inheritor().send(selector, "x") as Int)]
        }

        /// `[Int]` and `String` both cross by pointer (the C encodings are equal); the Swift
        /// signatures differ, and that is what is checked.
        @Test func replacingWithAnotherSwiftSignatureIsRefused() throws {
            let before = try snapshot()
            let imp = try #require(Root.runtimeClass.implementation(of: selector))
            let thrown = error {
                try Root.runtimeClass.replaceMethod(selector, implementation: imp, signature: MethodSignature([Int].self, returning: Int.self))
            }
            #expect(thrown == .signatureMismatch(selector, expected: "(String) -> Int", actual: "(Array<Int>) -> Int"))
            let message = try #require(thrown).description
            #expect(message.contains("'sampleInstanceMethod(_:)' is (String) -> Int in the dispatch table, but was used as (Array<Int>) -> Int"))
            #expect(message.contains("Use the method's real parameter and return types"))
            #expect(try snapshot() == before, "nothing changed")
        }

        /// A method registered from C has no Swift signature: the C encodings are compared.
        @Test func replacingACMethodWithAnotherEncodingIsRefused() throws {
            let record = try #require(sk_class_register("SignatureErrorTests.CRegistered", nil, nil))
            let value = Selector("value()")
            let fortyTwo: ConstantIMP = { _, _ in 42 }
            let imp = unsafeBitCast(fortyTwo, to: SKIMP.self)
            _ = sk_class_addMethod(record, SK_INSTANCE_SIDE, value.raw, imp, "q@:")
            let runtimeClass = RuntimeClass(record: record)
            let thrown = error { try runtimeClass.replaceMethod(value, implementation: imp, signature: MethodSignature(returning: Double.self)) }
            #expect(thrown == .signatureMismatch(value, expected: "q@:", actual: "d@:"))

            var status = SK_OK
            #expect(sk_class_replaceMethod(record, SK_INSTANCE_SIDE, value.raw, imp, "v@:q", &status) == nil)
            #expect(status == SK_ERR_ENCODING_MISMATCH)
            #expect(String(cString: sk_status_description(status)).contains("different signatures"))
            #expect(callConstant(sk_lookup(record, SK_INSTANCE_SIDE, value.raw)) == 42, "the method is as it was")
            #expect(String(cString: sk_method_typeEncoding(try #require(sk_class_getOwnMethod(record, SK_INSTANCE_SIDE, value.raw)))) == "q@:")
        }

        @Test func exchangingAcrossSignaturesIsRefused() throws {
            let before = try snapshot()
            let sample = try Root.runtimeClass.method(selector)
            let add = try ValueCarrier.runtimeClass.method(ValueCarrier.add)
            let addIMP = address(add.implementation)

            let thrown = error { try sample.exchangeImplementations(with: add) }
            #expect(thrown == .signatureMismatch(ValueCarrier.add, expected: "(String) -> Int", actual: "(Int, Int) -> Int"))
            #expect(sk_method_exchangeImplementations(sample.raw, add.raw) == SK_ERR_ENCODING_MISMATCH, "the C runtime refuses it too")

            #expect(try snapshot() == before)
            #expect(address(add.implementation) == addIMP)
            #expect(ValueCarrier().add(1, 2) == 3)
        }

        @Test func aTypedLayerOfAnotherSignatureIsRefused() throws {
            let before = try snapshot()
            let wrong = Replacement.typed { (original: Replacement.Original<Root, Int, Int>, object: Root, value: Int) -> Int in value }
            let thrown = error { _ = try Swizzle.install(wrong, on: Root.runtimeClass, selector) }
            #expect(thrown == .signatureMismatch(selector, expected: "(String) -> Int", actual: "(Int) -> Int"))
            let subject = Root()
            #expect(error { _ = try Swizzle.install(wrong, on: subject, selector) } == thrown, "per object too")
            #expect(sk_object_getOverride(subject.receiverPointer, SK_INSTANCE_SIDE, selector.raw) == nil)
            #expect(!Swizzle.activeLayers.contains { $0.entry.contains("SwaggerByHand.Root sampleInstanceMethod") }, "nothing was installed")
            #expect(try snapshot() == before)
        }

        @Test func aCallWithOtherTypesIsRefused() throws {
            let root = Root()
            let wrongArgument = error { let _: Int = try root.send(selector, 5) }
            #expect(wrongArgument == .signatureMismatch(selector, expected: "(String) -> Int", actual: "(Int) -> Int"))
            let wrongResult = error { let _: String = try root.send(selector, "x") }
            #expect(wrongResult == .signatureMismatch(selector, expected: "(String) -> Int", actual: "(String) -> String"))
            let tooMany = error { let _: Int = try root.send(selector, "x", "y") }
            #expect(tooMany == .signatureMismatch(selector, expected: "(String) -> Int", actual: "(String, String) -> Int"))
            #expect(try root.send(selector, "x") as Int == 14)
        }

        /// The message shows the whole call as it was made, wherever the difference is.
        @Test func aMismatchAnywhereDescribesTheWholeCall() throws {
            let carrier = ValueCarrier()
            func message(_ body: () throws -> Void) -> String { error(body)?.description ?? "no error" }
            #expect(message { let _: String = try carrier.send(ValueCarrier.label, "a", 1) }
                .contains("but was used as (String, Int) -> String"), "the last argument")
            #expect(message { let _: Int = try carrier.send(ValueCarrier.add, "a", 1) }
                .contains("but was used as (String, Int) -> Int"), "the first argument")
            #expect(message { let _: Int = try carrier.send(ValueCarrier.add, 1) }
                .contains("but was used as (Int) -> Int"), "too few")
            #expect(message { let _: Int = try carrier.send(ValueCarrier.add, 1, 2, 3) }
                .contains("but was used as (Int, Int, Int) -> Int"), "too many")
            #expect(message { let _: Int = try carrier.send(ValueCarrier.check, -1) }
                .contains("used as (Int) throws -> Int"), "the result of a throwing method")
            #expect(try carrier.send(ValueCarrier.add, 1, 2) == 3)
        }

        @Test func addingAMethodTheClassDefinesIsRefused() throws {
            let before = try snapshot()
            let imp = try #require(Root.runtimeClass.implementation(of: selector))
            let thrown = error { try Root.runtimeClass.addMethod(selector, implementation: imp, signature: SwaggerByHand.sampleSignature) }
            #expect(thrown == .methodExists(selector, className: "SwizzleKitTests.SwaggerByHand.Root"))
            #expect(try #require(thrown).description.contains("Replace it, or install a swizzle layer instead"))
            #expect(try snapshot() == before)
        }
    }
}
