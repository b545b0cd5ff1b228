import SwizzleCore
import SwizzleLayers

/// Did this object (or class) receive this call — whatever class implements it, and whether or
/// not overrides call super.
///
/// Only calls whose receiver is the subject are recorded; other instances of the class run
/// as if nothing were spied, and no class's table changes.
///
/// Subject rules: a class subject must be `rootClass` or a subclass (class methods); an
/// instance subject an instance of one (instance methods). `init?(on:rootClass:selectors:)`
/// returns nil for a subject that breaks them.
public final class DirectInvocationSpy<Subject>: InvocationSpy, SpyCreating, @unchecked Sendable {
    /// The spied object or class (held while the spy lives).
    public let subject: Subject

    /// A spy, or an error that says which rule `subject` breaks.
    public init(validating subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        self.subject = subject
        try super.init(.direct, on: subject, rootClass: rootClass, selectors: selectors,
                       location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A spy on the values of a value type: `subject` stands for every value, and `values` says
    /// whether the spy watches them all or one.
    init(validating subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
         values: SpiedValues, location: SourceLocation) throws(SpyCreationError) {
        self.subject = subject
        try super.init(.direct, on: subject, rootClass: rootClass, selectors: selectors, location: location, values: values)
    }
}
