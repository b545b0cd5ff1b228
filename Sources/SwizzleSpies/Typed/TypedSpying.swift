import SwizzleCore
import SwizzleLayers

/// A spy or mock whose subject's class has typed method references: its typed API takes key
/// paths into that class's `SwizzleMethods` (`\.add`, `\.balance.set`).
///
/// ```swift
/// let spy = try DirectInvocationSpy(on: calculator, spying: \.add, \.describe)
/// spy.stub(\.add).with(.value(2), .any).andReturn(5)
/// spy.verify(\.add).with(2, 3).called(.once)
/// let calls = spy.calls(\.add)          // [TypedInvocation<Int, Int, Int>]
/// ```
///
/// A method a subclass declares is in the subclass's own namespace, given as a value:
/// `spy.stub(Scientific.SwizzleMethods().squareRoot)` (the subclass inherits its root's
/// conformance, so `\.name` looks in the root's namespace).
public protocol TypedSpying: InvocationRecorder {
    /// Where `\.name` looks: the subject class's `SwizzleMethods`.
    associatedtype SwizzleMethods: SwizzleMethodNamespace
}

extension TypedSpying {
    /// Starts a stub: `spy.stub(\.add).with(2, 3).andReturn(5)`.
    public func stub<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
                                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                            line: UInt = #line, column: UInt = #column) -> TypedStub<Result, repeat each Argument> {
        stub(SwizzleMethods()[keyPath: method], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Starts a verification: `spy.verify(\.add).with(2, 3).called(.once)`.
    public func verify<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
                                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                              line: UInt = #line, column: UInt = #column) -> TypedVerification<Result, repeat each Argument> {
        verify(SwizzleMethods()[keyPath: method], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The recorded calls of a method, typed: `spy.calls(\.add).map(\.arguments.0)`.
    public func calls<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>,
                                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                             line: UInt = #line, column: UInt = #column) -> [TypedInvocation<Result, repeat each Argument>] {
        calls(SwizzleMethods()[keyPath: method], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes a method's stubs.
    public func removeStubs<Result, each Argument>(_ method: KeyPath<SwizzleMethods, SwizzleMethod<Result, repeat each Argument>>) {
        removeStubs(SwizzleMethods()[keyPath: method])
    }
}

extension DirectInvocationSpy: TypedSpying where Subject: SwizzleMethodProviding {
    public typealias SwizzleMethods = Subject.SwizzleMethods
}

extension IndirectInvocationSpy: TypedSpying where Subject: SwizzleMethodProviding {
    public typealias SwizzleMethods = Subject.SwizzleMethods
}

/// The selectors of typed references, as a spy is made with them.
func coselectors<Root: SwizzleMethodNamespace>(_ members: [PartialKeyPath<Root>]) -> [SpyCoselectors] {
    let namespace = Root()
    // Every member of a generated namespace is a method or a property; a key path to anything
    // else (a hand-written member) names no method, and the spy says it spies nothing.
    return coselectors(members.compactMap { namespace[keyPath: $0] as? any SwizzleMemberReference })
}

func coselectors(_ members: [any SwizzleMemberReference]) -> [SpyCoselectors] {
    members.flatMap(\.methodReferences).map { SpyCoselectors(methodType: $0.methodType, original: $0.selector) }
}

extension DirectInvocationSpy where Subject: SwizzleMethodProviding & AnyObject {
    /// A spy on `subject`'s calls of `methods`: `try DirectInvocationSpy(on: calculator, spying: \.add, \.balance)`
    /// (a property spies its getter and setter). Throws if `subject`'s class does not have them.
    public convenience init(on subject: Subject, spying methods: PartialKeyPath<Subject.SwizzleMethods>...,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        try self.init(validating: subject, rootClass: type(of: subject), selectors: coselectors(methods),
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension DirectInvocationSpy where Subject: AnyObject {
    /// A spy on methods given as references, for a subclass's own methods, which its namespace
    /// holds: `try DirectInvocationSpy(on: gateway, spyingReferences: RetryingGateway.SwizzleMethods().backoff)`
    /// (a subclass's namespace reaches its superclass's members too).
    public convenience init(on subject: Subject, spyingReferences methods: any SwizzleMemberReference...,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        try self.init(validating: subject, rootClass: type(of: subject), selectors: coselectors(methods),
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension DirectInvocationSpy {
    /// A spy on the class methods `methods` of `subject`, a class:
    /// `try DirectInvocationSpy(on: Calculator.self, spyingClassMethods: \.version)`. Its typed API takes the
    /// references as values: `spy.stub(Calculator.SwizzleMethods().version)`.
    public convenience init<Class: SwizzleMethodProviding & AnyObject>(
        on subject: Class.Type, spyingClassMethods methods: PartialKeyPath<Class.SwizzleMethods>..., fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(SpyCreationError) where Subject == Class.Type {
        try self.init(validating: subject, rootClass: subject, selectors: coselectors(methods),
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension IndirectInvocationSpy where Subject: SwizzleMethodProviding & AnyObject {
    /// A spy on whether `subject`'s overrides of `methods` call super: it records the calls that
    /// reach the superclass's implementations for `subject`.
    public convenience init(on subject: Subject, spying methods: PartialKeyPath<Subject.SwizzleMethods>...,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        let subjectClass: AnyClass = type(of: subject)
        try self.init(validating: subject, rootClass: _getSuperclass(subjectClass) ?? subjectClass, selectors: coselectors(methods),
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
