import CSwizzleRuntime
import Foundation
import SwizzleKit
import Testing

/// `sk_class_unchanged` is what lets a dispatching method skip the lookup, so it must turn false
/// for every change a lookup from the class (or a subclass) could see, and true again once each
/// is undone: a class's count covers its own methods and its subclasses', never its superclass's.
@Suite("C runtime: counting changes since registration")
struct ClassChangeCountTests {
    let one = unsafeBitCast(MethodListTests.one, to: SKIMP.self)
    let two = unsafeBitCast(MethodListTests.two, to: SKIMP.self)

    /// A base with one method and a subclass, both registered, selectors no one else uses, and two
    /// receivers whose overrides count in different buckets.
    final class Registered {
        let base: SKClass, sub: SKClass
        let selector: SKSel, other: SKSel
        let receiver: UnsafeMutableRawPointer, neighbour: UnsafeMutableRawPointer
        init(_ one: SKIMP, other otherImplementation: SKIMP? = nil) {
            let id = UUID().uuidString.prefix(8)
            base = sk_class_register("ChangeCount.Base\(id)", nil, nil)!
            sub = sk_class_register("ChangeCount.Sub\(id)", base, nil)!
            selector = sk_selector_register("value\(id)()")
            other = sk_selector_register("other\(id)()")
            sk_class_addMethod(base, SK_INSTANCE_SIDE, selector, one, "q@:")
            sk_class_addMethod(base, SK_INSTANCE_SIDE, other, otherImplementation ?? one, "q@:")
            sk_class_finishRegistration(base)
            sk_class_finishRegistration(sub)
            receiver = .allocate(byteCount: 32, alignment: 512)
            neighbour = receiver + 16
        }
        deinit { receiver.deallocate() }

        /// For a call on `receiver`: in the base's methods, and in the subclass's.
        var unchanged: (base: Bool, sub: Bool) { unchanged(for: receiver) }

        /// Also checks that the compare an optimized build makes (`sk_class_unchangedInMemory`,
        /// which tests, built unoptimized, reach only so) answers alike.
        func unchanged(for receiver: UnsafeRawPointer) -> (base: Bool, sub: Bool) {
            let answer = (sk_class_unchanged(base, receiver), sk_class_unchanged(sub, receiver))
            #expect(sk_class_unchangedInMemory(base, receiver) == answer.0)
            #expect(sk_class_unchangedInMemory(sub, receiver) == answer.1)
            return answer
        }

        var method: SKMethod { sk_class_getOwnMethod(base, SK_INSTANCE_SIDE, selector)! }
    }

    @Test func whatItHasWhenItsRegistrationEndsIsTheBaseline() {
        let id = UUID().uuidString.prefix(8)
        let cls = sk_class_register("ChangeCount.Registering\(id)", nil, nil)!
        let selector = sk_selector_register("registering\(id)()")
        sk_class_addMethod(cls, SK_INSTANCE_SIDE, selector, one, "q@:")
        sk_method_setImplementation(sk_class_getOwnMethod(cls, SK_INSTANCE_SIDE, selector)!, two)
        #expect(!sk_class_unchanged(cls, cls), "a class still registering has no baseline")
        sk_class_finishRegistration(cls)
        #expect(sk_class_unchanged(cls, cls))
        sk_method_setImplementation(sk_class_getOwnMethod(cls, SK_INSTANCE_SIDE, selector)!, one)
        #expect(!sk_class_unchanged(cls, cls), "the baseline is what it held when registration ended")
        sk_class_finishRegistration(cls)
        #expect(!sk_class_unchanged(cls, cls), "ending it again does not make a change the baseline")
        sk_method_setImplementation(sk_class_getOwnMethod(cls, SK_INSTANCE_SIDE, selector)!, two)
        #expect(sk_class_unchanged(cls, cls))
    }

    @Test func settingAnImplementationCountsUntilItIsSetBack() {
        let r = Registered(one)
        #expect(r.unchanged == (true, true))
        sk_method_setImplementation(r.method, two)
        #expect(r.unchanged == (false, true), "the base and its superclasses count it, not its subclasses")
        sk_method_setImplementation(r.method, two)
        sk_method_setImplementation(r.method, one)
        #expect(r.unchanged == (true, true), "counted once however often it is set")
    }

