import SwizzleKit
import XCTest

/// The recursion of ``RecursiveCallEvidenceTests``, in an XCTest case with `beginSpying()` /
/// `endSpying()`: its calls, recorded innermost first, read back in the order they began.
final class RecursiveCallEvidenceXCTests: XCTestCase {
    private let countdown = Countdown()
    private var spy: DirectInvocationSpy<Countdown>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(on: countdown, spying: \.count)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testRecursiveCallsReadBackInTheOrderTheyBegan() {
        XCTAssertEqual(countdown.count(3), 3)
        XCTAssertEqual(spy.calls(\.count).map(\.arguments), [3, 2, 1, 0])
        XCTAssertEqual(spy.calls(\.count).map(\.result), [3, 2, 1, 0])
        spy.verify(\.count).with(1).called(.once)
        XCTAssertEqual(spy.invocations.map(\.sequenceNumber), spy.invocations.map(\.sequenceNumber).sorted())
    }
}
