import SwizzleKit
import Testing

/// A spy of more methods than a word has bits: what it knows of each method (async, `inout`)
/// holds for the methods past the 64th as for the first.
@Suite("A spy of more than 64 methods", .swizzleScoped)
struct ManyMethodSpyTests {
    @Test func methodsPastTheSixtyFourthRecordTheirAwaitedResultAndInoutValues() async throws {
        let panel = ControlPanel()
        let spy = try DirectInvocationSpy(validating: panel, rootClass: ControlPanel.self, selectors: ControlPanel.everySelector)
        var level = 1
        let settled = await spy.spy {
            #expect(panel.switch00() == 0 && panel.switch63() == 63)
            panel.adjust(&level)
            return await panel.settle(after: 3)
        }
        #expect(settled == 6 && level == 2)
        let calls = spy.invocations
        #expect(calls.map(\.selector) == ["switch00()", "switch63()", "adjust(_:)", "settle(after:)"])
        #expect(calls[1].result as? Int == 63)
        // `adjust` has an `inout` parameter: the value passed in, and the value the call left.
        #expect(calls[2].arguments.first as? Int == 1 && calls[2].inoutValuesAfterCall[0] as? Int == 2)
        // `settle` is async: recorded with the result it awaited, not the call's pending answer.
        #expect(calls[3].arguments.first as? Int == 3 && calls[3].result as? Int == 6)
        #expect(spy.didCall("settle(after:)", withArguments: [3], countSpecifier: .once).success)
    }
}
