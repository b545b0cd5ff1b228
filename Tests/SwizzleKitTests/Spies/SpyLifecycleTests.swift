import SwizzleKit
import XCTest

/// Beginning, ending and scoping, in the XCTest style users write: setUp/tearDown.
final class SpyLifecycleTests: XCTestCase {
    var calculator: Calculator!
    var spy: DirectInvocationSpy<Calculator>!

    override func setUp() {
        calculator = Calculator()
        spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
        XCTAssertEqual(Swizzle.activeLayers.filter { $0.entry.contains(String(UInt(bitPattern: calculator.receiverPointer), radix: 16)) }.count, 0)
    }

    func testBeginTwiceIsOneSession() {
        _ = calculator.add(1, 2)
        spy.beginSpying()
        _ = calculator.add(3, 4)
        XCTAssertEqual(spy.invocations.count, 2, "the second begin neither cleared evidence nor added a layer")
        XCTAssertEqual(calculator.add(0, 0), 0)
        XCTAssertEqual(spy.invocations.count, 3, "one layer records each call once")
    }

    func testEndWithoutBeginDoesNothing() {
        spy.endSpying()
        spy.endSpying()
        XCTAssertFalse(spy.isSpying)
        XCTAssertEqual(calculator.add(1, 1), 2)
    }

    func testEvidenceStaysAfterEndUntilNextBeginOrClear() {
        _ = calculator.add(1, 2)
        spy.endSpying()
        XCTAssertEqual(spy.invocations.count, 1)
        spy.beginSpying()
        XCTAssertEqual(spy.invocations.count, 0, "a new session starts with no evidence")
        _ = calculator.add(1, 2)
        spy.clearEvidence()
        XCTAssertEqual(spy.invocations.count, 0)
    }

    func testSpyBlockRestoresWhenTheBodyThrows() throws {
        spy.endSpying()
        struct Boom: Error {}
        XCTAssertThrowsError(try spy.spy { _ = calculator.add(1, 1); throw Boom() })
        XCTAssertFalse(spy.isSpying)
        XCTAssertEqual(spy.invocations.count, 1)
        _ = calculator.add(1, 1)
        XCTAssertEqual(spy.invocations.count, 1)
    }

    func testSpyReleasedWhileActiveRestoresItself() throws {
        let other = Calculator()
        var transient = DirectInvocationSpy(on: other, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))
        transient?.forwardsMethodCalls = false
        transient?.beginSpying()
        XCTAssertEqual(other.add(2, 2), 0)
        transient = nil
        XCTAssertEqual(other.add(2, 2), 4)
    }

    func testTwoSpiesOnOneMethodBothRecordAndEndInEitherOrder() throws {
        for endFirstSpyFirst in [true, false] {
            let second = try XCTUnwrap(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
            second.beginSpying()
            XCTAssertEqual(calculator.add(2, 2), 4)
            XCTAssertEqual(second.invocations.count, 1)
            if endFirstSpyFirst {
                spy.endSpying()
                _ = calculator.add(1, 1)
                XCTAssertEqual(second.invocations.count, 2, "the remaining spy still records")
                second.endSpying()
            } else {
                second.endSpying()
                _ = calculator.add(1, 1)
                XCTAssertEqual(second.invocations.count, 1)
                spy.endSpying()
            }
            XCTAssertEqual(calculator.add(2, 3), 5)
            spy.beginSpying()
        }
    }

    func testASpyInsideAnothersBlockDoesNotEndTheOuter() throws {
        let inner = try XCTUnwrap(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("describe(_:)")))
        inner.spy { _ = calculator.describe("x") }
        _ = calculator.add(1, 1)
        XCTAssertTrue(spy.isSpying)
        XCTAssertEqual(spy.invocations.count, 1)
        XCTAssertEqual(inner.invocations.count, 1)
    }

    func testSpyBlockInsideBeginKeepsSpying() {
        spy.spy { _ = calculator.add(1, 1) }
        XCTAssertTrue(spy.isSpying, "spy { } leaves a session it did not start running")
    }
}
