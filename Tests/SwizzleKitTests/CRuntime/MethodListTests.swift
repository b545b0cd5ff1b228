import CSwizzleRuntime
import Foundation
import SwizzleKit
import Testing

/// Add, replace, remove and set implementation follow objc4's `class_addMethod`,
/// `class_replaceMethod` and `method_setImplementation`, lookups through filled caches see
/// every change at once, and enumeration lists a class's own methods.
@Suite("C runtime: method lists")
struct MethodListTests {
    static let one: ConstantIMP = { _, _ in 1 }
    static let two: ConstantIMP = { _, _ in 2 }
    static let three: ConstantIMP = { _, _ in 3 }
    let one = unsafeBitCast(Self.one, to: SKIMP.self)
    let two = unsafeBitCast(Self.two, to: SKIMP.self)
    let three = unsafeBitCast(Self.three, to: SKIMP.self)

    /// A base, a subclass and a leaf of their own per test, and a selector no one else uses.
    struct Scratch {
        let base: SKClass, sub: SKClass, leaf: SKClass
        let selector: SKSel
        init() {
            let id = UUID().uuidString.prefix(8)
            base = sk_class_register("RuntimeContract.Base\(id)", nil, nil)!
            sub = sk_class_register("RuntimeContract.Sub\(id)", base, nil)!
            leaf = sk_class_register("RuntimeContract.Leaf\(id)", sub, nil)!
            selector = sk_selector_register("value\(id)()")
        }

        /// What a call on `cls` answers now (nil: no implementation), through the cached lookup.
        func answer(_ cls: SKClass, _ side: SKSide = SK_INSTANCE_SIDE) -> Int? {
            callConstant(sk_lookup(cls, side, selector))
        }
    }

    @Test func addRefusesWhatTheClassDefinesButOverridesWhatItInherits() throws {
        let s = Scratch()
        #expect(s.answer(s.leaf) == nil)
        #expect(sk_class_addMethod(s.base, SK_INSTANCE_SIDE, s.selector, one, "q@:") == SK_OK)
        #expect(s.answer(s.leaf) == 1, "a subclass finds it, even after a lookup cached the miss")
        #expect(sk_class_addMethod(s.base, SK_INSTANCE_SIDE, s.selector, two, "q@:") == SK_ERR_EXISTS)
        #expect(s.answer(s.base) == 1, "the refused add changed nothing")
        #expect(sk_class_getOwnMethod(s.sub, SK_INSTANCE_SIDE, s.selector) == nil)
        #expect(sk_class_findMethod(s.sub, SK_INSTANCE_SIDE, s.selector).map(sk_method_owner) == s.base)

        #expect(sk_class_addMethod(s.sub, SK_INSTANCE_SIDE, s.selector, two, "q@:") == SK_OK, "an inherited method can be overridden")
        #expect([s.answer(s.base), s.answer(s.sub), s.answer(s.leaf)] == [1, 2, 2])
        #expect(s.answer(s.leaf, SK_CLASS_SIDE) == nil, "the class side is another list")
    }

    @Test func replaceReturnsTheOldImplementationOrAdds() throws {
        let s = Scratch()
        var status = SK_ERR_FFI
        #expect(sk_class_replaceMethod(s.base, SK_INSTANCE_SIDE, s.selector, one, "q@:", &status) == nil)
        #expect(status == SK_OK, "absent: added, and NULL returned")
        #expect(s.answer(s.leaf) == 1)
        let old = sk_class_replaceMethod(s.base, SK_INSTANCE_SIDE, s.selector, two, "q16@0:8", &status)
        #expect(status == SK_OK && address(old) == address(one), "present: replaced, the old one returned")
        #expect(s.answer(s.leaf) == 2)
        #expect(String(cString: sk_method_typeEncoding(try #require(sk_class_getOwnMethod(s.base, SK_INSTANCE_SIDE, s.selector)))) == "q@:",
                "the record keeps the encoding it was added with")

