import Foundation
import SwizzleKit

/// Class methods every test in the process reads, as an app's configuration is: a spy on one of
/// them has a subject every test shares.
@Swizzlable
final class ExchangeRates {
    static func rate(from source: String, to target: String) -> Double { source == target ? 1 : 1.1 }

    /// Spied by one test only, with the whole process's reach.
    static func lastUpdated() -> String { "yesterday" }

    /// Replaced on the class's own entry by the class-method dispatch tests only.
    static func holiday() -> String { "none" }

    /// Spied by the XCTest cases only.
    static func source() -> String { "central bank" }

    /// Converts with today's rate: a call the module makes itself.
    static func convert(_ amount: Double, from source: String, to target: String) -> Double {
        amount * rate(from: source, to: target)
    }
}
