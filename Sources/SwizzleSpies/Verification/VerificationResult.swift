import SwizzleCore
import SwizzleLayers

/// The outcome of `didCall` or `verify`.
public struct VerificationResult: Sendable, CustomStringConvertible {
    /// Whether the expectation held.
    public let success: Bool
    /// Every recorded call of the selector on the subject, numbered, with arguments and results.
    public let recordedCallsDescription: String
    /// The full failure message (empty on success): what was expected, what happened, the
    /// recorded calls, the closest one and the argument that differs.
    public let failureMessage: String

    public var description: String { success ? "verified" : failureMessage }
}
