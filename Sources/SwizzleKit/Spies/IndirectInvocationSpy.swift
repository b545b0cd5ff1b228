/// Did the superclass's implementation run for this subject — the check that an override calls
/// super.
///
/// The spy's layer goes on the superclass of the subject's class; calls reach it through super
/// calls (or by inheritance). Only calls whose receiver is the subject are recorded; others pass
/// through.
///
/// Subject rules: a class subject must be a strict subclass of `rootClass` (class methods); an
/// instance subject an instance of one (instance methods).
public final class IndirectInvocationSpy<Subject>: InvocationSpy, @unchecked Sendable {
    /// The spied object or class (held while the spy lives).
    public let subject: Subject

    /// A spy, or nil if `subject` breaks the subject rules, `rootClass` never opted in, or the
    /// root class has no such method. Use ``init(validating:rootClass:selectors:fileID:filePath:line:column:)``
    /// to learn why.
    public convenience init?(on subject: Subject, rootClass: AnyClass, selectors: SpyCoselectors,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) {
        try? self.init(validating: subject, rootClass: rootClass, selectors: [selectors],
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A spy on several methods at once, or nil (see the single-selector initializer).
    public convenience init?(on subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) {
        try? self.init(validating: subject, rootClass: rootClass, selectors: selectors,
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A spy, or an error that says which rule `subject` breaks.
    public init(validating subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        let classified = try SpySubject(subject)
        let methods = try classified.plan(.indirect, rootClass: rootClass, selectors: selectors)
        self.subject = subject
        super.init(core: SpyCore(subject: subject, subjectPointer: classified.pointer,
                                 subjectDescription: "indirect spy on \(classified.description)", methods: methods,
                                 forwards: true,
                                 location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                                 missingCallHint: "An indirect spy sees the superclass's implementation run for its subject: "
                                     + "does the override call super?"))
    }
}
