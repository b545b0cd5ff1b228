import SwizzleCore
import SwizzleLayers

/// Did the superclass's implementation run for this subject — the check that an override calls
/// super.
///
/// The spy's layer goes on the superclass of the subject's class; calls reach it through super
/// calls (or by inheritance). Only calls whose receiver is the subject are recorded; others pass
/// through.
///
/// Subject rules: a class subject must be a strict subclass of `rootClass` (class methods); an
/// instance subject an instance of one (instance methods). `init?(on:rootClass:selectors:)`
/// returns nil for a subject that breaks them.
public final class IndirectInvocationSpy<Subject>: InvocationSpy, SpyCreating, @unchecked Sendable {
    /// The spied object or class (held while the spy lives).
    public let subject: Subject

    /// A spy, or an error that says which rule `subject` breaks.
    public init(validating subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        self.subject = subject
        try super.init(.indirect, on: subject, rootClass: rootClass, selectors: selectors,
                       location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
