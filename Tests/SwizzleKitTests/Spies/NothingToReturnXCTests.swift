import SwizzleKit
import XCTest

/// From XCTest: a spy that does not forward, with every method answered before it begins, never
/// runs the real charge.
final class NothingToReturnXCTests: SwizzleKitTestCase {
    func testStubbedBeforeBeginningTheRealChargeNeverRuns() throws {
        let processor = CardProcessor()
        let spy = try DirectInvocationSpy(validating: processor, rootClass: CardProcessor.self,
                                          selectors: [.instance("charge(amountCents:)")])
        spy.forwardsMethodCalls = false
        spy.stub("charge(amountCents:)").andReturn(ChargeReceipt(cents: 3))
        let receipt = try spy.spy { try processor.charge(amountCents: 300) }
        XCTAssertEqual(receipt, ChargeReceipt(cents: 3))
        XCTAssertEqual(processor.realChargeCount, 0)
    }
}
