import Synchronization

/// Global initializer mocks, in the style of MIMocker: code under test builds its collaborators
/// itself (`Service.make(id: "x")`), and every such construction returns the test's mock.
///
/// With `@Swizzlable`, each initializer `init(…)` has a dispatched factory `make(…)` registered
/// under the initializer's selector (`"init(id:)"`); a global mock replaces that entry for the
/// class itself. Subclasses construct normally unless they are mocked too. Mocking a class twice
/// stacks: the newest answers, and undoing it brings back the one before.
public enum GlobalMocker {
    /// Every future construction through `initSelector` returns one mock: a real `T` made once
    /// with `init()`, whose dispatched methods are recorded and answer stubs or defaults.
    /// - Throws: ``MockError`` if `T` is not `@Swizzlable`, has no such initializer, or no `init()`.
    public static func globalMock<T: AnyObject>(for type: T.Type, initSelector: Selector,
                                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                line: UInt = #line, column: UInt = #column) throws(MockError) -> GlobalMock<T> {
        try install(type, initSelector, override: nil, scope: nil,
                    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Every future construction through `initSelector` returns what `override` builds from
    /// the construction (its arguments are in the ``Invocation``). The objects it returns are
    /// the mock's objects: their calls are recorded and answer the mock's stubs.
    public static func globalMock<T: AnyObject>(for type: T.Type, initSelector: Selector,
                                                override: @escaping (Invocation) -> T,
                                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                line: UInt = #line, column: UInt = #column) throws(MockError) -> GlobalMock<T> {
        try install(type, initSelector, override: override, scope: nil,
                    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A static factory (`class func shared() -> T`, `static func with(id:) -> T`) returns what
    /// `override` builds.
    public static func classMock<T: AnyObject>(for type: T.Type, initSelector: Selector,
                                               override: @escaping (Invocation) -> T,
                                               fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                               line: UInt = #line, column: UInt = #column) throws(MockError) -> GlobalMock<T> {
        try install(type, initSelector, override: override, scope: nil,
                    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Undoes every process-wide mock of `type`, newest first. Does nothing if there is none.
    public static func undoMock(for type: AnyClass) {
        for undo in MockMap.undoActions(for: type) { undo() }
    }

    /// Undoes every process-wide mock.
    public static func undoAllMocks() {
        for undo in MockMap.undoActions(for: nil) { undo() }
    }

    /// A mock seen only by code running inside `body`'s task tree, so parallel tests can mock
    /// one class differently; removed when `body` ends, even if it throws.
    public static func withGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (GlobalMock<T>) throws -> R
    ) throws -> R {
        let scope = nextScope.add(1, ordering: .relaxed).newValue
        let mock = try install(type, initSelector, override: override, scope: scope,
                               SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        defer { mock.undo() }
        return try MockScope.$active.withValue(MockScope.active.union([scope])) { try body(mock) }
    }

    /// The asynchronous form of ``withGlobalMock(for:initSelector:override:fileID:filePath:line:column:_:)``.
    public static func withGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        let scope = nextScope.add(1, ordering: .relaxed).newValue
        let mock = try install(type, initSelector, override: override, scope: scope,
                               SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        defer { mock.undo() }
        return try await MockScope.$active.withValue(MockScope.active.union([scope])) { try await body(mock) }
    }

    private static let nextScope = Atomic<UInt64>(0)

    private static func install<T: AnyObject>(_ type: T.Type, _ initSelector: Selector, override: ((Invocation) -> T)?,
                                              scope: UInt64?, _ location: SourceLocation) throws(MockError) -> GlobalMock<T> {
        guard let runtimeClass = (type as? any Swizzlable.Type)?.runtimeClass else {
            throw .notSwizzlable(String(reflecting: type))
        }
        let factorySignature = try signature(of: initSelector, in: runtimeClass, returning: type)
        let initial: T? = override == nil ? try plainInstance(of: type, runtimeClass) : nil
        let objectCore = MockObjects.core(for: initial, of: runtimeClass, stubs: nil, location: location)
        let record = UInt(bitPattern: runtimeClass.record)
        let method = SpiedMethod(selector: initSelector, signature: factorySignature,
                                 target: .object(record, runtimeClass, .class, initSelector),
                                 spySelector: nil, spyTarget: nil, evidence: [])
        let onlyInScope: (@Sendable () -> Bool)? = scope.map { scope in { @Sendable in MockScope.active.contains(scope) } }
        let constructionCore = SpyCore(subject: type as AnyClass, subjectPointer: record,
                                       subjectDescription: "global mock of \(runtimeClass) constructions",
                                       methods: [method], forwards: false, location: location, condition: onlyInScope)
        let mock = GlobalMock<T>(objectCore: objectCore, initial: initial, constructionCore: constructionCore)
        constructionCore.stubs.add(initSelector, matching: nil, action: .body { (arguments: [Any]) -> Any? in
            guard let override else { return mock.object }
            let construction = Invocation(selector: initSelector, receiver: type, arguments: arguments, returnValue: nil,
                                          error: nil, sequenceNumber: SequenceCounter.next(), thread: .current)
            let object = override(construction)
            mock.adopt(object) { MockObjects.core(for: object, of: runtimeClass, stubs: objectCore.stubs, location: location) }
            return object
        }, location: location)
        if initial != nil { objectCore.begin() }
        constructionCore.begin()
        if scope == nil { MockMap.add(mock) }
        return mock
    }

    /// The factory's signature, which must return `T` (or `T?`).
    private static func signature<T>(of selector: Selector, in runtimeClass: RuntimeClass,
                                     returning type: T.Type) throws(MockError) -> MethodSignature {
        guard selector.isWellFormed, let method = try? runtimeClass.method(selector, .class), let signature = method.signature else {
            throw .unknownInitializer(selector, className: runtimeClass.name)
        }
        let result = signature.result.swiftType
        guard result == T.self || result == T?.self else {
            throw .returnsAnotherType(selector, returns: "\(result)", expected: "\(T.self)")
        }
        return signature
    }

    /// A real `T` made through its `init()` entry in the class table (not through any mock).
    private static func plainInstance<T: AnyObject>(of type: T.Type, _ runtimeClass: RuntimeClass) throws(MockError) -> T {
        let selector: Selector = "init()"
        guard let signature = try? self.signature(of: selector, in: runtimeClass, returning: type),
              signature.parameters.isEmpty,
              let implementation = sk_lookup(runtimeClass.record, SK_CLASS_SIDE, selector.raw)
        else { throw .noPlainInitializer(String(reflecting: type)) }
        let receiver = UnsafeMutableRawPointer(runtimeClass.record)
        if signature.result.swiftType == T?.self,
           let object = try? GenericCall.invoke(implementation, signature: signature, receiver: receiver, selector: selector,
                                                returning: T?.self) {
            return object
        }
        guard let object = try? GenericCall.invoke(implementation, signature: signature, receiver: receiver,
                                                   selector: selector, returning: T.self)
        else { throw .noPlainInitializer(String(reflecting: type)) }
        return object
    }
}
