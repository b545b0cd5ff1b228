// The README's indirect-spy and stub blocks, verbatim.
import SwizzleKit
import Testing

@Swizzlable
class Formatter {
    required init() {}
    func format(_ value: Int) -> String { "\(min(value, 100))" }
}

@Swizzlable
final class PercentFormatter: Formatter {
    override func format(_ value: Int) -> String { super.format(value) + "%" }
}

@Test func percentFormatterCallsSuper() throws {
    let formatter = PercentFormatter()
    let spy = try IndirectInvocationSpy(on: formatter, spying: \.format)
    #expect(spy.spy { formatter.format(120) } == "100%")
    spy.verify(\.format).with(120).called(.once)
}

@Test func stubbedAnswers() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
    spy.forwardsMethodCalls = false
    spy.stub(\.add).with(2, 2).andReturn(5)
    spy.stub(\.add).with(.any, .value(0)).andDo { a, _ in a }
    spy.spy {
        #expect(calculator.add(2, 2) == 5)
        #expect(calculator.add(7, 0) == 7)
        #expect(calculator.add(1, 1) == 0)
    }
}

@Test func theFailureMessageIsAsTheReadmeShowsIt() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                      selectors: [SpyCoselectors(methodType: .instance, original: "add(_:_:)")])
    spy.spy { _ = calculator.add(1, 3); _ = calculator.add(2, 4) }
    let lines = spy.didCall("add(_:_:)", withArguments: [2, 3]).failureMessage.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Wanted but not invoked: add(_:_:) with (2, 3) on direct spy on WeatherExampleTests.Calculator instance 0x") == true)
    #expect(lines.first?.hasSuffix("(forwarding on); it was never called with those arguments.") == true)
    #expect(Array(lines.dropFirst()) == ["Recorded calls of add(_:_:) on this subject:", "  1. add(_:_:)(1, 3) -> 4",
                                         "  2. add(_:_:)(2, 4) -> 6", "Closest: call 1 — argument #1: expected 2, actual 1."])
}
