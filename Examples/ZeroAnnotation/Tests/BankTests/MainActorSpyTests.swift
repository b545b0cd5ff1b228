@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// Main-actor code nobody annotated: `PaymentViewModel` is `@MainActor` as a whole, `Receipts` has
/// one `@MainActor` method. Their replacements run on the main actor, as the methods do.
@MainActor @Suite struct MainActorSpyTests {
    @Test func aMainActorClassIsStubbedForACallItMakesItself() throws {
        let model = PaymentViewModel()
        let spy = try DirectInvocationSpy(on: model, spying: \.format, \.title)
        spy.stub(\.format).andReturn("five")
        spy.spy { model.submit(500) }
        #expect(model.status == "paid five")
        spy.verify(\.format).with(500).called(.once)
        #expect(spy.spy { model.title() } == "Pay")  // nonisolated: stays so
        spy.verify(\.title).called(.once)
    }

    @Test func anAsyncMainActorMethodIsForwardedOnTheMainActorAndStubbed() async throws {
        let model = PaymentViewModel()
        let spy = try DirectInvocationSpy(on: model, spying: \.refresh)
        spy.beginSpying()
        model.submit(5)
        #expect(await model.refresh() == "paid 0.5")  // forwarded: the original, on the main actor
        spy.stub(\.refresh).andReturn("stubbed")
        #expect(await model.refresh() == "stubbed")
        spy.endSpying()
        #expect(spy.calls(\.refresh).map(\.result) == ["paid 0.5", "stubbed"])
    }

    @Test func aMainActorMethodOfAPlainClassIsForwarded() throws {
        let receipts = Receipts()
        let spy = try DirectInvocationSpy(on: receipts, spying: \.show)
        #expect(spy.spy { receipts.show("x") } == "[x]")
        #expect(spy.calls(\.show).map(\.result) == ["[x]"])
    }
}

final class MainActorSpyXCTests: XCTestCase {
    // XCTest on Linux runs tests on the main thread but cannot call a `@MainActor` test method.
    func testAMainActorClassSpiedBetweenBeginAndEnd() throws {
        try MainActor.assumeIsolated {
            let model = PaymentViewModel()
            let spy = try DirectInvocationSpy(on: model, spying: \.format)
            spy.beginSpying()
            model.submit(234)
            spy.endSpying()
            XCTAssertEqual(model.status, "paid 2.34")
            spy.verify(\.format).with(234).called(.once)
        }
    }
}
