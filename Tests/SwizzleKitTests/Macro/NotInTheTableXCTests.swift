import SwizzleKit
import XCTest

/// The same refusals as `NotInTheTableTests`, as an XCTest suite would meet them in `setUp`.
final class NotInTheTableXCTests: XCTestCase {
    func testASpyOnAMemberLeftPlainThrowsWithTheReason() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: CardGateway(), rootClass: CardGateway.self,
                                                     selectors: [.instance("receipt(for:)")])) { error in
            XCTAssertEqual(error as? SpyCreationError,
                           .notDispatched("receipt(for:)", .instance, className: "SwizzleKitTests.CardGateway",
                                          reason: "an opaque 'some' type has no name the table's signature can use"))
        }
    }

    func testASubclassWithoutTheAttributeIsRefused() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: ForgetfulGateway(), rootClass: CardGateway.self,
                                                     selectors: [.instance("charge(amountCents:)")])) { error in
            XCTAssertEqual(error as? SpyCreationError,
                           .subclassNotSwizzlable("SwizzleKitTests.ForgetfulGateway", superclass: "SwizzleKitTests.CardGateway"))
        }
        XCTAssertThrowsError(try GlobalMocker.globalMock(for: ForgetfulGateway.self, initSelector: "init()")) { error in
            XCTAssertEqual(error as? MockError,
                           .subclassNotSwizzlable("SwizzleKitTests.ForgetfulGateway", superclass: "SwizzleKitTests.CardGateway"))
        }
    }
}
