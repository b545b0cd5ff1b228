import Foundation
import SwizzleRuntime

/// Minutes between refreshes.
public typealias Minutes = Int

/// When the app refreshes its forecast. Its methods take and return type aliases of scalars (the
/// module's own `Minutes`, Foundation's `TimeInterval`, the standard library's `Float32`), which
/// `@Swizzlable` cannot tell from other types by their spelling: it passes them by pointer, and
/// the production binary (WeatherApp) calls each of them.
@Swizzlable
public final class RefreshSchedule {
    public init() {}

    /// The next refresh, doubling the interval up to two hours.
    public func nextRefresh(after minutes: Minutes) -> Minutes { min(minutes * 2, 120) }

    /// How long to wait after a failed refresh.
    public func backoff(_ seconds: TimeInterval) -> TimeInterval { seconds * 1.5 }

    /// The share of an interval to randomize, halved for a steadier schedule.
    public func jitter(_ fraction: Float32) -> Float32 { fraction / 2 }

    /// A delay in seconds, a plain `Double`, beside the aliases.
    public func delay(_ seconds: Double) -> Double { seconds + 1 }
}
