import SwizzleKit
import XCTest

/// From XCTest: concurrent `spy { }` blocks of one spy, a method listed twice (issue 27), and the
/// receiver each spy's calls name.
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

    func testEachSpyOfAClassNamesItsOwnObjectAsTheReceiver() throws {
        let first = Calculator(), second = Calculator()
        let firstSpy = try DirectInvocationSpy(validating: first, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        let secondSpy = try DirectInvocationSpy(validating: second, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        firstSpy.spy { _ = first.add(1, 2) }
        secondSpy.spy { _ = second.add(3, 4) }
        XCTAssertEqual(firstSpy.invocations.map { $0.receiver as? Calculator === first }, [true])
        XCTAssertEqual(secondSpy.invocations.map { $0.receiver as? Calculator === second }, [true])
    }
}
