#if canImport(Testing)
import Testing

/// Attaches a failed verification's whole evidence log, `text`, to the running Swift Testing
/// test as `name`, at the verification's place. Not for users: the spies' layer, which links no
/// test framework, reaches it through the weak declaration in the runtime's header. Under
/// XCTest, or outside a test, it attaches nothing.
@_cdecl("swizzlekit_record_evidence_attachment")
public func _swizzleKitRecordEvidenceAttachment(_ name: UnsafePointer<CChar>, _ text: UnsafePointer<CChar>,
                                                _ fileID: UnsafePointer<CChar>, _ filePath: UnsafePointer<CChar>,
                                                _ line: Int, _ column: Int) {
    guard Test.current != nil else { return }
    Attachment.record(String(cString: text), named: String(cString: name),
                      sourceLocation: Testing.SourceLocation(fileID: String(cString: fileID), filePath: String(cString: filePath),
                                                             line: line, column: column))
}
#endif