        #expect(sk_class_replaceMethod(s.sub, SK_INSTANCE_SIDE, s.selector, three, "q@:", &status) == nil)
        #expect(status == SK_OK && sk_class_getOwnMethod(s.sub, SK_INSTANCE_SIDE, s.selector) != nil,
                "an inherited method is not replaced: the subclass gets its own")
        #expect([s.answer(s.base), s.answer(s.sub), s.answer(s.leaf)] == [2, 3, 3])
    }

    @Test func removeGoesBackToTheInheritedImplementation() throws {
        let s = Scratch()
        _ = sk_class_addMethod(s.base, SK_INSTANCE_SIDE, s.selector, one, "q@:")
        _ = sk_class_addMethod(s.sub, SK_INSTANCE_SIDE, s.selector, two, "q@:")
        #expect(s.answer(s.leaf) == 2)
        #expect(sk_class_removeMethod(s.sub, SK_INSTANCE_SIDE, s.selector) == SK_OK)
        #expect(s.answer(s.leaf) == 1 && s.answer(s.sub) == 1, "the cached entries were dropped")
        #expect(sk_class_getOwnMethod(s.sub, SK_INSTANCE_SIDE, s.selector) == nil)
        #expect(sk_class_removeMethod(s.sub, SK_INSTANCE_SIDE, s.selector) == SK_ERR_NOT_FOUND, "removing twice")
        #expect(sk_class_removeMethod(s.leaf, SK_INSTANCE_SIDE, s.selector) == SK_ERR_NOT_FOUND, "an inherited method is not the class's to remove")
        #expect(s.answer(s.leaf) == 1)

        #expect(sk_class_addMethod(s.sub, SK_INSTANCE_SIDE, s.selector, three, "q@:") == SK_OK, "a removed method can be added again")
        #expect(s.answer(s.leaf) == 3)
        #expect(sk_class_removeMethod(s.base, SK_INSTANCE_SIDE, s.selector) == SK_OK)
        #expect(sk_class_removeMethod(s.sub, SK_INSTANCE_SIDE, s.selector) == SK_OK)
        #expect(s.answer(s.leaf) == nil, "nothing left to find")
    }

    @Test func setImplementationReturnsTheOldOneAndEverySubclassSeesTheNew() throws {
        let s = Scratch()
        _ = sk_class_addMethod(s.base, SK_INSTANCE_SIDE, s.selector, one, "q@:")
        let method = try #require(sk_class_getOwnMethod(s.base, SK_INSTANCE_SIDE, s.selector))
        #expect(s.answer(s.leaf) == 1 && s.answer(s.sub) == 1)
        #expect(address(sk_method_setImplementation(method, two)) == address(one))
        #expect(address(sk_method_getImplementation(method)) == address(two))
        #expect([s.answer(s.base), s.answer(s.sub), s.answer(s.leaf)] == [2, 2, 2])
    }

    @Test func exchangeSwapsTwoRecordsOfOneSignature() throws {
        let s = Scratch()
        let other = sk_selector_register("other\(UUID().uuidString.prefix(8))()")
        _ = sk_class_addMethod(s.base, SK_INSTANCE_SIDE, s.selector, one, "q@:")
        _ = sk_class_addMethod(s.sub, SK_INSTANCE_SIDE, other, two, "q@:")
        let a = try #require(sk_class_getOwnMethod(s.base, SK_INSTANCE_SIDE, s.selector))
        let b = try #require(sk_class_getOwnMethod(s.sub, SK_INSTANCE_SIDE, other))
        #expect(sk_method_exchangeImplementations(a, b) == SK_OK)
        #expect(s.answer(s.leaf) == 2 && callConstant(sk_lookup(s.leaf, SK_INSTANCE_SIDE, other)) == 1)
        #expect(sk_method_exchangeImplementations(b, a) == SK_OK)
        #expect(s.answer(s.leaf) == 1 && callConstant(sk_lookup(s.leaf, SK_INSTANCE_SIDE, other)) == 2)
    }

    final class EnumeratedRoot {}
    final class EnumeratedChild {}

    /// What mocks enumerate (`sk_class_methodCount` / `sk_class_methodAt`, `RuntimeClass.methods(_:)`):
    /// a class's own methods, not removed ones, in the order first added.
    @Test func enumerationListsOwnMethodsInOrderWithoutRemovedOnes() throws {
        let root = try RuntimeClass.register(EnumeratedRoot.self, superclass: nil, name: "MethodListTests.EnumeratedRoot") { c in
            try c.instanceMethod("first()") { (_: EnumeratedRoot) -> Int in 1 }
            try c.instanceMethod("second(_:)") { (_: EnumeratedRoot, x: Int) -> Int in x }
            try c.instanceMethod("third()") { (_: EnumeratedRoot) in }
            try c.classMethod("make()") { (_: EnumeratedRoot.Type) -> Int in 0 }
        }
        let child = try RuntimeClass.register(EnumeratedChild.self, superclass: root, name: "MethodListTests.EnumeratedChild") { c in
            try c.instanceMethod("second(_:)") { (_: EnumeratedRoot, x: Int) -> Int in x * 2 }
        }
        #expect(root.methods(.instance).map(\.selector) == ["first()", "second(_:)", "third()"])
        #expect(root.methods(.class).map(\.selector) == ["make()"])
        #expect(child.methods(.instance).map(\.selector) == ["second(_:)"], "own methods only")
        #expect(child.methods(.class).isEmpty)
        #expect(root.methods(.instance).allSatisfy { $0.owner == root && $0.signature != nil })

        #expect(sk_class_removeMethod(root.record, SK_INSTANCE_SIDE, Selector("second(_:)").raw) == SK_OK)
        #expect(sk_class_methodCount(root.record, SK_INSTANCE_SIDE) == 2)
        #expect(root.methods(.instance).map(\.selector) == ["first()", "third()"], "a removed method is skipped")
        #expect(sk_class_methodAt(root.record, SK_INSTANCE_SIDE, 2) == nil, "NULL past the end")
        #expect(sk_class_methodAt(root.record, SK_INSTANCE_SIDE, 1).map { Method(raw: $0, type: .instance).selector } == "third()")

        let original = try #require(child.ownMethod("second(_:)"))
        #expect(sk_class_addMethod(root.record, SK_INSTANCE_SIDE, Selector("second(_:)").raw, original.implementation,
                                   original.typeEncoding) == SK_OK)
        #expect(root.methods(.instance).map(\.selector) == ["first()", "second(_:)", "third()"],
                "added again, it is back in its first place (its record is reused)")
    }

    @Test func unusableArgumentsAreRefused() {
        let s = Scratch()
        let noSide = SKSide(rawValue: 7)
        #expect(sk_class_addMethod(s.base, noSide, s.selector, one, "q@:") == SK_ERR_INVALID_ARGUMENT)
        #expect(sk_class_removeMethod(s.base, noSide, s.selector) == SK_ERR_INVALID_ARGUMENT)
        #expect(sk_class_getOwnMethod(s.base, noSide, s.selector) == nil)
        #expect(sk_class_findMethod(s.base, noSide, s.selector) == nil)
        #expect(s.answer(s.base) == nil, "nothing was added")
    }
}
