import SwizzleKit
import XCTest

/// An optional argument and an object, matched in an XCTest case's verification.
final class ArgumentMatchingXCTests: XCTestCase {
    func testAnOptionalArgumentAndAnObjectMatchInAVerification() throws {
        let courier = DispatchDesk(), parcel = Shipment()
        let spy = try XCTUnwrap(DirectInvocationSpy(on: courier, rootClass: DispatchDesk.self, selectors: .instance("deliver(_:tip:)")))
        spy.beginSpying()
        _ = courier.deliver(parcel, tip: 3)
        spy.endSpying()
        XCTAssertTrue(spy.didCall("deliver(_:tip:)", withArguments: [parcel, 3]).success)
        XCTAssertFalse(spy.didCall("deliver(_:tip:)", withArguments: [Shipment(), 3]).success)
    }
}
