@_spi(Internals) import SwizzleCore
import SwizzleLayers

// Spies made from typed method references: key paths into the subject's namespace, or references
// given as values for a subclass's own methods and class methods.

/// The selectors of typed references, as a spy is made with them.
func coselectors<Root: SwizzleMethodNamespace>(_ members: [PartialKeyPath<Root>]) -> [SpyCoselectors] {
    // Read as key paths of any root: each element is a key path object either way, and reading a
    // list of this generic root's key paths made its element type's metadata on every spy made,
    // about 330 instructions (`per test` benchmark).
    let keyPaths = unsafeBitCast(members, to: [AnyKeyPath].self)
    // Indices, not `flatMap`: nothing here is specialized (it is generic over the caller's
    // namespace), and `flatMap` built its iterator's and its segments' metadata at run time,
    // 4,200 instructions of making a spy.
    if keyPaths.count == 1 { return MethodKeyPaths.coselectors(keyPaths[0], in: Root.self) }
    var all: [SpyCoselectors] = []
    var index = 0
    while index < keyPaths.count {
        all += MethodKeyPaths.coselectors(keyPaths[index], in: Root.self)
        index += 1
    }
    return all
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

    /// A spy on `subject`'s calls of one method: `try DirectInvocationSpy(on: calculator, spying: \.add)`,
    /// as the list form does with one, without the list (made and freed with every spy, about
    /// 750 instructions of a debug build's test).
    public convenience init(on subject: Subject, spying method: PartialKeyPath<Subject.SwizzleMethods>,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) throws(SpyCreationError) {
        try self.init(validating: subject, rootClass: type(of: subject),
                      selectors: MethodKeyPaths.coselectors(method, in: Subject.SwizzleMethods.self),
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
    /// references as values: `spy.stub(Calculator.SwizzleMethods().version)`. Every test shares a
    /// class, so the spy sees only its own test's calls unless its ``InvocationSpy/reach`` is
    /// ``SpyReach/wholeProcess``.
    public convenience init<Class: SwizzleMethodProviding & AnyObject>(
        on subject: Class.Type, spyingClassMethods methods: PartialKeyPath<Class.SwizzleMethods>..., fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(SpyCreationError) where Subject == Class.Type {
        try self.init(validating: subject, rootClass: subject, selectors: coselectors(methods),
                      fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension DirectInvocationSpy where Subject: SwizzleMethodProviding & AnyObject {
    /// A spy on `methods` of every value of `type`, a struct or enum (and on its static methods):
    /// `try DirectInvocationSpy(onEveryValueOf: Money.self, spying: \.formatted)`. Its subject is
    /// `type.swizzleValues`, the one object that stands for them all in the table. Every test
    /// shares a type's values, so the spy sees only its own test's calls unless its
    /// ``InvocationSpy/reach`` is ``SpyReach/wholeProcess``.
    public convenience init<Value: SwizzlableValueType>(
        onEveryValueOf type: Value.Type, spying methods: PartialKeyPath<Subject.SwizzleMethods>...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(SpyCreationError) where Subject == Value.SwizzleValues {
        try self.init(validating: type.swizzleValues, rootClass: Subject.self, selectors: coselectors(methods), values: .every,
                      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension DirectInvocationSpy where Subject: SwizzleMethodProviding & AnyObject {
    /// A spy on `methods` of one value of a struct or enum, told from the others by its `id`: a
    /// copy of it is the same value, another value with another `id` is not (and a static
    /// method's call is no value's): `try DirectInvocationSpy(onValue: transfer, spying: \.fee)`.
    /// Its stubs answer for that value only; a spy on every value sees its calls too. (`Value`'s
    /// metatype is `SendableMetatype`, as every struct and enum's is unless an isolated
    /// conformance holds it to one actor: the test that admits the value runs on any thread.)
    public convenience init<Value: SwizzlableValueType & Identifiable & SendableMetatype>(
        onValue value: Value, spying methods: PartialKeyPath<Subject.SwizzleMethods>...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(SpyCreationError) where Subject == Value.SwizzleValues, Value.ID: Sendable {
        let id = value.id
        try self.init(validating: Value.swizzleValues, rootClass: Subject.self, selectors: coselectors(methods),
                      values: SpiedValues(description: "the \(Value.self) value with id \(id)",
                                          admits: { ReplacementValue.current(as: Value.self)?.pointee.id == id }),
                      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
