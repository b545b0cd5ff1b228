import SwizzleCore

/// An argument matcher, for every place that expects arguments: a typed stub's or verification's
/// `with(…)` (`spy.stub(\.add).with(.value(2), .any)`) and the string API's argument lists
/// (`spy.verify("add(_:_:)", withArguments: [2, Match.any])`). Where every argument is a plain
/// value, write the values: `.with(2, 3)`, `withArguments: [2, 3]`.
///
/// Plain values match by equality (`Equatable`, else the same object); a value that can be
/// compared neither way fails the test, never matches silently. In the string API, whose
/// arguments are `Any?`, the matchers are `Match<Any?>`, which Swift infers from `Match.any`,
/// `Match.nonNil`, `Match.nil` and `Match.where { … }`.
public struct Match<Value>: @unchecked Sendable, CustomStringConvertible {
    /// What the matching engine tests, worked out once, when the matcher is made.
    let expectation: ExpectedArgument
    /// How failure messages print the matcher: `<anything>`, `2`, `<passing predicate>`.
    public let description: String
    /// The value of `.value(_:)`, which an argument list holds as itself: a stub checks it
    /// against the parameter's type when it is made, as it does a plain value.
    private var plainValue: Value? = nil

    /// What an argument list holds for this matcher: the value for `.value(_:)`, else the matcher.
    var expected: Any? {
        if let plainValue { anyValue(plainValue) } else { self }
    }

    /// Any value, nil included.
    public static var any: Match { Match(expectation: .anything, description: "<anything>") }

    /// A value equal to `value` (`Equatable`, else the same object).
    public static func value(_ value: Value) -> Match {
        Match(expectation: ExpectedArgument(anyValue(value)), description: describeValue(value), plainValue: value)
    }

    /// A value for which `predicate` returns true.
    public static func `where`(_ predicate: @escaping (Value) -> Bool) -> Match {
        Match(expectation: .predicate { actual in (actual as? Value).map(predicate) ?? false },
              description: "<passing predicate>")
    }

    /// A value `captor` can hold, which it keeps when the whole call matches (Mockito's
    /// `ArgumentCaptor`). In the string API the captor itself may stand in the list.
    public static func captured(by captor: Captor<Value>) -> Match {
        Match(expectation: .captor(captor), description: captor.description)
    }
}

extension Match where Value: ExpressibleByNilLiteral {
    /// Any value but nil.
    public static var nonNil: Match { Match(expectation: .nonNil, description: "<non-nil>") }

    /// Only nil: the same as `.value(nil)`.
    public static var `nil`: Match { .value(nil) }
}

/// The string API's matchers: the same ones, over `Any?`, so that `Match.any` needs no type.
extension Match where Value == Any? {
    /// Any value, nil included.
    public static var any: Match<Any?> { Match(expectation: .anything, description: "<anything>") }

    /// Any value but nil.
    public static var nonNil: Match<Any?> { Match(expectation: .nonNil, description: "<non-nil>") }

    /// Only nil: the same as `.value(nil)`.
    public static var `nil`: Match<Any?> { .value(nil) }

    /// A value for which `predicate` returns true; it gets the argument with optionals unwrapped.
    public static func `where`(_ predicate: @escaping (Any?) -> Bool) -> Match<Any?> {
        Match(expectation: .predicate(predicate), description: "<passing predicate>")
    }
}

/// A matcher of any value type, as the matching engine finds it among `Any?` arguments.
protocol ArgumentMatcher {
    var expectation: ExpectedArgument { get }
    var description: String { get }
    var expected: Any? { get }
}

extension Match: ArgumentMatcher {}
