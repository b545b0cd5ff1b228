import SwizzleKit
import Testing

/// Stubs users bring from Mockito, OCMock and Spry: consecutive answers, a stub that answers once
/// or N times and then falls through, and removing stubs.
@Suite("Consecutive, limited and removed stubs")
struct StubSequenceTests {
    let calculator = Calculator()

    func makeSpy() throws -> DirectInvocationSpy<Calculator> {
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                          selectors: [.instance("add(_:_:)"), .instance("describe(_:)")])
        spy.forwardsMethodCalls = false
        return spy
    }

    @Test func consecutiveAnswersRepeatTheLast() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").andReturn(1, 2, 3)
        spy.spy {
            #expect([calculator.add(0, 0), calculator.add(0, 0), calculator.add(0, 0), calculator.add(0, 0)] == [1, 2, 3, 3])
        }
        withKnownIssue {
            spy.stub("add(_:_:)").andReturn(1, "two")
        } matching: { String(describing: $0).contains("\"two\" is not of type Int") }
    }

    @Test func aLimitedStubFallsThroughWhenUsedUp() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").andReturn(10)
        spy.stub("add(_:_:)").once().andReturn(99)
        spy.stub("add(_:_:)").with(5, 5).times(2).andReturn(55)
        spy.spy {
            #expect(calculator.add(1, 1) == 99, "the newest plain stub, once")
            #expect(calculator.add(1, 1) == 10, "then the one before it")
            #expect(calculator.add(5, 5) == 55)
            #expect(calculator.add(5, 5) == 55)
            #expect(calculator.add(5, 5) == 10, "used up after twice")
        }
        spy.forwardsMethodCalls = true
        spy.removeAllStubs()
        spy.stub("add(_:_:)").once().andReturn(-1)
        spy.spy {
            #expect(calculator.add(2, 2) == -1)
            #expect(calculator.add(2, 2) == 4, "then the real method: the spy forwards")
        }
        withKnownIssue {
            spy.stub("add(_:_:)").times(0).andReturn(1)
        } matching: { String(describing: $0).contains("times(_:) takes 1 or more") }
    }

    @Test func stubsAreRemovedPerMethodOrAll() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").andReturn(7)
        spy.stub("describe(_:)").andReturn("stubbed")
        spy.removeStubs("add(_:_:)")
        spy.spy {
            #expect(calculator.add(1, 2) == 0, "no stub left: the type's default")
            #expect(calculator.describe("x") == "stubbed")
        }
        spy.removeAllStubs()
        spy.spy { #expect(calculator.describe("x") == "") }
    }
}
