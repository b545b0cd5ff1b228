import SwizzleCore
import SwizzleLayers

/// How one expected argument compares with an actual one.
enum ArgumentComparison {
    case match
    case mismatch
    /// Neither Equatable nor objects: says which type could not be compared.
    case incomparable(String)
}

/// Matches expected arguments (plain values, ``Argument``s, ``ArgumentCaptor``s) against a
/// call's actual arguments.
struct ArgumentMatching {
    let expected: [Any?]

    /// Per argument, how it compares. A count mismatch compares as mismatches.
    func compare(_ actual: [Any]) -> [ArgumentComparison] {
        guard expected.count == actual.count else {
            return Array(repeating: .mismatch, count: max(expected.count, actual.count))
        }
        return zip(expected, actual).map { Self.compare($0, $1) }
    }

    func matches(_ actual: [Any]) -> Bool {
        compare(actual).allSatisfy { if case .match = $0 { true } else { false } }
    }

    /// Gives each captor its value, for a call that matched.
    func capture(_ actual: [Any]) {
        for (expected, value) in zip(expected, actual) {
            (expected as? ArgumentCaptor)?.capture(unwrapOptional(value))
        }
    }

    var description: String { "(" + expected.map(Self.describeExpected).joined(separator: ", ") + ")" }

    static func describeExpected(_ value: Any?) -> String {
        if let argument = value as? Argument { return argument.description }
        if let captor = value as? ArgumentCaptor { return captor.description }
        return describeValue(value)
    }

    static func compare(_ expected: Any?, _ actual: Any?) -> ArgumentComparison {
        let actual = actual.flatMap(unwrapOptional)
        if expected is ArgumentCaptor { return .match }
        if let argument = expected as? Argument {
            switch argument {
            case .anything: return .match
            case .nonNil: return actual != nil ? .match : .mismatch
            case .nil: return actual == nil ? .match : .mismatch
            case let .pass(predicate): return predicate(actual) ? .match : .mismatch
            }
        }
        let expected = expected.flatMap(unwrapOptional)
        guard let expected, let actual else { return expected == nil && actual == nil ? .match : .mismatch }
        if let equatable = expected as? any Equatable {
            return isEqual(equatable, actual) ? .match : .mismatch
        }
        if type(of: expected) is AnyClass, type(of: actual) is AnyClass {
            return (expected as AnyObject) === (actual as AnyObject) ? .match : .mismatch
        }
        return .incomparable("\(type(of: expected)) is neither Equatable nor a class, so it cannot be compared; "
            + "use .pass { … } or a captor")
    }

    private static func isEqual<T: Equatable>(_ expected: T, _ actual: Any) -> Bool {
        (actual as? T) == expected
    }
}
