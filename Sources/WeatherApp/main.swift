// A production binary built from the example: it imports the example's module, which imports
// only SwizzleRuntime, as production code does. CI checks with `readelf -d` that it links
// neither XCTest nor Swift Testing nor their interop libraries, and runs it: its calls of methods
// whose types are aliases of scalars must work with nothing installed.
import WeatherExample

let city = CommandLine.arguments.dropFirst().first ?? "Oslo"
print(WeatherService().report(for: city, using: CelsiusFormatter()))
let schedule = RefreshSchedule()
print("refresh: \(schedule.nextRefresh(after: 15)) \(schedule.backoff(2)) \(schedule.jitter(0.5)) \(schedule.delay(1))")
