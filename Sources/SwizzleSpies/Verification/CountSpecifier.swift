import SwizzleCore
import SwizzleLayers

/// How many matching calls a verification expects.
public enum CountSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many calls.
    case exactly(Int)
    /// This many calls or more.
    case atLeast(Int)
    /// This many calls or fewer (none included).
    case atMost(Int)
    /// No call at all.
    case never

    /// Exactly one call.
    public static let once = CountSpecifier.exactly(1)
    /// Exactly two calls.
    public static let twice = CountSpecifier.exactly(2)

    /// Why this is not a count (a negative number), or nil if it is one. A verification with it
    /// fails with this message rather than pass or fail by arithmetic: `.atLeast(-1)` would
    /// otherwise hold for a method never called.
    public var misuse: String? {
        switch self {
        case let .exactly(n) where n < 0, let .atLeast(n) where n < 0, let .atMost(n) where n < 0:
            "\(self) is not a count: a count of calls is 0 or more. Write .never, .exactly(0), .atLeast(1) or .atMost(n) with n ≥ 0."
        default: nil
        }
    }

    /// The fewest calls that satisfy this specifier.
    var minimum: Int {
        switch self {
        case let .exactly(n), let .atLeast(n): max(n, 0)
        case .atMost, .never: 0
        }
    }

    /// Whether `count` calls satisfy this specifier.
    public func isSatisfied(by count: Int) -> Bool {
        switch self {
        case let .exactly(n): count == n
        case let .atLeast(n): count >= n
        case let .atMost(n): count <= n
        case .never: count == 0
        }
    }

    /// "exactly 2 times", "at least once", "never".
    public var description: String {
        switch self {
        case let .exactly(n): "exactly \(times(n))"
        case let .atLeast(n): "at least \(times(n))"
        case let .atMost(n): "at most \(times(n))"
        case .never: "never"
        }
    }
}

/// "once", "twice", "3 times".
func times(_ n: Int) -> String {
    switch n {
    case 1: "once"
    case 2: "twice"
    default: "\(n) times"
    }
}
