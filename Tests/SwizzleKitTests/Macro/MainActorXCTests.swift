import SwizzleKit
import XCTest

/// A `@MainActor` screen stubbed from an XCTest, which runs its tests on the main thread (Linux's
/// XCTest cannot run a `@MainActor` test method itself, so the test says it is on the main actor).
final class MainActorXCTests: XCTestCase {
    func testAStubbedMainActorMethodAnswers() throws {
        try MainActor.assumeIsolated {
            let screen = ProfileScreen()
            let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                              selectors: [SpyCoselectors(methodType: .instance, original: "badgeCount()")])
            spy.forwardsMethodCalls = false
            spy.stub("badgeCount()").andReturn(42)
            XCTAssertEqual(spy.spy { screen.badgeCount() }, 42)
            XCTAssertEqual(screen.badgeCount(), 3, "after spying, the real method answers again")
        }
    }
}
