import SwizzleKit
import XCTest

/// In-order verification with counts, non-reporting, from XCTest.
final class InOrderCountXCTests: XCTestCase {
    func testCountsInOrder() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                          selectors: [.instance("add(_:_:)"), .instance("describe(_:)")])
        spy.spy {
            _ = calculator.describe("start")
            _ = calculator.add(1, 1)
            _ = calculator.add(1, 1)
            _ = calculator.add(1, 1)
        }
        XCTAssertTrue(didCallInOrder([spy.call("describe(_:)"), spy.call("add(_:_:)", withArguments: [1, 1], count: .exactly(3))]).success)
        XCTAssertFalse(didCallInOrder([spy.call("describe(_:)"), spy.call("add(_:_:)", count: .atMost(2))]).success)
    }
}
