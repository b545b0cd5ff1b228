import SwizzleKit
import XCTest

/// ``SuperStatementTests``' super calls on lines of their own, from an XCTest case spying with
/// `beginSpying()` / `endSpying()`.
final class SuperStatementXCTests: XCTestCase {
    func testASuperCallAfterACallRunsBetweenItsNeighbours() throws {
        let tally = LoudTally()
        let spy = try DirectInvocationSpy(validating: tally, rootClass: LoudTally.self,
                                          selectors: [.instance("report(_:closure:)")])
        spy.beginSpying()
        tally.report("y") {}
        spy.endSpying()
        XCTAssertEqual(tally.lines, ["-> y", "report y", ""])
        XCTAssertTrue(spy.didCall("report(_:closure:)", countSpecifier: .once).success)
    }
}
