import CSwizzleRuntime
import SwizzleKit
import Testing

/// The method lists mocks enumerate: `sk_class_methodCount` / `sk_class_methodAt` and
/// `RuntimeClass.methods(_:)` — a class's own methods, not removed, in the order first added.
@Suite("Method enumeration for mocks")
struct MockClassMethodEnumerationTests {
    final class Root {}
    final class Child {}

    @Test func ownMethodsInOrderWithoutRemovedOnes() throws {
        let root = try RuntimeClass.register(Root.self, superclass: nil, name: "MockEnumeration.Root") { c in
            try c.instanceMethod("first()") { (_: Root) -> Int in 1 }
            try c.instanceMethod("second(_:)") { (_: Root, x: Int) -> Int in x }
            try c.instanceMethod("third()") { (_: Root) in }
            try c.classMethod("make()") { (_: Root.Type) -> Int in 0 }
        }
        let child = try RuntimeClass.register(Child.self, superclass: root, name: "MockEnumeration.Child") { c in
            try c.instanceMethod("second(_:)") { (_: Root, x: Int) -> Int in x * 2 }
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
}
