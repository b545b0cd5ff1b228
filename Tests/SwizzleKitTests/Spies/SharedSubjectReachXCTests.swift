import Foundation
import SwizzleKit
import XCTest

/// From XCTest: a spy on a class method made in `setUp` is the test case's, through the scope
/// `SwizzleKitTestCase` gives each test; a thread the test starts is not its task tree unless its
/// reach is the whole process.
final class SharedSubjectReachXCTests: SwizzleKitTestCase {
    var spy: DirectInvocationSpy<ExchangeRates.Type>!

    override func setUp() {
        super.setUp()
        spy = try? DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.source)
        spy.stub(ExchangeRates.SwizzleMethods().source).andReturn("test double")
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
        super.tearDown()
    }

    func testTheTestsOwnCallsAnswerItsStub() {
        XCTAssertEqual(spy.reach, .currentTest)
        XCTAssertEqual(ExchangeRates.source(), "test double")
        XCTAssertEqual(onAThread { ExchangeRates.source() }, "central bank", "a thread of its own is no test's")
        spy.verify(ExchangeRates.SwizzleMethods().source).called(.once)
    }

    func testTheWholeProcessReachSeesAThreadsCallToo() {
        spy.reach = .wholeProcess
        XCTAssertEqual(onAThread { ExchangeRates.source() }, "test double")
        XCTAssertEqual(ExchangeRates.source(), "test double")
        spy.verify(ExchangeRates.SwizzleMethods().source).called(.twice)
    }
}
