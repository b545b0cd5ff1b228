import SwizzleKit
import Testing
import WeatherExample

@Suite("The formatters call super")
struct FormatterTests {
    @Test func celsiusCallsSuper() throws {
        let formatter = CelsiusFormatter()
        let spy = try IndirectInvocationSpy(validating: formatter, rootClass: TemperatureFormatter.self,
                                            selectors: [SpyCoselectors(methodType: .instance, original: "format(_:)")])
        #expect(spy.spy { formatter.format(75) } == "60°C")
        #expect(spy.didCall("format(_:)", withArguments: [75]).success)
    }

    @Test func carelessDoesNot() throws {
        let formatter = CarelessFormatter()
        let spy = try IndirectInvocationSpy(validating: formatter, rootClass: TemperatureFormatter.self,
                                            selectors: [SpyCoselectors(methodType: .instance, original: "format(_:)")])
        #expect(spy.spy { formatter.format(75) } == "75°C")
        let result = spy.didCall("format(_:)")
        #expect(!result.success)
        #expect(result.failureMessage.contains("Wanted but not invoked: format(_:)"))
    }
}
