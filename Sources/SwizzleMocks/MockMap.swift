@_spi(Internals) import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// The registry of global mocks, by class: what override code and tests read to find the mock
/// that constructions of a class reach (`MockMap.mock(for: Service.self)?.object`), and what
/// ``GlobalMocker/undoMock(for:)`` and ``GlobalMocker/undoAllMocks()`` work from.
///
/// Process-wide mocks are listed from when they are made until they are undone. Scoped mocks
/// (`GlobalMocker.withGlobalMock`) are not listed: they are seen only from their own task tree,
/// through ``mock(for:initSelector:)``.
public enum MockMap {
    private struct Entry: @unchecked Sendable {
        let mock: any ListedMock
    }

    /// Oldest first.
    private static let entries = Locked<[Entry]>([])

    /// The mock a construction of `type` made now, from this task, would reach: the innermost
    /// scoped mock bound to this task, else the newest process-wide one. With `initSelector`,
    /// only mocks of that entry count.
    public static func mock<T: AnyObject>(for type: T.Type, initSelector: Selector? = nil) -> GlobalMock<T>? {
        let scoped = ScopedMocks.bound.reversed().lazy.compactMap { $0 as? GlobalMock<T> }
            .first { !$0.isUndone && (initSelector == nil || $0.factory.selector == initSelector) }
        return scoped ?? mocks(for: type).last { initSelector == nil || $0.factory.selector == initSelector }
    }

    /// The process-wide mocks of `type` still installed, oldest first.
    public static func mocks<T: AnyObject>(for type: T.Type) -> [GlobalMock<T>] {
        listed(of: type).compactMap { $0 as? GlobalMock<T> }
    }

    /// How many process-wide mocks of `type` are installed (every initializer counts).
    public static func count(for type: AnyClass) -> Int {
        listed(of: type).count
    }

    /// The classes that have at least one process-wide mock installed.
    public static var mockedClasses: [AnyClass] {
        var seen = Set<ObjectIdentifier>()
        return listed(of: nil).compactMap { mock in
            seen.insert(ObjectIdentifier(mock.mockedClass)).inserted ? mock.mockedClass : nil
        }
    }

    // MARK: Kept by GlobalMocker and GlobalMock

    static func add(_ mock: any ListedMock) {
        entries.withLock { $0.append(Entry(mock: mock)) }
    }

    static func remove(_ mock: AnyObject) {
        entries.withLock { $0.removeAll { $0.mock === mock } }
    }

    /// The process-wide mocks of `type` (every class for nil), oldest first. Unless
    /// `includingRemoved`, without those a test's ``SwizzleScope`` removed when the test left
    /// them behind (they stay listed until undone, so that undoing them tidies up).
    static func listed(of type: AnyClass?, includingRemoved: Bool = false) -> [any ListedMock] {
        let listed = entries.withLock { entries in
            entries.map(\.mock).filter { type == nil || ObjectIdentifier($0.mockedClass) == ObjectIdentifier(type!) }
        }
        return includingRemoved ? listed : listed.filter(\.isInstalled)
    }
}

/// A global mock as ``MockMap`` lists it, whatever its `T`.
protocol ListedMock: ConstructionAnswering {
    var mockedClass: AnyClass { get }
    var isInstalled: Bool { get }
    /// An exclusive mock belongs to its test's closure: `undoMock(for:)` and `undoAllMocks()`,
    /// which another test may call, leave it alone.
    var isExclusive: Bool { get }
    func undo()
}

extension GlobalMock: ListedMock {
    var mockedClass: AnyClass { T.self }
    var isExclusive: Bool { installation == .exclusive }
}
