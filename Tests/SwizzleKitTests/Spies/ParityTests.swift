import SwizzleKit
import Testing

/// Behaviours users bring from Mockito, OCMock and Spry: counts that are counts, `()` as Void's
/// value, `with(…)` checked against the method when the stub is made, captors' last and all values.
@Suite("Parity with Mockito, OCMock and Spry")
struct ParityTests {
    let calculator = Calculator()

    func makeSpy(_ selectors: Selector...) throws -> DirectInvocationSpy<Calculator> {
        try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: selectors.map(SpyCoselectors.instance))
    }

    @Test(arguments: [CountSpecifier.atLeast(-1), .atMost(-1), .exactly(-1)])
    func aNegativeCountIsAMisuseNotACount(_ count: CountSpecifier) throws {
        let spy = try makeSpy("add(_:_:)")
        let result = spy.didCall("add(_:_:)", countSpecifier: count)
        #expect(!result.success, "a method never called must not pass \(count)")
        #expect(result.failureMessage.contains("\(count) is not a count: a count of calls is 0 or more"))
        withKnownIssue {
            spy.verify("add(_:_:)", countSpecifier: count)
        } matching: { String(describing: $0).contains("is not a count") }
        #expect(spy.didCall("add(_:_:)", countSpecifier: .atMost(0)).success, "counts of 0 and more still work")
    }

    @Test func voidMethodsAreStubbedWithTheirOneValue() throws {
        let spy = try makeSpy("record(_:)")
        spy.forwardsMethodCalls = false
        spy.stub("record(_:)").with(1).andReturn(())
        spy.stub("record(_:)").with(2).andReturn(nil)
        spy.spy {
            calculator.record(1)
            calculator.record(2)
        }
        #expect(calculator.entries.isEmpty, "the stubs answered; the real method never ran")
        #expect(spy.didCall("record(_:)", countSpecifier: .exactly(2)).success)
        withKnownIssue {
            spy.stub("record(_:)").andReturn(5)
        } matching: { String(describing: $0).contains("the only value to return is ()") }
    }

    @Test func withOfTheWrongArityOrTypeIsRefusedWithTheSignature() throws {
        let spy = try makeSpy("add(_:_:)")
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.stub("add(_:_:)").with(5).andReturn(1)
        } matching: {
            String(describing: $0).contains("with(…) has 1 argument, but the method takes 2")
                && String(describing: $0).contains("(Int, Int) -> Int")
        }
        withKnownIssue {
            spy.stub("add(_:_:)").with(1, "two").andReturn(1)
        } matching: { String(describing: $0).contains("argument #2 of with(…), \"two\", is not of type Int") }
        withKnownIssue {
            spy.stub("add(_:_:)").with(nil, 2).andReturn(1)
        } matching: { String(describing: $0).contains("argument #1 of with(…), nil, is not of type Int") }
        spy.stub("add(_:_:)").with(Match.any, 2).andReturn(42)
        spy.spy {
            #expect(calculator.add(7, 2) == 42, "matchers fit any parameter")
            #expect(calculator.add(5, 5) == 0, "the refused stubs were not installed")
        }
    }

    @Test func captorsGiveFirstLastAndAllValues() throws {
        let spy = try makeSpy("add(_:_:)")
        spy.spy {
            _ = calculator.add(1, 10)
            _ = calculator.add(2, 20)
            _ = calculator.add(3, 30)
        }
        let captor = Captor<Int>()
        spy.verify("add(_:_:)", withArguments: [captor, Match.any], countSpecifier: .exactly(3))
        #expect(captor.values == [1, 2, 3], "Mockito's getAllValues()")
        #expect(captor.lastValue == 3, "Mockito's getValue()")
        let anything = Captor<Any?>()
        spy.verify("add(_:_:)", withArguments: [Match.any, anything], countSpecifier: .exactly(3))
        #expect(anything.values.map { $0 as? Int } == [10, 20, 30])
    }
}
