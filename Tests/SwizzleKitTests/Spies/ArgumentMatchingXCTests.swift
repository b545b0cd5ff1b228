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

    func testTheCommonestValueTypesMatchOnlyAnEqualValueOfTheirType() throws {
        let courier = DispatchDesk()
        let spy = try XCTUnwrap(DirectInvocationSpy(on: courier, rootClass: DispatchDesk.self, selectors: .instance("label(_:urgent:weight:)")))
        spy.stub("label(_:urgent:weight:)").with("box", true, 2.5).andReturn("stubbed")
        spy.beginSpying()
        XCTAssertEqual(courier.label("box", urgent: true, weight: 2.5), "stubbed")
        XCTAssertEqual(courier.label("box", urgent: true, weight: 2.25), "BOX")
        XCTAssertEqual(courier.label("box", urgent: true, weight: 2), "BOX")
        spy.endSpying()
        spy.verify("label(_:urgent:weight:)", withArguments: ["box", true, 2.5], countSpecifier: .once)
        XCTAssertFalse(spy.didCall("label(_:urgent:weight:)", withArguments: ["box", 1, 2.5]).success)
        spy.verify("label(_:urgent:weight:)", withArguments: ["box", true, 2.0], countSpecifier: .once)
        XCTAssertFalse(spy.didCall("label(_:urgent:weight:)", withArguments: ["box", true, 2]).success)
    }
}
