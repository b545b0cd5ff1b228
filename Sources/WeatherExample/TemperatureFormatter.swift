import SwizzleRuntime

/// Formats temperatures. Subclasses add a unit and must call super, which rounds and clamps:
/// the place for an indirect spy.
@Swizzlable
public class TemperatureFormatter {
    public required init() {}

    public func format(_ degrees: Int) -> String {
        "\(min(max(degrees, -90), 60))°"
    }
}

/// Calls super, as it should.
@Swizzlable
public final class CelsiusFormatter: TemperatureFormatter {
    public override func format(_ degrees: Int) -> String {
        super.format(degrees) + "C"
    }
}

/// Forgets to call super: the clamp never runs.
@Swizzlable
public final class CarelessFormatter: TemperatureFormatter {
    public override func format(_ degrees: Int) -> String {
        "\(degrees)°C"
    }
}
