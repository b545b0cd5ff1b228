import CSwizzleRuntime
import SwizzleKit
import Testing

/// Registering a class twice returns the same record; the same name with another superclass is
/// refused, in C and in Swift, and the first registration stays as it was.
@Suite("C runtime: class registration")
struct ClassRegistrationTests {
    @Test func registrationIsIdempotent() throws {
        let base = try #require(sk_class_register("RuntimeContract.Base", nil, nil))
        let sub = try #require(sk_class_register("RuntimeContract.Sub", base, nil))
        var status = SK_ERR_FFI
        #expect(sk_class_register("RuntimeContract.Sub", base, &status) == sub)
        #expect(status == SK_OK)
        #expect(sk_class_register("RuntimeContract.Base", nil, nil) == base)
        #expect(sk_class_lookup("RuntimeContract.Sub") == sub)
        #expect(sk_class_lookup("RuntimeContract.Nowhere") == nil)
        #expect(String(cString: sub.pointee.name) == "RuntimeContract.Sub")
        #expect(sub.pointee.superclass == base && base.pointee.superclass == nil)
        #expect(sk_class_isSubclass(sub, base) && sk_class_isSubclass(sub, sub) && !sk_class_isSubclass(base, sub))
    }

    @Test func anotherSuperclassIsRefused() throws {
        let base = try #require(sk_class_register("RuntimeContract.ConflictBase", nil, nil))
        let other = try #require(sk_class_register("RuntimeContract.ConflictOther", nil, nil))
        let sub = try #require(sk_class_register("RuntimeContract.ConflictSub", base, nil))
        var status = SK_OK
        #expect(sk_class_register("RuntimeContract.ConflictSub", other, &status) == nil)
        #expect(status == SK_ERR_EXISTS)
        #expect(sk_class_register("RuntimeContract.ConflictSub", nil, &status) == nil, "nor as a root")
        #expect(status == SK_ERR_EXISTS)
        #expect(sk_class_lookup("RuntimeContract.ConflictSub") == sub && sub.pointee.superclass == base, "the first stays")
    }

    /// Swift registration: the same class twice is the same record with its methods kept; under
    /// another superclass it is a typed error naming the class.
    @Test func swiftRegistrationIsIdempotentAndRefusesAConflict() throws {
        // The class's own registration first: were this one first, its subtracting `add` would
        // be the method every other test (running in parallel) calls.
        let first = ValueCarrier.runtimeClass
        let again = try RuntimeClass.register(ValueCarrier.self, superclass: nil) { c in
            // Methods it defines already are left as they are.
            try c.instanceMethod(ValueCarrier.add) { (_: ValueCarrier, a: Int, b: Int) in a - b }
        }
        #expect(again == first)
        #expect(ValueCarrier().add(5, 3) == 8, "the first registration's method stays")

        var thrown: (any Error)?
        do { try RuntimeClass.register(ValueCarrier.self, superclass: SwaggerByHand.Root.runtimeClass) } catch { thrown = error }
        let error = try #require(thrown as? SwizzleError)
        #expect(error == .classConflict("SwizzleKitTests.ValueCarrier"))
        #expect(error.description.contains("SwizzleKitTests.ValueCarrier is registered already with a different superclass"))
        #expect(ValueCarrier.runtimeClass.superclass == nil, "nothing changed")
    }

    @Test func theContextIsTheSwiftClass() throws {
        #expect(SwaggerByHand.Overrider.runtimeClass.swiftClass == SwaggerByHand.Overrider.self)
        #expect(RuntimeClass.named("SwizzleKitTests.SwaggerByHand.Overrider") == SwaggerByHand.Overrider.runtimeClass)
        #expect(SwaggerByHand.InheritorOfOverrider.runtimeClass.superclass == SwaggerByHand.Overrider.runtimeClass)
    }
}
