import SwizzleCore
import SwizzleLayers

/// The outcome of `didCall` or `verify`.
public struct VerificationResult: Sendable, CustomStringConvertible {
    /// Whether the expectation held.
    public let success: Bool
    /// Every recorded call of the selector on the subject, numbered, with arguments and results:
    /// the calls made before the verification, described when this is read.
    public var recordedCallsDescription: String { describeRecordedCalls() }
    /// Made into text when read: most verifications pass and are never printed, and describing
    /// every call's arguments was a tenth of a whole test's cost (`per test` benchmark).
    private let describeRecordedCalls: @Sendable () -> String
    /// The full failure message (empty on success): what was expected, what happened, the
    /// recorded calls, the closest one and the argument that differs.
    public let failureMessage: String
    /// The calls a successful verification matched, by sequence number: they count as verified
    /// for ``InvocationRecorder/didHaveNoMoreInteractions()``.
    package var matchedSequenceNumbers: [UInt64] = []
    /// For a failure: every call the spies recorded (not only the verified method's), attached
    /// whole to the Swift Testing test when the failure is reported; empty on success.
    var evidence: FailureEvidence?

    init(success: Bool, recordedCallsDescription: String, failureMessage: String, matchedSequenceNumbers: [UInt64] = [],
         evidence: FailureEvidence? = nil) {
        self.init(success: success, recordedCalls: { recordedCallsDescription }, failureMessage: failureMessage,
                  matchedSequenceNumbers: matchedSequenceNumbers, evidence: evidence)
    }

    init(success: Bool, recordedCalls describe: @escaping @Sendable () -> String, failureMessage: String,
         matchedSequenceNumbers: [UInt64] = [], evidence: FailureEvidence? = nil) {
        self.success = success
        describeRecordedCalls = describe
        self.failureMessage = failureMessage
        self.matchedSequenceNumbers = matchedSequenceNumbers
        self.evidence = success ? nil : evidence
    }

    /// A verification that could not be made: the method reference it names was refused.
    init(refused reason: String) {
        self.init(success: false, recordedCallsDescription: "", failureMessage: reason)
    }

    public var description: String { success ? "verified" : failureMessage }
}

/// A failure's whole evidence: every call each spy or mock involved recorded, made into text only
/// when the failure is reported (a `didCall` polled by `waitUntilCalled` never pays for it).
struct FailureEvidence: Sendable {
    struct Part: Sendable {
        let subject: String
        /// Whether the spy forwarded, where one spy is verified.
        let forwarding: Bool?
        let invocations: [RecordedCall]
    }

    /// The attachment's name.
    let name: String
    let parts: [Part]

    /// "Evidence of direct spy on … (forwarding on): 2 calls, in order", then one line a call
    /// with its sequence number and thread; a part after another for each spy.
    var log: String {
        parts.map { part in
            let forwarding = part.forwarding.map { " (forwarding \($0 ? "on" : "off"))" } ?? ""
            let count = part.invocations.count
            let heading = "Evidence of \(part.subject)\(forwarding): \(count) call\(count == 1 ? "" : "s"), in order"
            let lines = part.invocations.enumerated().map { index, call in
                "  \(index + 1). \(call)   [sequence \(call.sequenceNumber), \(call.thread)]"
            }
            return ([heading] + lines).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }
}
