import SwizzleKit
import XCTest

/// From XCTest: concurrent `spy { }` blocks of one spy, and a method listed twice (issue 27).
final class EvidenceIntegrityXCTests: SwizzleKitTestCase {
    func testTwoThreadsInOneSpysSpyBlockRecordEveryCall() async throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        let calls = try await EvidenceIntegrity.callFromTwoThreadsInsideSpyBlocks(spy, calculator)
        XCTAssertEqual(spy.invocations.count, calls)
    }

    func testAMethodListedTwiceRecordsEachCallOnce() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                          selectors: [.instance("add(_:_:)"), .instance("add(_:_:)")])
        spy.spy { _ = calculator.add(2, 3) }
        XCTAssertEqual(spy.invocations.count, 1)
    }
}
