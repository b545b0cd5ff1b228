import SwizzleKit
import XCTest

/// An inherited required initializer's `make`, from XCTest.
final class InheritedInitializerXCTests: XCTestCase {
    func testARequiredInitializersMakeBuildsTheSubclass() {
        let gateway = RetryingGateway.make(merchant: "shop")
        XCTAssertTrue(type(of: gateway) == RetryingGateway.self)
        XCTAssertEqual(gateway.attempts(), 3)
    }
}
