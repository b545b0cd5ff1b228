import SwizzleCore
import SwizzleLayers
import IssueReporting

extension InvocationRecorder {
    /// Waits until `selector` has been called (with `withArguments`, if given) as often as
    /// `countSpecifier` says, or `timeout` passes: for calls made on other threads or tasks.
    /// Fails the current test at the caller's line on timeout, with the full message.
    @discardableResult
    public func waitUntilCalled(_ selector: Selector, withArguments arguments: [Any?]? = nil,
                                countSpecifier: CountSpecifier = .atLeast(1), timeout: Duration = .seconds(1),
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) async -> VerificationResult {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var result = didCall(selector, withArguments: arguments, countSpecifier: countSpecifier)
        // Polling, not signalling: recording stays one lock per call, and a test waits at most
        // a millisecond longer than needed.
        while !result.success && clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
            result = didCall(selector, withArguments: arguments, countSpecifier: countSpecifier)
        }
        if !result.success {
            result.attachEvidence(fileID: fileID, filePath: filePath, line: line, column: column)
            reportIssue("Timed out after \(timeout) waiting. " + result.failureMessage,
                        fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return result
    }
}
