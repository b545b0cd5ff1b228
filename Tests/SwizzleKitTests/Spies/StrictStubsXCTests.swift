import SwizzleKit
import Testing
import XCTest

/// From XCTest: `strictStubs` on `SwizzleKitTestCase` makes every spy of its tests strict, in
/// `setUp` too; a strict test whose stubs all answer passes.
final class StrictStubsXCTests: SwizzleKitTestCase {
    override var strictStubs: Bool { true }
    var spy: DirectInvocationSpy<Calculator>!
    let calculator = Calculator()

    override func setUp() {
        super.setUp()
        spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").with(2, 3).andReturn(7)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
        super.tearDown()
    }

    func testSpiesMadeInSetUpAreStrictAndAUsedStubPasses() {
        XCTAssertEqual(spy.strictness, .strict)
        XCTAssertEqual(calculator.add(2, 3), 7)
    }
}

/// A lenient test case's spies stay lenient.
final class LenientStubsXCTests: SwizzleKitTestCase {
    func testSpiesAreLenientByDefault() throws {
        let spy = try XCTUnwrap(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        XCTAssertEqual(spy.strictness, .lenient)
        spy.stub("add(_:_:)").andReturn(1)
        spy.spy {}
    }
}

#if !canImport(Darwin)  // swift-corelibs-xctest's initializer
/// Strict test cases run by hand inside Swift Testing tests, so that their failures are known
/// issues there.
private final class StrictTestCase: SwizzleKitTestCase {
    override var strictStubs: Bool { true }
    let calculator = Calculator()
    /// Kept past the test, as a stored property of an XCTest case is: the scope checks it.
    nonisolated(unsafe) static var kept: DirectInvocationSpy<Calculator>?

    func stubNeverUsed() {
        let spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))!
        spy.stub("add(_:_:)").with(1, 1).andReturn(3)
        spy.spy {}
    }

    func unexpectedCall() {
        let spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))!
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").with(1, 1).andReturn(3)
        spy.spy {
            _ = calculator.add(1, 1)
            _ = calculator.add(1, 2)
        }
    }

    func spyNeverEnded() {
        let spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))!
        spy.stub("add(_:_:)").andReturn(5)
        spy.beginSpying()
        Self.kept = spy
    }
}

/// Strict XCTest cases fail: in the suite that runs XCTest cases by hand one at a time.
extension XCTestCasesRunByHand {
    @Test func anUnusedStubFailsAStrictTestCase() {
        let test = StrictTestCase(name: "stubNeverUsed") { ($0 as! StrictTestCase).stubNeverUsed() }
        withKnownIssue {
            test.invokeTest()
        } matching: { String(describing: $0).contains("Unnecessary stub: add(_:_:) with (1, 1) andReturn(3)") }
    }

    @Test func anUnexpectedCallFailsAStrictTestCase() {
        let test = StrictTestCase(name: "unexpectedCall") { ($0 as! StrictTestCase).unexpectedCall() }
        withKnownIssue {
            test.invokeTest()
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unexpected call add(_:_:)(1, 2)") && text.contains("The nearest stub is add(_:_:) with (1, 1) andReturn(3)")
        }
    }

    @Test func aSpyTheTestNeverEndsIsCheckedWhenTheTestEnds() {
        let test = StrictTestCase(name: "spyNeverEnded") { ($0 as! StrictTestCase).spyNeverEnded() }
        withKnownIssue {
            test.invokeTest()
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unnecessary stub: add(_:_:) andReturn(5)") || text.contains("left installed at the end of")
        }
        StrictTestCase.kept?.endSpying()  // reported already: nothing more
        StrictTestCase.kept = nil
    }
}
#endif
