import SwizzleKit
import XCTest

/// The super calls of ``GenericCopyTests`` in an XCTest case with `beginSpying()` / `endSpying()`:
/// a subclass calls on `super` a generic method and a plain one it does not declare, and an
/// overridden generic one, while a spy on the object records and forwards.
final class GenericCopyXCTests: XCTestCase {
    private let shelf = LabeledShelf()
    private var spy: DirectInvocationSpy<LabeledShelf>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(validating: shelf, rootClass: LabeledShelf.self,
                                      selectors: [.instance("label(_:)"), .instance("stack(_:times:)")])
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testSuperCallsReachTheSuperclassBodies() {
        XCTAssertEqual(shelf.describe(3), "[3] 3 items (3 noted)")
        XCTAssertEqual(shelf.stack(true, times: 0), [true])
        XCTAssertTrue(spy.didCall("label(_:)", withArguments: [3]).success)
        XCTAssertTrue(spy.didCall("stack(_:times:)", withArguments: [true, 0]).success)
    }
}

/// The awaited super calls of ``GenericCopyTests``, from an XCTest case.
final class AwaitedSuperCallXCTests: XCTestCase {
    func testAwaitedSuperCallsOfMethodsTheSubclassDoesNotDeclare() async throws {
        let runner = ExpressRunner()
        let spy = try DirectInvocationSpy(validating: runner, rootClass: ExpressRunner.self, selectors: [.instance("fetch(_:)")])
        spy.beginSpying()
        let delivered = try await runner.deliver()
        spy.endSpying()
        XCTAssertEqual(delivered, #"20 ["z", "z"] pong"#)
        XCTAssertTrue(spy.didCall("fetch(_:)", withArguments: [2]).success)
    }
}
