import SwizzleKit
import XCTest

/// The same refusals as `NotInTheTableTests`, as an XCTest suite would meet them in `setUp`.
final class NotInTheTableXCTests: XCTestCase {
    func testASpyOnAMemberLeftPlainThrowsWithTheReason() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: CardGateway(), rootClass: CardGateway.self,
                                                     selectors: [.instance("validate(card:)")])) { error in
            XCTAssertEqual(error as? SpyCreationError,
                           .notDispatched("validate(card:)", .instance, className: "SwizzleKitTests.CardGateway",
                                          reason: "typed throws cannot cross the table, whose error slot holds any Error"))
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
