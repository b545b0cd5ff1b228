import SwizzleCore

/// A typed argument matcher for ``TypedStub/with(_:)-(Match<Argument>)`` and
/// ``TypedVerification/with(_:)-(Match<Argument>)``: `.with(.value(2), .any)`. (Where every argument
/// is a plain value, write the values: `.with(2, 3)`.)
public enum Match<Value>: @unchecked Sendable, CustomStringConvertible {
    /// Any value.
    case any
    /// A value equal to this one (`Equatable`, else the same object); a value that can be
    /// compared neither way fails the test, never matches silently.
    case value(Value)
    /// A value for which the predicate returns true.
    case `where`((Value) -> Bool)
    /// Any value, kept by the captor.
    case captured(by: Captor<Value>)

    /// What the untyped matching engine takes for this matcher: a value, an ``Argument`` or a captor.
    var expected: Any? {
        switch self {
        case .any: Argument.anything
        case let .value(value): value
        case let .where(predicate): Argument.pass { argument in (argument as? Value).map(predicate) ?? false }
        case let .captured(captor): captor.untyped
        }
    }

    public var description: String {
        switch self {
        case .any: "<anything>"
        case let .value(value): describeValue(value)
        case .where: "<passing predicate>"
        case .captured: "<captor>"
        }
    }
}

/// Keeps the values a matched argument had, typed (Mockito's `ArgumentCaptor`): pass it as
/// `.captured(by: captor)`.
public final class Captor<Value>: @unchecked Sendable {
    let untyped = ArgumentCaptor()

    public init() {}

    /// Every value captured, in the order of the calls.
    public var values: [Value] { untyped.values.map { $0 as! Value } }

    /// The latest value captured, or nil if none was.
    public var lastValue: Value? { values.last }
}
