import SwizzleKit
import XCTest

/// The parity behaviours that report nothing, as an XCTest suite uses them.
final class ParityXCTests: XCTestCase {
    let calculator = Calculator()

    func testANegativeCountFailsTheNonReportingForm() throws {
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        let result = spy.didCall("add(_:_:)", countSpecifier: .atLeast(-1))
        XCTAssertFalse(result.success)
        XCTAssertTrue(result.failureMessage.contains("at least -1 times is not a count"), result.failureMessage)
    }

    func testAVoidStubTakesItsOneValue() throws {
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("record(_:)")])
        spy.forwardsMethodCalls = false
        spy.stub("record(_:)").andReturn(())
        spy.spy { calculator.record(4) }
        XCTAssertEqual(calculator.entries, [])
        XCTAssertTrue(spy.didCall("record(_:)", withArguments: [4]).success)
    }

    func testCaptorsLastAndAllValues() throws {
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("describe(_:)")])
        spy.spy {
            _ = calculator.describe("a")
            _ = calculator.describe("b")
        }
        let captor = Captor<String>()
        XCTAssertTrue(spy.didCall("describe(_:)", withArguments: [captor], countSpecifier: .exactly(2)).success)
        XCTAssertEqual(captor.values, ["a", "b"])
        XCTAssertEqual(captor.lastValue, "b")
    }
}
