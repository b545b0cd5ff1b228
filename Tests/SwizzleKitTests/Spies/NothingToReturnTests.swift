import SwizzleKit
import Testing

/// With forwarding off, a spied method that would have nothing to return (no stub, no default
/// for its result) fails the test when spying begins, when forwarding is turned off while
/// spying, or when its stubs are removed; and a throwing one, called anyway, throws instead of
/// running the real implementation.
@Suite("Nothing to return", .swizzleScoped)
struct NothingToReturnTests {
    let processor = CardProcessor()

    func spy() throws -> DirectInvocationSpy<CardProcessor> {
        try DirectInvocationSpy(validating: processor, rootClass: CardProcessor.self, selectors: [
            .instance("charge(amountCents:)"), .instance("lastReceipt()"), .instance("isOnline()"),
        ])
    }

    @Test func beginningToSpyReportsEachMethodWithNothingToReturn() throws {
        let spy = try spy()
        spy.forwardsMethodCalls = false
        spy.stub("lastReceipt()").andReturn(ChargeReceipt(cents: 1))
        withKnownIssue {
            spy.beginSpying()
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("With forwarding off, charge(amountCents:) on direct spy on")
                && text.contains("ChargeReceipt has no default value and the method has no stub")
                && text.contains("Stub it before spying begins")
        }
        spy.endSpying()
        // Stubbed before beginning: nothing to report. isOnline() has Bool's default.
        spy.stub("charge(amountCents:)").andReturn(ChargeReceipt(cents: 5))
        let receipt = try spy.spy { () throws -> ChargeReceipt in
            #expect(processor.isOnline() == false)
            return try processor.charge(amountCents: 99)
        }
        #expect(receipt == ChargeReceipt(cents: 5))
        #expect(processor.realChargeCount == 0)
    }

    @Test func turningForwardingOffWhileSpyingOrRemovingStubsReportsToo() throws {
        let spy = try spy()
        spy.stub("charge(amountCents:)").andReturn(ChargeReceipt(cents: 5))
        spy.stub("lastReceipt()").andReturn(ChargeReceipt(cents: 1))
        spy.beginSpying()
        defer { spy.endSpying() }
        spy.forwardsMethodCalls = false  // every method has an answer: nothing to report
        withKnownIssue {
            spy.removeStubs("charge(amountCents:)")
        } matching: { String(describing: $0).contains("charge(amountCents:)") && String(describing: $0).contains("nothing to return") }
        spy.forwardsMethodCalls = true
        spy.removeAllStubs()
        // Both methods have nothing to return now: one issue each.
        withKnownIssue {
            spy.forwardsMethodCalls = false
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("nothing to return") && (text.contains("lastReceipt()") || text.contains("charge(amountCents:)"))
        }
    }

    @Test func aThrowingMethodCalledWithNothingToReturnThrowsAndTheRealOneNeverRuns() throws {
        let spy = try spy()
        spy.forwardsMethodCalls = false
        spy.stub("lastReceipt()").andReturn(ChargeReceipt(cents: 1))
        withKnownIssue {
            spy.beginSpying()
            #expect {
                try processor.charge(amountCents: 100)
            } throws: { error in
                let unanswered = error as? UnansweredCall
                return unanswered?.selector == "charge(amountCents:)" && "\(error)".contains("no default value of ChargeReceipt")
            }
        } matching: { String(describing: $0).contains("charge(amountCents:)") }
        spy.endSpying()
        #expect(processor.realChargeCount == 0, "the real charge never ran")
        #expect(spy.invocations.first?.error is UnansweredCall, "the call is evidence, with the error it threw")
    }
}
