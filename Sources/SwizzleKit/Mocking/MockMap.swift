/// The registry of installed global mocks, by class, newest last: readable by override code
/// (`MockMap.mock(for: Service.self)?.object`), and what `undoMock(for:)` works from.
public enum MockMap {
    private struct Entry: @unchecked Sendable {
        let type: ObjectIdentifier
        let mock: AnyObject
        let undo: () -> Void
    }

    private static let entries = Locked<[Entry]>([])

    /// The newest mock installed for `type`, if any.
    public static func mock<T: AnyObject>(for type: T.Type) -> GlobalMock<T>? {
        entries.withLock { $0.last { $0.type == ObjectIdentifier(type) }?.mock as? GlobalMock<T> }
    }

    /// How many mocks are installed for `type`.
    public static func count(for type: AnyClass) -> Int {
        entries.withLock { $0.filter { $0.type == ObjectIdentifier(type) }.count }
    }

    static func add<T>(_ mock: GlobalMock<T>) {
        entries.withLock { $0.append(Entry(type: ObjectIdentifier(T.self), mock: mock, undo: { [weak mock] in mock?.undo() })) }
    }

    static func remove(_ mock: AnyObject) {
        entries.withLock { $0.removeAll { $0.mock === mock } }
    }

    /// The undo actions of `type`'s mocks (or of all mocks), newest first.
    static func undoActions(for type: AnyClass?) -> [() -> Void] {
        entries.withLock { entries in
            entries.filter { type == nil || $0.type == ObjectIdentifier(type!) }.reversed().map(\.undo)
        }
    }
}
