import CSwizzleRuntime
import SwizzleKit
import XCTest

/// The member kinds, through direct calls, the generic path and replacements. XCTest, so that
/// both frameworks exercise macro-generated classes.
final class MemberKindsXCTests: XCTestCase {
    func testThrowingMethodsPassValuesAndErrorsThroughTheTable() throws {
        let gadget = Gadget(label: "g")
        XCTAssertEqual(try gadget.divide(6, by: 3), 2)
        XCTAssertThrowsError(try gadget.divide(1, by: 0)) { XCTAssertEqual($0 as? FeatureError, FeatureError(code: 2)) }
        XCTAssertEqual(try gadget.render(1.5), "1.5")
        XCTAssertThrowsError(try gadget.render(-1)) { XCTAssertEqual($0 as? FeatureError, FeatureError(code: 3)) }
        try gadget.touch()
        XCTAssertEqual(gadget.log, ["touched"])
        XCTAssertEqual(try gadget.send("divide(_:by:)", 9, 3, returning: Int.self), 3)
    }

    /// A forwarding spy reaches the real method through the typed invoker the macro registered
    /// for each signature (not libffi): values, results, errors and inout writes come back intact.
    func testForwardingSpiesCallThroughTypedInvokers() throws {
        for method in Gadget.runtimeClass.methods(.instance) {
            let signature = try XCTUnwrap(method.signature)
            XCTAssertTrue(sk_signature_hasInvoker(try XCTUnwrap(sk_signature_get(signature.typeEncoding, nil))), "\(method.selector)")
        }
        let gadget = Gadget(label: "g")
        let selectors: [Selector] = ["divide(_:by:)", "render(_:)", "bump(_:)", "sum(_:)", "lookup(_:)", "transform(_:with:)"]
        let spy = try XCTUnwrap(DirectInvocationSpy(on: gadget, rootClass: Gadget.self,
                                                    selectors: selectors.map { SpyCoselectors(methodType: .instance, original: $0) }))
        var counter = 41
        try spy.spy {
            XCTAssertEqual(try gadget.divide(9, by: 3), 3)
            XCTAssertThrowsError(try gadget.divide(1, by: 0)) { XCTAssertEqual($0 as? FeatureError, FeatureError(code: 2)) }
            XCTAssertEqual(try gadget.render(2.5), "2.5")
            gadget.bump(&counter)
            XCTAssertEqual(gadget.sum(1, 2, 3), 6)
            XCTAssertEqual(gadget.lookup("a"), "A")
            XCTAssertEqual(gadget.transform(4) { $0 + 1 }, 5)
        }
        XCTAssertEqual(counter, 42)
        XCTAssertTrue(spy.didCall("divide(_:by:)", withArguments: [9, 3], countSpecifier: .exactly(1)).success)
        XCTAssertEqual(spy.invocations.first { $0.selector == "render(_:)" }?.result as? String, "2.5")
        XCTAssertEqual(spy.invocations.filter { $0.error != nil }.count, 1)
        let transform = try XCTUnwrap(spy.invocations.first { $0.selector == "transform(_:with:)" })
        XCTAssertEqual(transform.arguments.first as? Int, 4)
        XCTAssertEqual((transform.arguments.last as? NonEscapingClosure)?.type, "(Int) -> Int",
                       "the non-escaping closure is not kept past the call")
    }

    func testClosuresEscapingOrNotCrossTheTable() {
        let gadget = Gadget(label: "g")
        XCTAssertEqual(gadget.transform(3) { $0 * 10 }, 30)
        var received: String?
        gadget.later { received = $0 }
        XCTAssertEqual(received, "g")
        XCTAssertEqual(gadget.describe("tag"), "<tag>")
    }

    func testInoutVariadicAndOptionalMembers() {
        let gadget = Gadget(label: "g")
        var counter = 1
        gadget.bump(&counter)
        XCTAssertEqual(counter, 2)
        XCTAssertEqual(gadget.sum(1, 2, 3), 6)
        XCTAssertEqual(gadget.lookup("a"), "A")
        XCTAssertNil(gadget.lookup("b"))
        XCTAssertEqual(gadget.revealSecret(), 5)
    }

    func testClassAndStaticMethodsAreOnTheClassSide() throws {
        XCTAssertEqual(Gadget.kind(), "gadget")
        XCTAssertEqual(Gadget.count(in: [1, 2]), 2)
        XCTAssertNotNil(Gadget.runtimeClass.ownMethod("kind()", .class))
        let token = try Swizzle.install(.handler { frame, _ in frame.setReturnValue("mocked") }, on: Gadget.runtimeClass, "kind()", .class)
        XCTAssertEqual(Gadget.kind(), "mocked")
        try token.restore()
        XCTAssertEqual(Gadget.kind(), "gadget")
    }

    func testEveryInitializerHasADispatchedFactory() throws {
        XCTAssertEqual(Gadget.make(label: "x").label, "x")
        XCTAssertEqual(Gadget.make().label, "default")
        XCTAssertEqual(Gadget.make(code: 7)?.label, "#7")
        XCTAssertNil(Gadget.make(code: 0))
        XCTAssertEqual(try Gadget.make(checked: "ok").label, "ok")
        XCTAssertThrowsError(try Gadget.make(checked: ""))
        for selector: Selector in ["init(label:)", "init()", "init(code:)", "init(checked:)"] {
            XCTAssertNotNil(Gadget.runtimeClass.ownMethod(selector, .class), "\(selector)")
        }
    }

    func testAReplacedFactoryReturnsWhatTheReplacementBuilds() throws {
        let mock = Gadget(label: "mock")
        let token = try Swizzle.install(.handler { frame, _ in frame.setReturnValue(mock) }, on: Gadget.runtimeClass, "init(label:)", .class)
        XCTAssertTrue(Gadget.make(label: "real") === mock)
        try token.restore()
        XCTAssertEqual(Gadget.make(label: "real").label, "real")
    }

    func testAPerObjectLayerSeesMacroMethods() throws {
        let gadget = Gadget(label: "g"), other = Gadget(label: "o")
        let token = try Swizzle.install(.typed { (original, g: Gadget, v: Int, body: @escaping (Int) -> Int) -> Int in
            original(g, v, body) + 1
        }, on: gadget, "transform(_:with:)")
        XCTAssertEqual(gadget.transform(1) { $0 }, 2)
        XCTAssertEqual(other.transform(1) { $0 }, 1)
        try token.restore()
    }
}
