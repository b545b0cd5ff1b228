import SwizzleKit
import Testing

@Suite("Stubs")
struct StubTests {
    let calculator = Calculator()

    func makeSpy(_ selectors: Selector...) throws -> DirectInvocationSpy<Calculator> {
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: selectors.map(SpyCoselectors.instance)))
        spy.forwardsMethodCalls = false
        return spy
    }

    @Test func specificArgumentsWinOverPlainAndNewestFirst() throws {
        let spy = try makeSpy("add(_:_:)")
        spy.stub("add(_:_:)").with(1, 2).andReturn(12)
        spy.stub("add(_:_:)").andReturn(7)
        spy.stub("add(_:_:)").andReturn(8)
        spy.stub("add(_:_:)").with(Match.any, 9).andReturn(99)
        spy.spy {
            #expect(calculator.add(1, 2) == 12)
            #expect(calculator.add(5, 9) == 99)
            #expect(calculator.add(5, 5) == 8, "the newest plain stub")
        }
    }

    @Test func forwardingSpiesStillAnswerWithStubs() throws {
        let spy = try makeSpy("add(_:_:)")
        spy.forwardsMethodCalls = true
        spy.stub("add(_:_:)").with(2, 2).andReturn(5)
        spy.spy {
            #expect(calculator.add(2, 2) == 5)
            #expect(calculator.add(2, 3) == 5)
        }
    }

    @Test func optionalResultsTakeAValueOrNil() throws {
        let spy = try makeSpy("lookup(_:)")
        spy.stub("lookup(_:)").with("e").andReturn("2.71")
        spy.stub("lookup(_:)").with("none").andReturn(nil)
        spy.spy {
            #expect(calculator.lookup("e") == "2.71")
            #expect(calculator.lookup("none") == nil)
            #expect(calculator.lookup("pi") == nil, "default when no stub matches")
        }
    }

    @Test func stubsCanThrowAndCapture() throws {
        let spy = try makeSpy("divide(_:by:)")
        let captor = Captor<Int>()
        spy.stub("divide(_:by:)").with(captor, 0).andThrow(CalculatorError(code: 7))
        spy.beginSpying()
        #expect(throws: CalculatorError(code: 7)) { try calculator.divide(42, by: 0) }
        spy.endSpying()
        #expect(captor.values == [42])
    }

    @Test func aValueOfTheWrongTypeIsRefusedWithTheRealSignature() throws {
        let spy = try makeSpy("add(_:_:)", "record(_:)")
        withKnownIssue {
            spy.stub("add(_:_:)").andReturn("seven")
        } matching: { issue in
            String(describing: issue).contains("(Int, Int) -> Int") && String(describing: issue).contains("\"seven\"")
        }
        withKnownIssue {
            spy.stub("record(_:)").andThrow(CalculatorError(code: 1))
        } matching: { String(describing: $0).contains("does not throw") }
        withKnownIssue {
            spy.stub("describe(_:)").andReturn("x")
        } matching: { String(describing: $0).contains("not spied") }
        #expect(spy.spy { calculator.add(1, 1) } == 0, "the refused stub was not installed")
    }

    @Test func andDoReturningTheWrongTypeFailsAndRunsTheRealMethod() throws {
        let spy = try makeSpy("add(_:_:)")
        spy.stub("add(_:_:)").andDo { _ in "nope" }
        withKnownIssue {
            #expect(spy.spy { calculator.add(2, 2) } == 4)
        } matching: { String(describing: $0).contains("is not of type Int") }
    }

    @Test func callsMadeByAStubActionAreNotRecordedOrStubbed() throws {
        let spy = try makeSpy("add(_:_:)", "describe(_:)")
        spy.stub("describe(_:)").andDo { [calculator] arguments in "\(calculator.add(1, 1))" }
        spy.stub("add(_:_:)").andReturn(50)
        spy.spy { #expect(calculator.describe("x") == "2", "the action's call ran the real add") }
        #expect(spy.invocations.map(\.selector.name) == ["describe(_:)"])
    }
}
