import SwizzleKit
import XCTest

/// MockInject's example from XCTest: the alert the code under test builds with `Alert(…)`
/// answers as the mock while it is installed, and as itself after.
final class ConstructionMockXCTests: XCTestCase {
    func testTheAlertTheCodeBuildsAnswersAsTheMock() throws {
        try GlobalMocker.withGlobalMock(for: Alert.self, initSelector: "init(title:message:)") { mock in
            mock.stub("show()").andReturn(false)
            XCTAssertFalse(SignupFlow().failSignup(reason: "taken"))
            XCTAssertEqual(mock.constructions.count, 1)
            XCTAssertEqual(mock.constructions.first?.arguments.last as? String, "taken")
        }
        XCTAssertTrue(SignupFlow().failSignup(reason: "again"))
    }
}
