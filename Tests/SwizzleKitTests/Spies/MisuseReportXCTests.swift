import SwizzleKit
import Testing
import XCTest

/// Issue 27's misuse reports from XCTest: what is refused is refused the same way, and what fails
/// a test fails an XCTest case (run by hand below, so that its failure is a known issue).
final class MisuseReportXCTests: XCTestCase {
    func testASelectorWithAnEmbeddedNULIsRefused() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: Calculator(), rootClass: Calculator.self,
                                                     selectors: [.instance(Selector("add(_:_:)\0junk"))])) { error in
            XCTAssertTrue(String(describing: error).contains(#"add(_:_:)\0junk"#), "\(error)")
        }
    }

    func testASpyOnAComputedPropertySaysWhyItIsNotDispatched() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: Console(), rootClass: Console.self,
                                                     selectors: [.instance("getter:height")])) { error in
            let message = String(describing: error)
            XCTAssertFalse(message.contains("Check the spelling"), message)
            XCTAssertTrue(message.contains("computed property") && message.contains("extension"), message)
        }
    }
}

#if !canImport(Darwin)  // swift-corelibs-xctest's initializer
private final class MisuseReportTestCase: SwizzleKitTestCase {
    let calculator = Calculator()

    func readCallsOfAMethodNotSpied() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        spy.spy { _ = gateway.void("c1") }
        XCTAssertTrue(spy.calls(\.void).isEmpty)
    }

    func stubThroughAHandMadeClassReference() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        spy.stub(SwizzleMethod<Bool, String>("refund(_:)", .class)).andReturn(false)
        spy.spy { XCTAssertTrue(gateway.refund("c1"), "the instance method was not stubbed") }
    }

    func beginASpyInsideAStubsBody() throws {
        let outer = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("add(_:_:)")])
        let inner = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: [.instance("describe(_:)")])
        outer.stub("add(_:_:)").andDo { _ in
            inner.beginSpying()
            return 0
        }
        outer.spy { _ = calculator.add(1, 2) }
        inner.endSpying()
    }

    func turnForwardingOffOnANeverMethod() throws {
        let terminal = Terminal()
        let spy = try DirectInvocationSpy(validating: terminal, rootClass: Terminal.self, selectors: [.instance("halt()")])
        spy.forwardsMethodCalls = false
        spy.beginSpying()
        spy.endSpying()
    }
}

extension XCTestCasesRunByHand {
    /// Runs `test` by hand, expecting one failure whose text has every one of `parts`.
    private func expectOneFailure(_ test: MisuseReportTestCase, saying parts: String...) {
        withKnownIssue {
            test.invokeTest()
        } matching: { issue in
            let text = String(describing: issue)
            return parts.allSatisfy(text.contains)
        }
    }

    @Test func readingCallsOfAMethodNotSpiedFailsAnXCTestCase() {
        expectOneFailure(MisuseReportTestCase(name: "readCallsOfAMethodNotSpied") {
            try ($0 as! MisuseReportTestCase).readCallsOfAMethodNotSpied()
        }, saying: "'void(_:)' is not spied on", "it spies on: refund(_:)")
    }

    @Test func aHandMadeClassReferenceFailsAnXCTestCase() {
        expectOneFailure(MisuseReportTestCase(name: "stubThroughAHandMadeClassReference") {
            try ($0 as! MisuseReportTestCase).stubThroughAHandMadeClassReference()
        }, saying: "names a class method, but")
    }

    @Test func aSpyBegunInsideAStubsBodyFailsAnXCTestCase() {
        expectOneFailure(MisuseReportTestCase(name: "beginASpyInsideAStubsBody") {
            try ($0 as! MisuseReportTestCase).beginASpyInsideAStubsBody()
        }, saying: "began inside a stub's body")
    }

    @Test func forwardingOffOnANeverMethodFailsAnXCTestCase() {
        expectOneFailure(MisuseReportTestCase(name: "turnForwardingOffOnANeverMethod") {
            try ($0 as! MisuseReportTestCase).turnForwardingOffOnANeverMethod()
        }, saying: "returns Never")
    }
}
#endif
