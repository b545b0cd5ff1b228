import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// Global mocks of typed construction references: `\.make` is the class's `init(…)` as its
/// `make(…)` factory constructs through it (`\.makeApiKey` beside another initializer), or a
/// static factory that returns the class. The override gets the construction's arguments typed.
///
/// ```swift
/// try GlobalMocker.withGlobalMock(for: PaymentGateway.self, initializer: \.make) { mock in
///     mock.stub(\.charge).andReturn(true)
///     …
/// }
/// ```
extension GlobalMocker {
    /// Every future construction through `initializer` returns one mock (see
    /// ``globalMock(for:initSelector:fileID:filePath:line:column:)``), or what `override` builds
    /// from the construction's arguments.
    public static func globalMock<T: SwizzleMethodProviding & AnyObject, each Argument>(
        for type: T.Type, initializer: KeyPath<T.SwizzleMethods, SwizzleMethod<T, repeat each Argument>>,
        override: ((repeat each Argument) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(MockError) -> GlobalMock<T> {
        try processWide(type, selector(of: initializer), override: untyped(override),
                        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `body` with a mock of `initializer` that only `body`'s task tree sees (see
    /// ``withGlobalMock(for:initSelector:override:fileID:filePath:line:column:_:)``).
    public static func withGlobalMock<T: SwizzleMethodProviding & AnyObject, each Argument, R>(
        for type: T.Type, initializer: KeyPath<T.SwizzleMethods, SwizzleMethod<T, repeat each Argument>>,
        override: ((repeat each Argument) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (GlobalMock<T>) throws -> R
    ) throws -> R {
        try withGlobalMock(for: type, initSelector: selector(of: initializer), override: untyped(override),
                           fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// The asynchronous form of the scoped typed mock.
    public static func withGlobalMock<T: SwizzleMethodProviding & AnyObject, each Argument, R>(
        for type: T.Type, initializer: KeyPath<T.SwizzleMethods, SwizzleMethod<T, repeat each Argument>>,
        override: ((repeat each Argument) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        try await withGlobalMock(for: type, initSelector: selector(of: initializer),
                                 override: untyped(override), fileID: fileID, filePath: filePath, line: line, column: column,
                                 isolation: isolation, body)
    }

    /// Runs `body` with a mock of `initializer` that every construction in the process reaches
    /// (see ``withExclusiveGlobalMock(for:initSelector:override:fileID:filePath:line:column:isolation:_:)``).
    public static func withExclusiveGlobalMock<T: SwizzleMethodProviding & AnyObject, each Argument, R>(
        for type: T.Type, initializer: KeyPath<T.SwizzleMethods, SwizzleMethod<T, repeat each Argument>>,
        override: ((repeat each Argument) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        try await withExclusiveGlobalMock(for: type, initSelector: selector(of: initializer),
                                          override: untyped(override), fileID: fileID, filePath: filePath, line: line,
                                          column: column, isolation: isolation, body)
    }

    private static func selector<T: SwizzleMethodProviding, each Argument>(
        of initializer: KeyPath<T.SwizzleMethods, SwizzleMethod<T, repeat each Argument>>
    ) -> Selector {
        T.SwizzleMethods()[keyPath: initializer].selector
    }

    /// A typed override as the untyped one: the construction's arguments, cast to the types its
    /// reference declares (the generated reference's are the initializer's own).
    private static func untyped<T, each Argument>(_ override: ((repeat each Argument) -> T)?) -> ((RecordedCall) -> T)? {
        guard let override else { return nil }
        return { invocation in
            var cursor = 0
            return override(repeat typedArgument(invocation.arguments, &cursor, as: (each Argument).self))
        }
    }
}

extension GlobalMock: TypedSpying where T: SwizzleMethodProviding {
    public typealias SwizzleMethods = T.SwizzleMethods
}
