import SwizzleKit
import Testing

/// Issue 27's mistakes that went unnoticed or got a misleading message: each now fails the test
/// (or is refused) with a message that says what happened and what to do.
@Suite("Misuse reports", .swizzleScoped)
struct MisuseReportTests {
    let calculator = Calculator()
    let console = Console()

    @Test func readingCallsOfAMethodTheSpyDoesNotSpyIsReported() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        spy.spy { _ = gateway.void("c1") }
        withKnownIssue {
            #expect(spy.calls(\.void).isEmpty)
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("'void(_:)' is not spied on") && text.contains("it spies on: refund(_:)")
        }
    }

    @Test func aHandMadeClassReferenceDoesNotReachTheInstanceMethod() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        let classSide = SwizzleMethod<Bool, String>("refund(_:)", .class)
        withKnownIssue {
            spy.stub(classSide).andReturn(false)
        } matching: { String(describing: $0).contains("names a class method, but") }
        spy.spy { #expect(gateway.refund("c1"), "the instance method was not stubbed") }
        withKnownIssue {
            #expect(spy.calls(classSide).isEmpty)
        } matching: { String(describing: $0).contains("names a class method, but") }
        #expect(spy.calls(\.refund).count == 1)
    }

    @Test func aSelectorWithAnEmbeddedNULIsRefused() {
        let error = #expect(throws: SpyCreationError.self) {
            _ = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                        selectors: [.instance(Selector("add(_:_:)\0junk"))])
        }
        #expect(String(describing: error).contains(#"add(_:_:)\0junk"#), "the name is shown as written, not cut at the NUL")
        #expect(throws: SwizzleError.malformedSelector("add(_:_:)\0junk")) { _ = try Selector(validating: "add(_:_:)\0junk") }
    }

    @Test func aSpyBegunInsideAStubsBodyIsReported() throws {
        let outer = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        let inner = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("describe(_:)")])
        outer.stub("add(_:_:)").andDo { _ in
            withKnownIssue {
                inner.beginSpying()
            } matching: { String(describing: $0).contains("began inside a stub's body") }
            return 0
        }
        outer.spy { _ = calculator.add(1, 2) }
        inner.endSpying()
    }

    @Test func aSpyOnAComputedPropertySaysWhyItIsNotDispatched() {
        let inClass = #expect(throws: SpyCreationError.self) {
            _ = try DirectInvocationSpy(validating: console, rootClass: Console.self, selectors: [.instance("getter:width")])
        }
        #expect(String(describing: inClass).contains("computed property"))
        let inExtension = #expect(throws: SpyCreationError.self) {
            _ = try DirectInvocationSpy(validating: console, rootClass: Console.self, selectors: [.instance("getter:height")])
        }
        let message = String(describing: inExtension)
        #expect(!message.contains("Check the spelling"), "\(message)")
        #expect(message.contains("computed property") && message.contains("extension"), "\(message)")
    }

    @Test func forwardingOffOnANeverMethodSaysItNeedsAStubOrForwarding() throws {
        let terminal = Terminal()
        let spy = try DirectInvocationSpy(validating: terminal, rootClass: Terminal.self, selectors: [.instance("halt()")])
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.beginSpying()
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("returns Never") && !text.contains("conform Never to StubDefaultValue")
        }
        spy.endSpying()
    }
}
