internal import CSwizzleRuntime

/// A failed verification's evidence, attached whole to the running Swift Testing test (the
/// issue's message has only the verified method's calls).
///
/// This layer links no test framework, so it reaches Swift Testing's `Attachment.record` through
/// SwizzleKit's test integration, a C function the runtime's header declares weak: in a process
/// without it nothing is attached, and under XCTest it attaches nothing.
package enum EvidenceAttachment {
    /// Whether SwizzleKit's recorder is in this process.
    package static var isAvailable: Bool { sk_test_attachments_available() }

    /// For SwizzleKit's own tests: receives what would be attached, in place of Swift Testing.
    @TaskLocal package static var observer: (@Sendable (_ name: String, _ text: String) -> Void)?

    /// Attaches `text` as `name` to the running Swift Testing test, at the given place.
    static func record(named name: String, _ text: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if let observer { return observer(name, text) }
        guard isAvailable else { return }
        sk_record_test_attachment(name, text, "\(fileID)", "\(filePath)", Int(line), Int(column))
    }
}
