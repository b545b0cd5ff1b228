import CSwizzleRuntime
import Foundation
import SwizzleKit
import Testing

/// Per-object overrides: one receiver answers a selector its own way, whatever its class does;
/// removable one at a time or all at once.
@Suite("C runtime: per-object overrides")
struct ObjectOverrideTests {
    static let classAnswer: ConstantIMP = { _, _ in 1 }
    static let objectAnswer: ConstantIMP = { _, _ in 2 }
    static let otherAnswer: ConstantIMP = { _, _ in 3 }
    let classIMP = unsafeBitCast(Self.classAnswer, to: SKIMP.self)
    let objectIMP = unsafeBitCast(Self.objectAnswer, to: SKIMP.self)
    let otherIMP = unsafeBitCast(Self.otherAnswer, to: SKIMP.self)

    /// A class answering 1 on both sides for two selectors of its own, and receivers to override.
    final class Scratch {
        let cls: SKClass
        let selector: SKSel, second: SKSel
        /// Distinct live addresses to act as receivers.
        let receivers: UnsafeMutableRawPointer
        init(_ imp: SKIMP) {
            let id = UUID().uuidString.prefix(8)
            cls = sk_class_register("RuntimeContract.Overridden\(id)", nil, nil)!
            selector = sk_selector_register("first\(id)()")
            second = sk_selector_register("second\(id)()")
            for sel in [selector, second] {
                for side in [SK_INSTANCE_SIDE, SK_CLASS_SIDE] { _ = sk_class_addMethod(cls, side, sel, imp, "q@:") }
            }
            receivers = .allocate(byteCount: 64, alignment: 16)
        }
        deinit { receivers.deallocate() }

        func receiver(_ index: Int) -> UnsafeRawPointer { UnsafeRawPointer(receivers + index) }
        func answer(_ index: Int, _ sel: SKSel? = nil, _ side: SKSide = SK_INSTANCE_SIDE) -> Int? {
            callConstant(sk_lookup_receiver(receiver(index), cls, side, sel ?? selector))
        }
    }

    @Test func anOverrideAnswersForItsObjectOnly() {
        let s = Scratch(classIMP)
        #expect(s.answer(0) == 1)
        #expect(sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.selector, objectIMP) == SK_OK)
        #expect(s.answer(0) == 2)
        #expect(s.answer(1) == 1, "another object of the class")
        #expect(s.answer(0, s.second) == 1, "another selector of the same object")
        #expect(s.answer(0, s.selector, SK_CLASS_SIDE) == 1, "the same receiver pointer on the class side")
        #expect(address(sk_object_getOverride(s.receiver(0), SK_INSTANCE_SIDE, s.selector)) == address(objectIMP))

        #expect(sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.selector, otherIMP) == SK_OK, "set again: replaced")
        #expect(s.answer(0) == 3)
        #expect(sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.selector, nil) == SK_OK, "removed")
        #expect(s.answer(0) == 1)
        #expect(sk_object_getOverride(s.receiver(0), SK_INSTANCE_SIDE, s.selector) == nil)
        #expect(sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.selector, nil) == SK_ERR_NOT_FOUND, "removing twice")
    }

    @Test func removingAllOfAnObjectsOverridesLeavesOthers() {
        let s = Scratch(classIMP)
        _ = sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.selector, objectIMP)
        _ = sk_object_setOverride(s.receiver(0), s.cls, SK_INSTANCE_SIDE, s.second, objectIMP)
        _ = sk_object_setOverride(s.receiver(0), s.cls, SK_CLASS_SIDE, s.selector, objectIMP)
        _ = sk_object_setOverride(s.receiver(1), s.cls, SK_INSTANCE_SIDE, s.selector, otherIMP)
        #expect(sk_object_removeOverrides(s.receiver(0)) == 3)
        #expect([s.answer(0), s.answer(0, s.second), s.answer(0, s.selector, SK_CLASS_SIDE)] == [1, 1, 1])
        #expect(s.answer(1) == 3, "another object's override stays")
        #expect(sk_object_removeOverrides(s.receiver(0)) == 0)
        #expect(sk_object_removeOverrides(s.receiver(1)) == 1)
        #expect(s.answer(1) == 1)
    }

    /// More objects than a table's first capacity: the table grows and every entry survives.
    @Test func manyObjectsOverridingOneSelector() {
        let s = Scratch(classIMP)
        let count = 40
        for index in 0 ..< count {
            let imp = index % 2 == 0 ? objectIMP : otherIMP
            #expect(sk_object_setOverride(s.receiver(index), s.cls, SK_INSTANCE_SIDE, s.selector, imp) == SK_OK)
        }
        #expect((0 ..< count).map { s.answer($0) } == (0 ..< count).map { $0 % 2 == 0 ? 2 : 3 })
        for index in stride(from: 0, to: count, by: 2) { _ = sk_object_setOverride(s.receiver(index), s.cls, SK_INSTANCE_SIDE, s.selector, nil) }
        #expect((0 ..< count).map { s.answer($0) } == (0 ..< count).map { $0 % 2 == 0 ? 1 : 3 }, "freed slots leave the rest intact")
        for index in 0 ..< count { _ = sk_object_removeOverrides(s.receiver(index)) }
        #expect((0 ..< count).allSatisfy { s.answer($0) == 1 })
    }

    /// The read takes a hint (where the inline lookup saw the receiver) but never depends on it:
    /// a hint at another object's entry, or past the end of the table, still finds the receiver.
    @Test func anOverrideIsFoundFromAnyHint() {
        let s = Scratch(classIMP)
        for index in 0 ..< 12 {
            _ = sk_object_setOverride(s.receiver(index), s.cls, SK_INSTANCE_SIDE, s.selector, index == 7 ? otherIMP : objectIMP)
        }
        for hint: UInt32 in [0, 7, 11, 15, 1_000, .max] {
            #expect(address(sk_override_read(s.receiver(7), SK_INSTANCE_SIDE, s.selector, hint)) == address(otherIMP),
                    "hint \(hint)")
        }
        #expect(sk_override_read(s.receiver(20), SK_INSTANCE_SIDE, s.selector, 7) == nil, "an object with no override")
        #expect(sk_override_read(s.receiver(7), SK_CLASS_SIDE, s.selector, 7) == nil, "the other side")
        for index in 0 ..< 12 { _ = sk_object_removeOverrides(s.receiver(index)) }
    }

    @Test func unusableArgumentsAreRefused() {
        let s = Scratch(classIMP)
        #expect(sk_object_setOverride(s.receiver(0), s.cls, SKSide(rawValue: 9), s.selector, objectIMP) == SK_ERR_INVALID_ARGUMENT)
        #expect(s.answer(0) == 1)
    }
}
