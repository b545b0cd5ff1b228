import SwizzleKit
import XCTest

/// Consecutive answers, a one-time stub and removing stubs, from XCTest.
final class StubSequenceXCTests: XCTestCase {
    func testConsecutiveOnceAndRemovedStubs() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").andReturn(1, 2)
        spy.stub("add(_:_:)").with(9, 9).once().andReturn(81)
        spy.spy {
            XCTAssertEqual(calculator.add(9, 9), 81)
            XCTAssertEqual(calculator.add(9, 9), 1)
            XCTAssertEqual(calculator.add(0, 0), 2)
            XCTAssertEqual(calculator.add(0, 0), 2)
        }
        spy.removeAllStubs()
        XCTAssertEqual(spy.spy { calculator.add(3, 3) }, 0)
    }
}
