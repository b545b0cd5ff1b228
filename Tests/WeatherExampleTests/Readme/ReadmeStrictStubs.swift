// The strict-stubs blocks of the README and DocC, verbatim.
import SwizzleKit
import Testing
import XCTest

@Suite(.swizzleScoped, .strictStubs)
struct StrictCalculatorTests {
    @Test func everyStubAnswersACall() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
        spy.forwardsMethodCalls = false
        spy.stub(\.add).with(2, 2).andReturn(5)
        #expect(spy.spy { calculator.add(2, 2) } == 5)
        // An unused stub, or a call no stub matches (add(2, 3)), would fail this test.
    }
}

@Test func oneStrictSpy() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
    spy.strictness = .strict
    spy.stub(\.add).with(1, 1).andReturn(3)
    #expect(spy.spy { calculator.add(1, 1) } == 3)
}

final class StrictCalculatorXCTests: SwizzleKitTestCase {
    override var strictStubs: Bool { true }

    func testEveryStubAnswersACall() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
        spy.stub(\.add).with(2, 2).andReturn(5)
        XCTAssertEqual(spy.spy { calculator.add(2, 2) }, 5)
    }
}
