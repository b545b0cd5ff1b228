import SwizzleCore
import SwizzleLayers

/// One call expected by ``verifyInOrder(_:fileID:filePath:line:column:)``: made with
/// ``InvocationRecorder/call(_:withArguments:count:)``.
public struct ExpectedCall: @unchecked Sendable, CustomStringConvertible {
    let recorder: InvocationRecorder
    let selector: Selector
    let arguments: [Any?]?
    /// How many matching calls this step wants, between the step before and the step after.
    let count: CountSpecifier

    func matches(_ invocation: RecordedCall) -> Bool {
        invocation.selector == selector && (arguments.map { ArgumentMatching(expected: $0).matches(invocation.arguments) } ?? true)
    }

    /// The sequence numbers of this call's matches after `after`, in order.
    func matches(after: UInt64) -> [UInt64] {
        recorder.invocations.filter(matches).map(\.sequenceNumber).filter { $0 > after }.sorted()
    }

    public var description: String {
        "\(selector)" + (arguments.map { ArgumentMatching(expected: $0).description } ?? "")
            + (count == .atLeast(1) ? "" : " \(count)") + " on \(recorder.subjectDescription)"
    }
}

/// Whether the expected calls happened in this order (other calls may come between), across any
/// spies and mocks, by their invocations' sequence numbers. Each step's count is checked between
/// the step before it and the step after it: `.exactly(2)` wants two matching calls there and
/// no third. Reports nothing; see ``verifyInOrder(_:fileID:filePath:line:column:)``.
public func didCallInOrder(_ calls: [ExpectedCall]) -> VerificationResult {
    var after: UInt64 = 0
    var failure: String?
    for (index, call) in calls.enumerated() {
        if let misuse = call.count.misuse {
            failure = "Expected call \(index + 1) of \(calls.count), \(call): \(misuse)"
            break
        }
        let matches = call.matches(after: after)
        let minimum = call.count.minimum
        let reached = minimum > 0 ? matches.dropFirst(minimum - 1).first : after
        // Where this step's stretch ends: the next step's first match after it (the end for the last).
        let end = reached.flatMap { reached in index + 1 < calls.count ? calls[index + 1].matches(after: reached).first : nil }
        let inStretch = end.map { end in matches.filter { $0 < end }.count } ?? matches.count
        guard let reached, call.count.isSatisfied(by: inStretch) else {
            let place = index == 0 ? "" : " after call \(index) (\(calls[index - 1]))"
            failure = matches.isEmpty
                ? "Expected call \(index + 1) of \(calls.count), \(call), was not made\(place)."
                : "Expected call \(index + 1) of \(calls.count), \(call), \(call.count)\(place); it was made \(times(inStretch)) there."
            break
        }
        after = reached
    }
    let all = calls.flatMap { call in call.recorder.invocations.filter(call.matches).map { ($0, call) } }
        .sorted { $0.0.sequenceNumber < $1.0.sequenceNumber }
    let recorded = all.isEmpty ? "  (none)"
        : all.enumerated().map { "  \($0.offset + 1). \($0.element.0) on \($0.element.1.recorder.subjectDescription)" }
            .joined(separator: "\n")
    guard let failure else { return VerificationResult(success: true, recordedCallsDescription: recorded, failureMessage: "") }
    let message = failure + "\nThe matching calls, in the order they were made:\n" + recorded
    // The evidence of every spy and mock the steps name, each once, in the order first named.
    var seen: Set<ObjectIdentifier> = []
    let recorders = calls.map(\.recorder).filter { seen.insert(ObjectIdentifier($0)).inserted }
    let parts = recorders.map { FailureEvidence.Part(subject: $0.subjectDescription, forwarding: nil, invocations: $0.invocations) }
    return VerificationResult(success: false, recordedCallsDescription: recorded, failureMessage: message,
                              evidence: FailureEvidence(name: "Evidence of the calls verified in order.txt", parts: parts))
}

/// Like ``didCallInOrder(_:)``, and fails the current test at the caller's line if not.
@discardableResult
public func verifyInOrder(_ calls: [ExpectedCall], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) -> VerificationResult {
    didCallInOrder(calls).reported(fileID: fileID, filePath: filePath, line: line, column: column)
}
