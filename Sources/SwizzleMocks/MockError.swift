import SwizzleCore
import SwizzleLayers
import SwizzleSpies

/// Why a global mock could not be installed. When one is thrown, nothing was installed: no
/// layer, no mock object, no entry in ``MockMap``.
public enum MockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The class never opted in (it is not ``Swizzlable``), so its constructions do not go
    /// through the dispatch table.
    case notSwizzlable(String)
    /// The class inherits from a `@Swizzlable` class but is not `@Swizzlable` itself: its
    /// initializers' factories are its superclass's, and build the superclass.
    case subclassNotSwizzlable(String, superclass: String)
    /// The class has no class-side entry with this selector; `available` lists the ones it has.
    case unknownInitializer(Selector, className: String, available: [String])
    /// The class has the initializer or factory, but `@Swizzlable` left it plain Swift, for `reason`.
    case notDispatched(Selector, className: String, reason: String)
    /// The factory returns a type that cannot hold the class being mocked.
    case returnsAnotherType(Selector, returns: String, expected: String)
    /// `globalMock(for:initSelector:)` makes its mock with the class's `init()` entry, which the
    /// class does not have.
    case noPlainInitializer(String)
    /// The class's `init()` entry threw or returned nil, so there is no mock object.
    case plainInitializerFailed(String, reason: String)
    /// The runtime refused the construction layer (for example, a factory registered from C,
    /// without a Swift signature).
    case cannotInstall(Selector, className: String, reason: String)
    /// `withExclusiveGlobalMock` of a class ran inside another of the same class in one task (or
    /// a child task of it): the inner one could only wait for the outer, which waits for it.
    case exclusiveMockNested(String)

    public var description: String {
        switch self {
        case let .notSwizzlable(name):
            "\(name) is not @Swizzlable, so constructions of it do not go through the dispatch table and cannot be mocked. "
                + "Mark it @Swizzlable, and have the code under test construct it with make(…)."
        case let .subclassNotSwizzlable(name, superclass):
            SwizzleError.subclassNotSwizzlableMessage(name, superclass: superclass)
        case let .unknownInitializer(selector, name, available):
            "\(name) has no initializer or class factory '\(selector)'. "
                + (available.isEmpty ? "It has no class-side entries at all. "
                    : "Its class-side entries are: \(available.joined(separator: ", ")). ")
                + "An initializer init(id:) is mocked as \"init(id:)\"; a factory class func shared() as \"shared()\"."
        case let .notDispatched(selector, className, reason):
            SwizzleError.notDispatchedMessage(selector, .class, className: className, reason: reason)
        case let .returnsAnotherType(selector, returns, expected):
            "'\(selector)' returns \(returns), which cannot hold a \(expected): mock \(returns) instead, "
                + "or pick a factory of \(expected)."
        case let .noPlainInitializer(name):
            "\(name) has no init() in the dispatch table, so globalMock(for:initSelector:) cannot make its mock object. "
                + "Use globalMock(for:initSelector:override:) and return the object each construction should get."
        case let .plainInitializerFailed(name, reason):
            "\(name)'s init() could not make the mock object (\(reason)). "
                + "Use globalMock(for:initSelector:override:) and return the object each construction should get."
        case let .cannotInstall(selector, name, reason):
            "The mock of \(name)'s '\(selector)' could not be installed: \(reason)"
        case let .exclusiveMockNested(name):
            "This task already holds an exclusive mock of \(name) (withExclusiveGlobalMock of it encloses this one), "
                + "so this one would wait for itself forever. Use the outer mock (its stubs and evidence), or "
                + "withGlobalMock(for:initSelector:) for a mock scoped to this task."
        }
    }
}
