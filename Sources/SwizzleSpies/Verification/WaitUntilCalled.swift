import SwizzleCore
import SwizzleLayers
import IssueReporting

extension InvocationRecorder {
    /// Waits until `selector` has been called (with `withArguments`, if given) as often as
    /// `countSpecifier` says, or `timeout` passes: for calls made on other threads or tasks.
    /// Fails the current test at the caller's line on timeout, with the full message.
    ///
    /// The timeout counts the time this task slept between its checks (one a millisecond), at
    /// most 10 ms a check, not the wall clock: when the machine or the cooperative thread pool is
    /// so busy that this task is not run again within 10 ms, the rest is not counted, as the work
    /// it waits for was most likely held up as well. On a loaded machine the wait can therefore
    /// last longer than `timeout` in wall-clock time; it ends as soon as the call is recorded, or
    /// early (failing) when the waiting task is cancelled.
    @discardableResult
    public func waitUntilCalled(_ selector: Selector, withArguments arguments: [Any?]? = nil,
                                countSpecifier: CountSpecifier = .atLeast(1), timeout: Duration = .seconds(1),
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) async -> VerificationResult {
        let clock = ContinuousClock()
        var budget = WaitBudget(timeout: timeout)
        var result = didCall(selector, withArguments: arguments, countSpecifier: countSpecifier)
        // Polling, not signalling: recording stays one lock per call, and a test waits at most
        // a millisecond longer than needed.
        while !result.success && !budget.isSpent && !Task.isCancelled {
            let asleep = clock.now
            try? await Task.sleep(for: .milliseconds(1))
            budget.charge(sleptFor: clock.now - asleep)
            result = didCall(selector, withArguments: arguments, countSpecifier: countSpecifier)
        }
        if !result.success {
            result.attachEvidence(fileID: fileID, filePath: filePath, line: line, column: column)
            let why = budget.isSpent ? "Timed out after \(timeout) waiting. " : "Stopped waiting: the waiting task was cancelled. "
            reportIssue(why + result.failureMessage,
                        fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return result
    }
}
