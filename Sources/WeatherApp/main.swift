// A production binary built from the example: it imports the example's module, which imports
// only SwizzleRuntime, as production code does. CI checks with `readelf -d` that it links
// neither XCTest nor Swift Testing nor their interop libraries.
import WeatherExample

let city = CommandLine.arguments.dropFirst().first ?? "Oslo"
print(WeatherService().report(for: city, using: CelsiusFormatter()))
