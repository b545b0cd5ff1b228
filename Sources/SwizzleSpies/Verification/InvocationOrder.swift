import SwizzleCore
import SwizzleLayers
import IssueReporting

/// One call expected by ``verifyInOrder(_:fileID:filePath:line:column:)``: made with
/// ``InvocationRecorder/call(_:withArguments:)``.
public struct ExpectedCall: @unchecked Sendable, CustomStringConvertible {
    let recorder: InvocationRecorder
    let selector: Selector
    let arguments: [Any?]?

    func matches(_ invocation: Invocation) -> Bool {
        invocation.selector == selector && (arguments.map { ArgumentMatching(expected: $0).matches(invocation.arguments) } ?? true)
    }

    public var description: String {
        "\(selector)" + (arguments.map { ArgumentMatching(expected: $0).description } ?? "")
            + " on \(recorder.subjectDescription)"
    }
}

/// Checks that the expected calls happened in this order (other calls may come between), across
/// any spies and mocks, by their invocations' sequence numbers; fails the current test at the
/// caller's line if not.
@discardableResult
public func verifyInOrder(_ calls: [ExpectedCall], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) -> VerificationResult {
    var after: UInt64 = 0
    var failure: String?
    for (index, call) in calls.enumerated() {
        let next = call.recorder.invocations.filter(call.matches).map(\.sequenceNumber).filter { $0 > after }.min()
        guard let next else {
            failure = "Expected call \(index + 1) of \(calls.count), \(call), "
                + (index == 0 ? "was not made." : "was not made after call \(index) (\(calls[index - 1])).")
            break
        }
        after = next
    }
    let all = calls.flatMap { call in call.recorder.invocations.filter(call.matches).map { ($0, call) } }
        .sorted { $0.0.sequenceNumber < $1.0.sequenceNumber }
    let recorded = all.isEmpty ? "  (none)"
        : all.enumerated().map { "  \($0.offset + 1). \($0.element.0) on \($0.element.1.recorder.subjectDescription)" }
            .joined(separator: "\n")
    guard let failure else { return VerificationResult(success: true, recordedCallsDescription: recorded, failureMessage: "") }
    let message = failure + "\nThe matching calls, in the order they were made:\n" + recorded
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return VerificationResult(success: false, recordedCallsDescription: recorded, failureMessage: message)
}
