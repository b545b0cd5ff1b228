import CSwizzleRuntime
import SwizzleKit
import XCTest

/// Layers on one method form a stack: each reaches the one below at call time, any of them can
/// go in any order, and the original is back after the last. Written in XCTest, whose tests run
/// one at a time, so class-level layers on the shared hierarchy are seen by no other test.
///
/// A layer tagged `t` answers `below * 10 + t`, so an answer spells the layers a call went
/// through, innermost first: 14123 is C(B(A(original 14))).
final class LayerRemovalOrderTests: XCTestCase {
    typealias Root = SwaggerByHand.Root
    let selector = SwaggerByHand.instanceSelector

    func tagged(_ tag: Int) -> Replacement {
        .typed { (original: Replacement.Original<Root, String, Int>, object: Root, input: String) -> Int in
            original(object, input) * 10 + tag
        }
    }

    func classTagged(_ tag: Int) -> Replacement {
        .handler { frame, forward in
            forward()
            _ = frame.replaceReturnValue((frame.returnValue as? Int ?? -1) * 10 + tag)
        }
    }

    /// What a Root and an Inheritor (which inherits Root's entry, cache and all) answer; both
    /// paths must agree.
    func answer(_ object: Root = SwaggerByHand.Inheritor(), file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let fast = object.sampleInstanceMethod("x")
        let generic: Int = try object.send(selector, "x")
        XCTAssertEqual(fast, generic, "fast path and send disagree", file: file, line: line)
        return fast
    }

    func testRemovingTheMiddleThenTheBottomThenTheTopLayer() throws {
        let original = try XCTUnwrap(Root.runtimeClass.ownMethod(selector)).implementation
        XCTAssertEqual(try answer(), 14)
        let a = try Swizzle.install(tagged(1), on: Root.runtimeClass, selector)
        XCTAssertEqual(try answer(), 141)
        let b = try Swizzle.install(tagged(2), on: Root.runtimeClass, selector)
        XCTAssertEqual(try answer(), 1412)
        let c = try Swizzle.install(tagged(3), on: Root.runtimeClass, selector)
        XCTAssertEqual(try answer(), 14123, "C(B(A(original)))")
        XCTAssertEqual(try answer(Root()), 14123, "the class itself too")

        try b.restore()
        XCTAssertEqual(try answer(), 1413, "C now reaches A")
        try a.restore()
        XCTAssertEqual(try answer(), 143, "C now reaches the original")
        XCTAssertFalse(a.isActive || b.isActive)
        XCTAssertTrue(c.isActive)
        try c.restore()
        XCTAssertEqual(try answer(), 14)
        XCTAssertEqual(address(try XCTUnwrap(Root.runtimeClass.ownMethod(selector)).implementation), address(original),
                       "the original implementation is back in the record")
        XCTAssertFalse(Swizzle.activeLayers.contains { $0.entry.contains("Root sampleInstanceMethod(_:)") })
        XCTAssertThrowsError(try b.restore(), "a token restores once") { XCTAssertTrue("\($0)".contains("restored already")) }
        XCTAssertEqual(try answer(), 14)
    }

    /// Every removal order of three layers: after each removal the answer is the remaining
    /// layers, in install order, over the original.
    func testEveryRemovalOrder() throws {
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            let tokens = try (1 ... 3).map { try Swizzle.install(tagged($0), on: Root.runtimeClass, selector) }
            var remaining = [1, 2, 3]
            for index in order {
                try tokens[index].restore()
                remaining.removeAll { $0 == index + 1 }
                let expected = remaining.reduce(14) { $0 * 10 + $1 }
                XCTAssertEqual(try answer(), expected, "removal order \(order), layers left \(remaining)")
            }
        }
    }

    func testClassMethodLayersRemovedInAnyOrder() throws {
        let classSelector = SwaggerByHand.classSelector
        func answer() throws -> Int {
            let fast = SwaggerByHand.Inheritor.sampleClassMethod("x")
            let generic: Int = try SwaggerByHand.Inheritor.send(classSelector, "x")
            XCTAssertEqual(fast, generic)
            return fast
        }
        let a = try Swizzle.install(classTagged(1), on: Root.runtimeClass, classSelector, .class)
        let b = try Swizzle.install(classTagged(2), on: Root.runtimeClass, classSelector, .class)
        let c = try Swizzle.install(classTagged(3), on: Root.runtimeClass, classSelector, .class)
        XCTAssertEqual(try answer(), 14123)
        try b.restore()
        XCTAssertEqual(try answer(), 1413)
        try a.restore()
        XCTAssertEqual(try answer(), 143)
        try c.restore()
        XCTAssertEqual(try answer(), 14)
    }

    /// Per-object layers sit over whatever the object's class answers, class layers included.
    func testPerObjectLayersStackOverClassLayers() throws {
        let subject = SwaggerByHand.Inheritor(), bystander = SwaggerByHand.Inheritor()
        let objectA = try Swizzle.install(tagged(1), on: subject, selector)
        let objectB = try Swizzle.install(tagged(2), on: subject, selector)
        XCTAssertEqual(try answer(subject), 1412)
        XCTAssertEqual(try answer(bystander), 14, "another instance of the class is untouched")
        let classC = try Swizzle.install(tagged(3), on: Root.runtimeClass, selector)
        XCTAssertEqual(try answer(subject), 14312, "B(A(the class's C(original)))")
        XCTAssertEqual(try answer(bystander), 143)

        try objectA.restore()
        XCTAssertEqual(try answer(subject), 1432)
        try classC.restore()
        XCTAssertEqual(try answer(subject), 142)
        XCTAssertEqual(try answer(bystander), 14)
        try objectB.restore()
        XCTAssertEqual(try answer(subject), 14)

        // The class's layer first, the object's over it: removing the class's goes through as well.
        let classFirst = try Swizzle.install(tagged(1), on: Root.runtimeClass, selector)
        let objectAfter = try Swizzle.install(tagged(5), on: subject, selector)
        XCTAssertEqual(try answer(subject), 1415)
        XCTAssertEqual(try answer(bystander), 141)
        try classFirst.restore()
        XCTAssertEqual(try answer(subject), 145, "the object's layer now reaches the original")
        try objectAfter.restore()
        XCTAssertEqual(try answer(subject), 14)
        XCTAssertNil(sk_object_getOverride(subject.receiverPointer, SK_INSTANCE_SIDE, selector.raw),
                     "no override is left on the object")
    }

    /// A class-method layer on the class itself changes calls on that class, not on its subclasses.
    func testALayerOnTheClassItselfLeavesItsSubclassesAlone() throws {
        let classSelector = SwaggerByHand.classSelector
        let token = try Swizzle.install(classTagged(5), onClassItself: SwaggerByHand.Overrider.runtimeClass, classSelector)
        XCTAssertEqual(SwaggerByHand.Overrider.sampleClassMethod("x"), 425)
        XCTAssertEqual(try SwaggerByHand.Overrider.send(classSelector, "x") as Int, 425)
        XCTAssertEqual(SwaggerByHand.InheritorOfOverrider.sampleClassMethod("x"), 42)
        XCTAssertEqual(SwaggerByHand.OverriderOfOverrider.sampleClassMethod("x"), 99)
        try token.restore()
        XCTAssertEqual(SwaggerByHand.Overrider.sampleClassMethod("x"), 42)
    }
}
