import SwizzleKit
import Testing
import XCTest
import TestThreads

/// The XCTest helper: layers installed in setUp, the test and tearDown belong to the test, and
/// a clean test passes.
final class SwizzleKitTestCaseTests: SwizzleKitTestCase {
    var gauge: ScopeGauge!
    var spy: DirectInvocationSpy<ScopeGauge>!
    var scopeInSetUp: SwizzleScope?

    override func setUp() {
        super.setUp()
        scopeInSetUp = SwizzleScope.current
        gauge = ScopeGauge()
        spy = DirectInvocationSpy(on: gauge, rootClass: ScopeGauge.self,
                                  selectors: SpyCoselectors(methodType: .instance, original: Gauge.reading))
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
        super.tearDown()
    }

    func testSetUpAndTheTestShareTheTestsScope() throws {
        let scope = try XCTUnwrap(SwizzleScope.current)
        XCTAssertTrue(scopeInSetUp === scope)
        XCTAssertEqual(scope.activeLayers.count, 1, "the spy begun in setUp")
        XCTAssertEqual(gauge.reading(1), 2)
        XCTAssertEqual(spy.invocations.count, 1)
    }
}

#if !canImport(Darwin)  // swift-corelibs-xctest's initializer
/// A test case that leaves a layer behind, run by hand inside a Swift Testing test so that its
/// failure is a known issue there.
private final class LeakyTestCase: SwizzleKitTestCase {
    static let object = ScopeGauge()

    func leaveALayer() {
        _ = try! Swizzle.install(Gauge.adding(100), on: Self.object, Gauge.reading)
    }
}

/// XCTest cases run by hand (`invokeTest()`) inside Swift Testing tests, so that their failures
/// are known issues there. One at a time: swift-corelibs-xctest's `invokeTest()` on two threads at
/// once never returns (each spins a run loop on its thread until its `setUp` task runs). On
/// threads of their own, so that the spinning holds no thread of the cooperative pool, which
/// the `setUp` task and every other test need. Other files add their cases in extensions.
@Suite("XCTest cases run by hand", .serialized, .onItsOwnThreads)
struct XCTestCasesRunByHand {
    @Test func swizzleKitTestCaseFailsATestThatLeavesALayer() {
        let leaky = LeakyTestCase(name: "leaveALayer") { ($0 as! LeakyTestCase).leaveALayer() }
        withKnownIssue {
            leaky.invokeTest()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 swizzle was left installed at the end of LeakyTestCase.leaveALayer") }
        }
        #expect(LeakyTestCase.object.reading(1) == 2)
    }
}
#endif
