// `swift run SwizzleKitDemo`: SwizzleKit on a small weather app, as a test would use it.
import SwizzleKit
import WeatherExample

func section(_ title: String) { print("\n== \(title)") }

// 1. A direct spy: did this object receive this call? The real method still runs.
section("Direct spy on a WeatherService")
let service = WeatherService()
// `\.temperature` is the typed reference @Swizzlable generates: a typo would not compile.
let serviceSpy = try DirectInvocationSpy(on: service, spying: \.temperature)
let oslo = serviceSpy.spy { service.temperature(in: "Oslo") }
print("temperature(in: \"Oslo\") returned \(oslo)")
print("evidence:")
print(serviceSpy.verify(\.temperature).check().recordedCallsDescription)
print("typed evidence: \(serviceSpy.calls(\.temperature).map { "\($0.arguments) -> \($0.result ?? 0)" })")

// 2. Stubs: the same spy, not forwarding, answers with stubbed values.
section("Stubbed, not forwarding")
serviceSpy.forwardsMethodCalls = false
serviceSpy.stub(\.temperature).with("Cairo").andReturn(35)
serviceSpy.spy {
    print("Cairo: \(service.temperature(in: "Cairo")), Oslo (no stub, default): \(service.temperature(in: "Oslo"))")
}

// 3. An indirect spy: does this override call super?
section("Indirect spies: do the formatters call super?")
for formatter in [CelsiusFormatter(), CarelessFormatter()] as [TemperatureFormatter] {
    let superSpy = try IndirectInvocationSpy(on: formatter, spying: \.format)
    let text = superSpy.spy { formatter.format(75) }
    let result = superSpy.verify(\.format).with(75).check()
    print("\(type(of: formatter)).format(75) = \"\(text)\": super called? \(result.success)")
    if !result.success {
        print("The failure a test would report:\n\(result.failureMessage)")
    }
}
// 4. A global mock: the service builds its own HTTPClient; constructions return the test's mock.
section("Global mock of the HTTPClient the service builds itself")
let clientMock = try! GlobalMocker.globalMock(for: HTTPClient.self, initializer: \.make) { _ in
    HTTPClient(baseURL: "mock://")
}
clientMock.stub(\.get).andReturn("temp=30")
print("temperature(in: \"Cairo\") with the mock: \(WeatherService().temperature(in: "Cairo"))")
print("constructions: \(clientMock.constructions.map(\.description))")
print("calls on the mock:")
print(clientMock.verify(\.get).check().recordedCallsDescription)
clientMock.undo()
print("after undo: \(WeatherService().temperature(in: "Cairo"))")

print("\nStill installed after the demo: \(Swizzle.activeLayers.count) replacements")