    @Test func aMethodAddedToASubclassCountsInItsSuperclassUntilRemoved() {
        let r = Registered(one)
        #expect(sk_class_addMethod(r.sub, SK_INSTANCE_SIDE, r.selector, two, "q@:") == SK_OK)
        #expect(r.unchanged == (false, false), "the base's method no longer answers the subclass's objects")
        #expect(sk_class_removeMethod(r.sub, SK_INSTANCE_SIDE, r.selector) == SK_OK)
        #expect(r.unchanged == (true, true))
    }

    @Test func removingAndAddingBackTheBaselineEndsTheChange() {
        let r = Registered(one)
        #expect(sk_class_removeMethod(r.base, SK_INSTANCE_SIDE, r.selector) == SK_OK)
        #expect(r.unchanged.base == false)
        #expect(sk_class_addMethod(r.base, SK_INSTANCE_SIDE, r.selector, two, "q@:") == SK_OK)
        #expect(r.unchanged.base == false, "revived with another implementation")
        var status = SK_OK
        sk_class_replaceMethod(r.base, SK_INSTANCE_SIDE, r.selector, one, "q@:", &status)
        #expect(status == SK_OK && r.unchanged.base == true)
    }

    @Test func anExchangeCountsBothMethodsUntilExchangedBack() {
        let r = Registered(one, other: two)
        let other = sk_class_getOwnMethod(r.base, SK_INSTANCE_SIDE, r.other)!
        #expect(sk_method_exchangeImplementations(r.method, other) == SK_OK)
        #expect(r.unchanged.base == false)
        sk_method_setImplementation(r.method, one)
        #expect(r.unchanged.base == false, "the other one still differs")
        sk_method_setImplementation(r.method, two)
        #expect(sk_method_exchangeImplementations(r.method, other) == SK_OK)
        #expect(r.unchanged.base == true, "exchanged back")
    }

    @Test func anObjectsOverrideCountsInItsClassAndSuperclassesWhileItLasts() {
        let r = Registered(one)
        #expect(sk_change_bucket(r.receiver) != sk_change_bucket(r.neighbour))
        #expect(sk_object_setOverride(r.receiver, r.sub, SK_INSTANCE_SIDE, r.selector, two) == SK_OK)
        #expect(sk_object_setOverride(r.receiver, r.sub, SK_INSTANCE_SIDE, r.other, two) == SK_OK)
        #expect(r.unchanged == (false, false), "an object of the subclass is one of the base's objects too")
        #expect(r.unchanged(for: r.neighbour) == (true, true), "an object of another bucket still skips the lookup")
        #expect(sk_object_setOverride(r.receiver, r.sub, SK_INSTANCE_SIDE, r.selector, one) == SK_OK)
        #expect(sk_object_setOverride(r.receiver, r.sub, SK_INSTANCE_SIDE, r.selector, nil) == SK_OK)
        #expect(r.unchanged == (false, false), "the other override still counts")
        #expect(sk_object_removeOverrides(r.receiver) == 1)
        #expect(r.unchanged == (true, true))
    }

    /// An override slows down the calls of the objects in its object's bucket: objects allocated side
    /// by side, at the strides an allocator gives, must spread over the buckets, or one spied object
    /// would send many of its neighbours' calls to the lookup.
    @Test(arguments: [16, 32, 48, 64, 96, 128, 4096])
    func objectsSideBySideSpreadOverTheBuckets(stride: Int) {
        let objects = 32
        let block = UnsafeMutableRawPointer.allocate(byteCount: stride * objects, alignment: 4096)
        defer { block.deallocate() }
        let buckets = Set((0..<objects).map { sk_change_bucket(block + $0 * stride) })
        #expect(buckets.allSatisfy { $0 < UInt32(SK_CHANGE_BUCKETS) })
        #expect(buckets.count >= 16, "\(objects) objects \(stride) bytes apart share \(buckets.count) buckets")
    }

    @Test func anOverrideNeedsItsObjectsClass() {
        let r = Registered(one)
        #expect(sk_object_setOverride(r.receiver, nil, SK_INSTANCE_SIDE, r.selector, two) == SK_ERR_INVALID_ARGUMENT,
                "nothing would count it")
        #expect(sk_object_getOverride(r.receiver, SK_INSTANCE_SIDE, r.selector) == nil)
        #expect(r.unchanged == (true, true))
    }
}
