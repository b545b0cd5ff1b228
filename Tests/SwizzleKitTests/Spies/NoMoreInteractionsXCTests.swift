import SwizzleKit
import XCTest

/// `didHaveNoMoreInteractions` and `didHaveNoInteractions` from XCTest.
final class NoMoreInteractionsXCTests: XCTestCase {
    func testUnverifiedCallsAreListed() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        XCTAssertTrue(spy.didHaveNoInteractions().success)
        spy.spy {
            _ = calculator.add(1, 1)
            _ = calculator.add(2, 2)
        }
        XCTAssertTrue(spy.didCall("add(_:_:)", withArguments: [1, 1]).success)
        let result = spy.didHaveNoMoreInteractions()
        XCTAssertFalse(result.success)
        XCTAssertTrue(result.failureMessage.contains("add(_:_:)(2, 2) -> 4"), result.failureMessage)
        XCTAssertFalse(result.failureMessage.contains("(1, 1)"), result.failureMessage)
    }

    func testManyVerifiedCallsCountAndTheOneLeftIsListed() throws {
        let spy = try ManyVerifiedCalls.spyAfterTheCalls()
        XCTAssertTrue(spy.didCall("add(_:_:)", withArguments: [1, 1], countSpecifier: .exactly(4)).success)
        XCTAssertTrue(spy.didCall("add(_:_:)", withArguments: [2, 2], countSpecifier: .exactly(2)).success)
        let result = spy.didHaveNoMoreInteractions()
        XCTAssertFalse(result.success)
        XCTAssertTrue(result.failureMessage.contains(ManyVerifiedCalls.theOneLeft), result.failureMessage)
        XCTAssertFalse(result.failureMessage.contains("(1, 1)"), result.failureMessage)
    }
}
