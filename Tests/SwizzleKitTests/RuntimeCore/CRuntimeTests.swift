import CSwizzleRuntime
import SwizzleKit
import Testing

/// The C runtime's contract, through its functions as Swift sees them.
@Suite("C runtime")
struct CRuntimeTests {
    let imp = Shapes.runtimeClass.implementation(of: "nothing()")!
    let otherImp = Shapes.runtimeClass.implementation(of: "add(_:_:)")!

    @Test func selectorsAreInterned() {
        let name = "interned\(Int.random(in: 0 ..< 1_000_000))(_:)"
        #expect(sk_selector_lookup(name) == nil)
        let first = sk_selector_register(name)
        #expect(sk_selector_register(name) == first, "the same name is the same pointer")
        #expect(sk_selector_lookup(name) == first)
        #expect(Selector(name) == Selector(raw: first))
        #expect(String(cString: first.pointee.name) == name)
        var labels = 0
        #expect(sk_selector_validate("a(b:_:c:)", &labels) == SK_OK && labels == 3)
        #expect(sk_selector_validate("a(b:", nil) == SK_ERR_BAD_SELECTOR)
    }

    @Test func classRegistrationIsIdempotentAndRefusesAnotherSuperclass() throws {
        let base = try #require(sk_class_register("CRuntimeTests.Base", nil, nil))
        let sub = try #require(sk_class_register("CRuntimeTests.Sub", base, nil))
        #expect(sk_class_register("CRuntimeTests.Sub", base, nil) == sub)
        var status = SK_OK
        #expect(sk_class_register("CRuntimeTests.Sub", nil, &status) == nil && status == SK_ERR_EXISTS)
        #expect(sk_class_lookup("CRuntimeTests.Sub") == sub)
        #expect(sk_class_isSubclass(sub, base) && !sk_class_isSubclass(base, sub))
        #expect(throws: SwizzleError.classConflict(String(reflecting: Shapes.self))) {
            try RuntimeClass.register(Shapes.self, superclass: RuntimeClass(record: base))
        }
    }

    @Test func addReplaceRemoveFollowObjc4() throws {
        let base = try #require(sk_class_register("CRuntimeTests.MethodsBase", nil, nil))
        let sub = try #require(sk_class_register("CRuntimeTests.MethodsSub", base, nil))
        let sel = sk_selector_register("value()")
        #expect(sk_class_addMethod(base, SK_INSTANCE_SIDE, sel, imp, "q@:") == SK_OK)
        #expect(sk_lookup(sub, SK_INSTANCE_SIDE, sel).map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(imp, to: Int.self))
        #expect(sk_class_addMethod(base, SK_INSTANCE_SIDE, sel, imp, "q@:") == SK_ERR_EXISTS, "the class defines it already")
        #expect(sk_class_addMethod(sub, SK_INSTANCE_SIDE, sel, otherImp, "q@:") == SK_OK, "an inherited method can be overridden")
        #expect(sk_class_getOwnMethod(sub, SK_INSTANCE_SIDE, sel) != nil)
        var status = SK_OK
        let old = sk_class_replaceMethod(sub, SK_INSTANCE_SIDE, sel, imp, "q@:", &status)
        #expect(status == SK_OK && old.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(otherImp, to: Int.self), "replace returns the old one")
        let fresh = sk_selector_register("fresh()")
        #expect(sk_class_replaceMethod(sub, SK_INSTANCE_SIDE, fresh, imp, "q@:", &status) == nil && status == SK_OK, "replace adds when absent")
        #expect(sk_class_removeMethod(sub, SK_INSTANCE_SIDE, sel) == SK_OK)
        #expect(sk_class_removeMethod(sub, SK_INSTANCE_SIDE, sel) == SK_ERR_NOT_FOUND)
        #expect(sk_class_findMethod(sub, SK_INSTANCE_SIDE, sel).map { sk_method_owner($0) } == base, "the inherited one again")
        #expect(sk_lookup(sub, SK_CLASS_SIDE, sel) == nil, "class and instance sides are separate")
    }

    @Test func perObjectOverridesAndAssociatedValues() throws {
        let object = Shapes(), other = Shapes()
        let pointer = UnsafeRawPointer(object.receiverPointer)
        let sel = Selector("nothing()").raw
        #expect(sk_object_setOverride(pointer, SK_INSTANCE_SIDE, sel, otherImp) == SK_OK)
        #expect(sk_object_getOverride(pointer, SK_INSTANCE_SIDE, sel).map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(otherImp, to: Int.self))
        #expect(sk_lookup_receiver(pointer, Shapes.runtimeClass.record, SK_INSTANCE_SIDE, sel).map { unsafeBitCast($0, to: Int.self) }
            == unsafeBitCast(otherImp, to: Int.self))
        #expect(sk_lookup_receiver(other.receiverPointer, Shapes.runtimeClass.record, SK_INSTANCE_SIDE, sel).map { unsafeBitCast($0, to: Int.self) }
            == unsafeBitCast(imp, to: Int.self), "other objects are untouched")
        #expect(sk_object_setOverride(pointer, SK_INSTANCE_SIDE, Selector("add(_:_:)").raw, imp) == SK_OK)
        #expect(sk_object_setOverride(pointer, SK_INSTANCE_SIDE, sel, nil) == SK_OK, "remove one")
        #expect(sk_object_getOverride(pointer, SK_INSTANCE_SIDE, sel) == nil)
        #expect(sk_object_setOverride(pointer, SK_INSTANCE_SIDE, sel, nil) == SK_ERR_NOT_FOUND)
        #expect(sk_object_removeOverrides(pointer) == 1, "remove all: the one left")

        let first = SpyEvidenceKey("first"), second = SpyEvidenceKey("second")
        SpyEvidence.save("a", for: first, on: pointer)
        SpyEvidence.save("b", for: second, on: pointer)
        SpyEvidence.save("c", for: first, on: pointer)
        #expect(SpyEvidence.value(for: first, on: pointer) as? String == "c", "replaced")
        SpyEvidence.remove(first, on: pointer)
        #expect(SpyEvidence.value(for: first, on: pointer) == nil)
        #expect(SpyEvidence.value(for: second, on: pointer) as? String == "b", "one key at a time")
        #expect(sk_object_removeAssociated(pointer) == 1, "all at once")
        #expect(SpyEvidence.value(for: second, on: pointer) == nil)
    }
}
