import SwizzleKit
import XCTest

/// ``ManyMethodSpyTests`` in XCTest: a spy's methods past the 64th keep what is known of them.
final class ManyMethodSpyXCTests: XCTestCase {
    func testAnInoutMethodPastTheSixtyFourthKeepsTheValueItLeft() throws {
        let panel = ControlPanel()
        let spy = try DirectInvocationSpy(validating: panel, rootClass: ControlPanel.self, selectors: ControlPanel.everySelector)
        var level = 41
        spy.spy { panel.adjust(&level) }
        let call = try XCTUnwrap(spy.invocations.first)
        XCTAssertEqual(call.arguments.first as? Int, 41, "the value passed in")
        XCTAssertEqual(call.inoutValuesAfterCall[0] as? Int, 42, "the value the call left")
    }
}
