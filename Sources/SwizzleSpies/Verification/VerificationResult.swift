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
    /// The calls a successful verification matched, by sequence number: they count as verified
    /// for ``InvocationRecorder/didHaveNoMoreInteractions()``.
    var matchedSequenceNumbers: [UInt64] = []

    init(success: Bool, recordedCallsDescription: String, failureMessage: String, matchedSequenceNumbers: [UInt64] = []) {
        self.success = success
        self.recordedCallsDescription = recordedCallsDescription
        self.failureMessage = failureMessage
        self.matchedSequenceNumbers = matchedSequenceNumbers
    }

    /// A verification that could not be made: the method reference it names was refused.
    init(refused reason: String) {
        self.init(success: false, recordedCallsDescription: "", failureMessage: reason)
    }

    public var description: String { success ? "verified" : failureMessage }
}
