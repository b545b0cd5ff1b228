import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// Global initializer mocks, in the style of MIMocker: the code under test builds its
/// collaborators itself (`MyOtherClass.make(id: "foo")`), and the test makes every such
/// construction return its mock.
///
/// Swift initializers cannot return another object, so an `@Swizzlable` class gets, for each
/// initializer `init(…)`, a dispatched class-side factory `make(…)` registered under the
/// initializer's selector (`"init(id:)"`); static factories (`class func shared()`) are
/// dispatched as they are. A mock replaces that entry for the class itself: code that
/// constructs through `make(…)` (or calls the factory) gets the mock, code that calls `init`
/// directly does not. A subclass constructs normally unless it is mocked itself.
///
/// Mocking an entry that is already mocked stacks: the newest answers, undoing it brings the
/// one before back, and the real factory answers again after the last. Undo is idempotent.
public enum GlobalMocker {
    /// Every future construction through `initSelector` returns one mock: a real `T` made once
    /// with the class's `init()` entry, whose dispatched methods are recorded and answer stubs,
    /// else defaults (see ``GlobalMock``).
    /// - Throws: ``MockError`` if `T` is not `@Swizzlable`, has no such entry, the entry cannot
    ///   return a `T`, or `T` has no `init()` (use the `override:` form then); nothing is installed.
    public static func globalMock<T: AnyObject>(
        for type: T.Type, initSelector: Selector,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(MockError) -> GlobalMock<T> {
        try processWide(type, initSelector, override: nil,
                        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Every future construction through `initSelector` returns what `override` builds from it
    /// (the construction's arguments are in the ``Invocation``). The objects it returns become
    /// the mock's objects: their calls are recorded and answer the mock's stubs.
    ///
    /// A static factory (`class func shared() -> T`, named by its selector `"shared()"`) is mocked
    /// the same way. `override` runs on the constructing thread, as SwizzleKit's own work: a construction it
    /// makes itself (`T.make(…)`) reaches the real factory, not the mock.
    /// - Throws: ``MockError`` as ``globalMock(for:initSelector:fileID:filePath:line:column:)``,
    ///   but `T` needs no `init()`.
    public static func globalMock<T: AnyObject>(
        for type: T.Type, initSelector: Selector, override: @escaping (Invocation<Any, [Any]>) -> T,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(MockError) -> GlobalMock<T> {
        try processWide(type, initSelector, override: override,
                        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Undoes every process-wide mock of `type` (of any of its entries), newest first. Does
    /// nothing if there is none. Scoped and exclusive mocks belong to their tests and are left alone.
    public static func undoMock(for type: AnyClass) {
        for mock in MockMap.listed(of: type, includingRemoved: true).reversed() where !mock.isExclusive { mock.undo() }
    }

    /// Undoes every process-wide mock, newest first. Scoped and exclusive mocks belong to their tests (other
    /// tests, running in parallel) and are left alone.
    public static func undoAllMocks() {
        for mock in MockMap.listed(of: nil, includingRemoved: true).reversed() where !mock.isExclusive { mock.undo() }
    }

    // MARK: Scoped mocks

    /// Runs `body` with a mock that only code running in `body`'s task tree (on its task, and
    /// in child tasks and `Task {}`s it starts) sees; constructions from any other task reach
    /// whatever is below (another test's scoped mock, a process-wide mock, or the real factory).
    /// So parallel tests can each mock the same class their own way. The mock is undone when
    /// `body` ends, even when it throws. `override` works as in the `globalMock` forms.
    /// - Throws: ``MockError`` before running `body` (nothing installed), or what `body` throws.
    public static func withGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation<Any, [Any]>) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (GlobalMock<T>) throws -> R
    ) throws -> R {
        let mock = try scoped(type, initSelector, override: override,
                              SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        defer { mock.undo() }
        return try ScopedMocks.$bound.withValue(ScopedMocks.bound + [mock]) { try body(mock) }
    }

    /// The asynchronous form of the scoped mock: `body` and every task it starts see the mock.
    public static func withGlobalMock<T: AnyObject, R>(
        for type: T.Type, initSelector: Selector, override: ((Invocation<Any, [Any]>) -> T)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (GlobalMock<T>) async throws -> R
    ) async throws -> R {
        let mock = try scoped(type, initSelector, override: override,
                              SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        defer { mock.undo() }
        return try await ScopedMocks.$bound.withValue(ScopedMocks.bound + [mock]) { try await body(mock) }
    }

    // MARK: Making mocks

    static func processWide<T: AnyObject>(_ type: T.Type, _ selector: Selector, override: ((RecordedCall) -> T)?,
                                          exclusive: Bool = false,
                                          _ location: SourceLocation) throws(MockError) -> GlobalMock<T> {
        let mock = try make(type, selector, override: override, installation: exclusive ? .exclusive : .processWide, location)
        MockMap.add(mock)
        return mock
    }

    private static func scoped<T: AnyObject>(_ type: T.Type, _ selector: Selector, override: ((RecordedCall) -> T)?,
                                             _ location: SourceLocation) throws(MockError) -> GlobalMock<T> {
        try make(type, selector, override: override, installation: .scoped, location)
    }

    /// Checks everything that can be wrong before installing anything.
    private static func make<T: AnyObject>(_ type: T.Type, _ selector: Selector, override: ((RecordedCall) -> T)?,
                                           installation: GlobalMock<T>.Installation,
                                           _ location: SourceLocation) throws(MockError) -> GlobalMock<T> {
        let factory = try MockedFactory.find(type, selector)
        let answer: GlobalMock<T>.Answer
        if let override {
            answer = .override(override)
        } else {
            answer = .object(try PlainInstance.make(type, factory.runtimeClass))
        }
        let mock = GlobalMock(factory: factory, answer: answer, installation: installation, location: location)
        try mock.install()
        return mock
    }
}
