import SwizzleLayers
import IssueReporting

extension SourceLocation {
    /// Fails the current test (XCTest or Swift Testing) with `message` at this place, which is
    /// the user's own line: where a spy, stub or mock was made.
    package func report(_ message: String) {
        reportIssue(message, fileID: reportingFileID, filePath: filePath, line: line, column: column)
    }
}

extension UsageReports {
    /// Makes the run-time usage reports of the layers below (a subclass's `make` that builds its
    /// superclass) fail the running test: evaluated when the first spy, global mock or scope is
    /// made. Until then (a test process that has made none yet) they go to standard error only.
    package static let failTheRunningTest: Void = install { reportIssue($0) }
}

extension VerificationResult {
    /// This result, after failing the current test at the caller's line if it does not hold:
    /// what every reporting verification (`verify…`) adds to its non-reporting twin (`did…`).
    func reported(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> VerificationResult {
        reportIfFailed(fileID: fileID, filePath: filePath, line: line, column: column)
        return self
    }

    /// Fails the current test at the caller's line if this result does not hold. For a caller
    /// that keeps the result itself: returning `self` from here copied it.
    func reportIfFailed(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        guard !success else { return }
        attachEvidence(fileID: fileID, filePath: filePath, line: line, column: column)
        reportIssue(failureMessage, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Attaches the failure's whole evidence log to the running Swift Testing test (see
    /// ``EvidenceAttachment``).
    func attachEvidence(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        guard let evidence else { return }
        EvidenceAttachment.record(named: evidence.name, evidence.log, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
