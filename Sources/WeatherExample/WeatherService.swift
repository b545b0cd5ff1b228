import SwizzleRuntime

/// Code under test that constructs its own collaborator, so a test cannot pass one in: the
/// place for a global mock.
@Swizzlable
public class WeatherService {
    public required init() {}

    /// The temperature in `city`, in degrees Celsius, read from the weather server.
    public func temperature(in city: String) -> Int {
        let client = HTTPClient.make(baseURL: "https://weather.example")
        let body = client.get("/now/\(city.lowercased())")
        return Int(body.split(separator: "=").last ?? "") ?? 0
    }

    /// A line for the user, formatted by `formatter`.
    public func report(for city: String, using formatter: TemperatureFormatter) -> String {
        "\(city): \(formatter.format(temperature(in: city)))"
    }
}
