import SwizzleKit
import XCTest

/// A checked XCTest that builds objects of a class another test mocks process-wide: the mock's
/// layers on those objects are the other test's, so this test's leftover check passes though
/// they are still installed when it runs (the mock is undone after the class's tests).
final class LeftoverOwnershipXCTests: SwizzleKitTestCase {
    /// Made outside any test's scope, as a test in a class without the base class would; only
    /// this class's one test and its class tearDown touch it, one after the other.
    nonisolated(unsafe) private static var otherTestsMock: GlobalMock<LeakTarget>?

    override class func setUp() {
        super.setUp()
        // Before any test's scope, as another test's mock made in a class without the base class.
        otherTestsMock = try! GlobalMocker.globalMock(for: LeakTarget.self, initSelector: "init()", override: { _ in LeakTarget() })
    }

    override class func tearDown() {
        otherTestsMock?.undo()
        super.tearDown()
    }

    func testBuildingAnotherTestsMockedClassLeavesNothingOfThisTests() throws {
        XCTAssertEqual(LeakTarget().value(), 0, "answers as the other test's mock")
        XCTAssertEqual(LeakTarget.make().value(), 0)
    }
}
