import SwizzleCore
import SwizzleLayers

/// How both spy classes are made: each has a throwing designated initializer; the failable
/// `init?(on:rootClass:selectors:)` forms are written once, here.
public protocol SpyCreating: InvocationSpy {
    /// The type of the object (or class) the spy watches.
    associatedtype Subject

    /// A spy, or an error that says which subject rule `subject` breaks.
    init(validating subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
         fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) throws(SpyCreationError)
}

extension SpyCreating {
    /// A spy, or nil if `subject` breaks the subject rules, `rootClass` never opted in, or the
    /// root class has no such method. Use `init(validating:rootClass:selectors:)` to learn why.
    public init?(on subject: Subject, rootClass: AnyClass, selectors: SpyCoselectors,
                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                 line: UInt = #line, column: UInt = #column) {
        try? self.init(validating: subject, rootClass: rootClass, selectors: [selectors],
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A spy on several methods at once, or nil (see the single-selector initializer).
    public init?(on subject: Subject, rootClass: AnyClass, selectors: [SpyCoselectors],
                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                 line: UInt = #line, column: UInt = #column) {
        try? self.init(validating: subject, rootClass: rootClass, selectors: selectors,
                       fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
