import SwizzleCore
import SwizzleLayers

/// Checks recorded invocations against an expectation and, when it fails, says what was
/// expected, what happened, every recorded call of the selector, and the closest call with the
/// argument that differs (Mockito's "Wanted but not invoked … However, there were …", gMock's
/// "Expected arg #1 … Actual …").
package struct Verifier {
    let invocations: [RecordedCall]
    let subjectName: SubjectName
    var subjectDescription: String { subjectName.description }
    let forwarding: Bool
    let spiedSelectors: [Selector]
    let missingCallHint: String?

    func verify(_ selector: Selector, matching: ArgumentMatching?, count: CountSpecifier) -> VerificationResult {
        let calls = invocations.filter { $0.selector == selector }
        if let misuse = count.misuse {
            return VerificationResult(success: false, recordedCallsDescription: Self.describe(calls),
                                      failureMessage: "Cannot verify \(selector) on \(subjectDescription): \(misuse)", evidence: evidence)
        }
        var matched: [RecordedCall] = []
        var incomparable: [String] = []
        for call in calls {
            let comparisons = matching?.compare(call.arguments) ?? []
            for case let .incomparable(reason) in comparisons { incomparable.append(reason) }
            if comparisons.allSatisfy({ if case .match = $0 { true } else { false } }) { matched.append(call) }
        }
        for call in matched { matching?.capture(call.arguments) }
        guard count.isSatisfied(by: matched.count) && incomparable.isEmpty && spiedSelectors.contains(selector) else {
            let recorded = Self.describe(calls)
            return VerificationResult(success: false, recordedCallsDescription: recorded,
                                      failureMessage: failureMessage(selector, matching, count, calls, matched.count,
                                                                     incomparable, recorded),
                                      evidence: evidence)
        }
        return VerificationResult(success: true, recordedCalls: { Self.describe(calls) }, failureMessage: "",
                                  matchedSequenceNumbers: SequenceNumbers(matched.map(\.sequenceNumber)))
    }

    /// Whether every recorded call is among `verified` (Mockito's `verifyNoMoreInteractions`),
    /// or, for `nothingAtAll`, whether there was no call at all (`verifyNoInteractions`).
    func verifyNoMoreInteractions(verified: Set<UInt64>, nothingAtAll: Bool) -> VerificationResult {
        let left = nothingAtAll ? invocations : invocations.filter { !verified.contains($0.sequenceNumber) }
        guard left.isEmpty else {
            let recorded = Self.describe(left)
            let wanted = nothingAtAll ? "No interactions wanted with" : "No more interactions wanted with"
            let which = nothingAtAll ? "these calls were made" : "these calls were not verified"
            return VerificationResult(success: false, recordedCallsDescription: recorded,
                                      failureMessage: "\(wanted) \(subjectDescription), but \(which):\n\(recorded)", evidence: evidence)
        }
        return VerificationResult(success: true, recordedCallsDescription: Self.describe(left), failureMessage: "")
    }

    /// The whole evidence, for the attachment of a failure: every recorded call of every spied
    /// method, not only the verified one's.
    var evidence: FailureEvidence {
        FailureEvidence(name: "Evidence of \(subjectDescription).txt",
                        parts: [.init(subject: subjectDescription, forwarding: forwarding, invocations: invocations)])
    }

    /// "  1. add(_:_:)(2, 3) -> 5", one line a call; "(none)" if there are none.
    static func describe(_ calls: [RecordedCall]) -> String {
        guard !calls.isEmpty else { return "  (none)" }
        return calls.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    private func failureMessage(_ selector: Selector, _ matching: ArgumentMatching?, _ count: CountSpecifier,
                                _ calls: [RecordedCall], _ matchedCount: Int, _ incomparable: [String],
                                _ recorded: String) -> String {
        guard spiedSelectors.contains(selector) else {
            let spied = spiedSelectors.map(\.description).joined(separator: ", ")
            return "'\(selector)' is not spied on \(subjectDescription); it spies on: \(spied). Add it to the selectors."
        }
        let arguments = matching.map { " with \($0.description)" } ?? ""
        var lines: [String] = []
        let happened = matchedCount == 0 ? (calls.isEmpty ? "it was never called" : "it was never called with those arguments")
            : "it was called \(times(matchedCount))\(matching == nil ? "" : " with those arguments")"
        let wanted = count == .atLeast(1) && matchedCount == 0 ? "Wanted but not invoked" : "Wanted \(count)"
        lines.append("\(wanted): \(selector)\(arguments) on \(subjectDescription) (forwarding \(forwarding ? "on" : "off")); \(happened).")
        lines.append("Recorded calls of \(selector) on this subject:")
        lines.append(recorded)
        lines.append(contentsOf: incomparable.map { "An argument could not be compared: \($0)." })
        if matchedCount == 0, let matching, let closest = closest(calls, to: matching) {
            lines.append(closest)
        }
        if matchedCount == 0, let missingCallHint { lines.append(missingCallHint) }
        if calls.isEmpty {
            let others = Set(invocations.map(\.selector.name)).sorted()
            if !others.isEmpty { lines.append("Other calls on this subject: \(others.joined(separator: ", ")).") }
        }
        return lines.joined(separator: "\n")
    }

    /// The call with the fewest differing arguments, and each argument that differs.
    private func closest(_ calls: [RecordedCall], to matching: ArgumentMatching) -> String? {
        let scored = calls.enumerated().map { index, call in
            (index, call, matching.compare(call.arguments))
        }
        guard let (index, call, comparisons) = scored.min(by: { mismatches($0.2) < mismatches($1.2) }) else { return nil }
        guard call.arguments.count == matching.count else {
            return "Closest: call \(index + 1) has \(call.arguments.count) arguments, \(matching.count) were expected."
        }
        let differences = comparisons.enumerated().compactMap { position, comparison -> String? in
            if case .match = comparison { return nil }
            return "argument #\(position + 1): expected \(ArgumentMatching.describeExpected(matching.expected(at: position))), "
                + "actual \(describeValue(call.arguments[position]))"
        }
        return "Closest: call \(index + 1) — " + differences.joined(separator: "; ") + "."
    }

    private func mismatches(_ comparisons: [ArgumentComparison]) -> Int {
        comparisons.filter { if case .match = $0 { false } else { true } }.count
    }
}
