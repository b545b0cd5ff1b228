@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// An argument matcher for `didCall`, `verify` and stubs' `with`. Plain values match by
/// equality (Equatable, else identity for objects); a value that can be compared neither way is
/// reported as a failure, never passed silently.
public enum Argument: @unchecked Sendable, CustomStringConvertible {
    /// Any value, nil included.
    case anything
    /// Any value but nil.
    case nonNil
    /// Only nil.
    case `nil`
    /// A value for which `predicate` returns true.
    case pass(_ predicate: (Any?) -> Bool)

    /// A captor: matches anything and keeps the values of the calls that matched.
    public static func captor() -> ArgumentCaptor { ArgumentCaptor() }

    public var description: String {
        switch self {
        case .anything: "<anything>"
        case .nonNil: "<non-nil>"
        case .nil: "nil"
        case .pass: "<passing predicate>"
        }
    }
}

/// Captures the argument values of matching calls (Mockito's and Spry's captors).
public final class ArgumentCaptor: @unchecked Sendable, CustomStringConvertible {
    private struct Values: @unchecked Sendable { var list: [Any?] = [] }
    private let captured = Locked(Values())

    /// Every value captured, in the order of the calls.
    public var values: [Any?] { captured.withLock { $0.list } }

    /// The value captured at `index` as `T`, or nil if there is none or it is not a `T`. Counted
    /// from the first call: `getValue()` is the *first* value (Mockito's `getValue()` is the
    /// last one: that is ``lastValue(as:)``).
    public func getValue<T>(at index: Int = 0, as type: T.Type = T.self) -> T? {
        let values = self.values
        guard values.indices.contains(index), let value = values[index] else { return nil }
        return unwrapOptional(value) as? T
    }

    /// The value of the latest matching call as `T` (Mockito's `getValue()`), or nil if there
    /// is none or it is not a `T`.
    public func lastValue<T>(as type: T.Type = T.self) -> T? {
        values.last.flatMap { $0 }.flatMap { unwrapOptional($0) as? T }
    }

    /// Every captured value that is a `T`, in the order of the calls (Mockito's `getAllValues()`).
    public func allValues<T>(as type: T.Type = T.self) -> [T] {
        values.compactMap { $0.flatMap { unwrapOptional($0) as? T } }
    }

    func capture(_ value: Any?) {
        captured.withLock { $0.list.append(value) }
    }

    public var description: String { "<captor>" }
}
