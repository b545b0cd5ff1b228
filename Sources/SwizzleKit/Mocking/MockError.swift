/// Why a global mock could not be installed; nothing is installed then.
public enum MockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The class never opted in, so its constructions do not go through the table.
    case notSwizzlable(String)
    /// The class has no class-side factory with this selector.
    case unknownInitializer(Selector, className: String)
    /// The factory returns another type than the class being mocked.
    case returnsAnotherType(Selector, returns: String, expected: String)
    /// `globalMock(for:initSelector:)` makes its mock with `init()`, which the class lacks.
    case noPlainInitializer(String)

    public var description: String {
        switch self {
        case let .notSwizzlable(name):
            "\(name) is not @Swizzlable, so constructions of it cannot be mocked. Mark it @Swizzlable and build it with make(…)."
        case let .unknownInitializer(selector, name):
            "\(name) has no initializer or factory '\(selector)'. With @Swizzlable, init(id:) is \"init(id:)\"."
        case let .returnsAnotherType(selector, returns, expected):
            "'\(selector)' returns \(returns), not \(expected): mock the class it returns, or pick its factory."
        case let .noPlainInitializer(name):
            "\(name) has no init(), so no mock can be made for it: use globalMock(for:initSelector:override:) "
                + "and return the object constructions should get."
        }
    }
}
