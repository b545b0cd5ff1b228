import SwizzleCore
import SwizzleLayers

/// The outcome of `didCall` or `verify`.
public struct VerificationResult: Sendable, CustomStringConvertible {
    /// Whether the expectation held.
    public let success: Bool
    /// Every recorded call of the selector on the subject, numbered, with arguments and results:
    /// the calls made before the verification, described when this is read.
    public var recordedCallsDescription: String {
        if let details { return details.recordedCallsDescription }
        guard let snapshot else { return "" }
        return Verifier.describe(snapshot.wordCalls(of: snapshotMethod).recordedCalls)
    }
    /// The full failure message (empty on success): what was expected, what happened, the
    /// recorded calls, the closest one and the argument that differs.
    public var failureMessage: String { details?.failureMessage ?? "" }
    /// The calls a successful verification matched, by sequence number: they count as verified
    /// for ``InvocationRecorder/didHaveNoMoreInteractions()``.
    package var matchedSequenceNumbers: SequenceNumbers
    /// For a failure: every call the spies recorded (not only the verified method's), attached
    /// whole to the Swift Testing test when the failure is reported; empty on success.
    var evidence: FailureEvidence? { details?.evidence }

    // The stored parts are references and plain words only, so that a copy is a few retains made
    // in place: with the recorded calls as an enum of three payloads, a message and the evidence
    // stored here, every copy and destruction of a result went through its value witnesses
    // (about 870 instructions a passing verification: three copies and three destructions on
    // its way back to the test; `per test` benchmark).

    /// A passing verification on words: the calls of `snapshotMethod` its log held when it counted
    /// them, described when read. Kept as they are, not in a closure: its context was one more
    /// object made and freed with every verification.
    private let snapshot: LogSnapshot?
    private let snapshotMethod: Int
    /// Any other verification's message, recorded calls and evidence.
    private let details: Details?

    private final class Details: Sendable {
        let failureMessage: String
        let recordedCalls: RecordedCalls
        let evidence: FailureEvidence?

        enum RecordedCalls: Sendable {
            case text(String)
            case described(@Sendable () -> String)
        }

        init(failureMessage: String, recordedCalls: RecordedCalls, evidence: FailureEvidence?) {
            self.failureMessage = failureMessage
            self.recordedCalls = recordedCalls
            self.evidence = evidence
        }

        var recordedCallsDescription: String {
            switch recordedCalls {
            case let .text(text): text
            case let .described(describe): describe()
            }
        }
    }

    init(success: Bool, recordedCallsDescription: String, failureMessage: String,
         matchedSequenceNumbers: SequenceNumbers = SequenceNumbers(),
         evidence: FailureEvidence? = nil) {
        self.init(success: success, source: .text(recordedCallsDescription), failureMessage: failureMessage,
                  matchedSequenceNumbers: matchedSequenceNumbers, evidence: evidence)
    }

    init(success: Bool, recordedCalls describe: @escaping @Sendable () -> String, failureMessage: String,
         matchedSequenceNumbers: SequenceNumbers = SequenceNumbers(), evidence: FailureEvidence? = nil) {
        self.init(success: success, source: .described(describe), failureMessage: failureMessage,
                  matchedSequenceNumbers: matchedSequenceNumbers, evidence: evidence)
    }

    /// A passing verification on words, of `matched` calls of `method` in `snapshot`'s log.
    init(passingWith matched: SequenceNumbers, of method: Int, in snapshot: LogSnapshot) {
        // Each property set here, not through the general initializer: a debug build copied the
        // whole result once more through each initializer it went through.
        success = true
        self.snapshot = snapshot
        snapshotMethod = method
        details = nil
        matchedSequenceNumbers = matched
    }

    private init(success: Bool, source recordedCalls: Details.RecordedCalls, failureMessage: String,
                 matchedSequenceNumbers: SequenceNumbers = SequenceNumbers(), evidence: FailureEvidence? = nil) {
        self.success = success
        snapshot = nil
        snapshotMethod = 0
        details = Details(failureMessage: failureMessage, recordedCalls: recordedCalls, evidence: success ? nil : evidence)
        self.matchedSequenceNumbers = matchedSequenceNumbers
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
