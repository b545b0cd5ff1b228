import SwizzleCore
import SwizzleLayers

/// How one expected argument compares with an actual one.
enum ArgumentComparison {
    case match
    case mismatch
    /// Neither Equatable nor objects: says which type could not be compared.
    case incomparable(String)
}

/// Matches expected arguments (plain values, ``Match``es, ``Captor``s) against a call's actual
/// arguments.
///
/// What each expected value is (a captor, a matcher, a value compared by `==` or by identity) is
/// worked out once, when the stub or verification is made: a stub is matched on every call, and
/// asking each time whether an `Int` is a captor (a class) makes Foundation bridge it to an
/// `NSNumber` first (callgrind: a typed stubbed call took 24,038 instructions, most of them casts).
///
/// Its loops walk indices with `while`: a debug build, which is what `swift test` runs, steps
/// through `zip` and `map` with unspecialized generic iterators, building their metadata on
/// every step (a verification's comparison took 20,000 instructions in a debug build).
struct ArgumentMatching {
    /// The expected values as given (or as a `.value(…)` matcher stands for them); nil when each
    /// is an integer or `Bool` kept as its word (``ExpectedArgument/word(_:of:)``), the usual
    /// typed `with(2, 3)`, whose values are made again only when read (``expected``): the list and a
    /// box of each value were made for every stub and verification, about 900 instructions each
    /// in a debug build, and read only by a failure's message.
    ///
    /// (The stored properties are set where they are made, and where a typed `with(…)` appends its
    /// arguments one by one, ``append(_:)``, in `ExpectedArguments.swift`.)
    var values: [Any?]?
    /// Each expected argument's test; nil when each is a word held in `words` (the usual typed
    /// `with(2, 3)`).
    var listed: [ExpectedArgument]?
    /// Up to ``InlineWords/capacity`` expected words, held in place of a list: a list made and freed
    /// for every stub and verification cost a debug build (what `swift test` runs) about 1,900
    /// instructions each.
    var words: InlineWords
    /// How many arguments are expected.
    var count: Int

    /// The words held in place, when every expected argument is one.
    var inlineWords: InlineWords? { listed == nil ? words : nil }

    /// Expected argument `index`'s test.
    private func test(at index: Int) -> ExpectedArgument {
        if let listed { return listed[index] }
        return words.test(at: index)
    }

    /// The expected values, for messages and for the string API's waiting and ordering.
    var expected: [Any?] {
        if let values { return values }
        var made: [Any?] = []
        made.reserveCapacity(count)
        var index = 0
        while index < count {
            if let value = test(at: index).wordValue { made.append(value) }
            index += 1
        }
        return made
    }

    /// The values of the word tests among `tests`, made again (``ExpectedArgument/wordValue``), in
    /// a list with room for `capacity`.
    static func values(ofWords tests: [ExpectedArgument], capacity: Int) -> [Any?] {
        var values: [Any?] = []
        values.reserveCapacity(capacity)
        var index = 0
        while index < tests.count {
            if let value = tests[index].wordValue { values.append(value) }
            index += 1
        }
        return values
    }

    init(expected: [Any?]) {
        var tests: [ExpectedArgument] = []
        tests.reserveCapacity(expected.count)
        // The values are the ones given, unless a `.value(…)` matcher stands for one: the list is
        // copied only then (a copy is an array made and freed, and a copy of each value).
        var values = expected
        var index = 0
        while index < expected.count {
            let (test, matcherValue) = ExpectedArgument.classify(expected[index])
            tests.append(test)
            if case let .some(value) = matcherValue { values[index] = value }
            index += 1
        }
        self.values = values
        listed = tests
        words = InlineWords()
        count = tests.count
    }

    /// No arguments yet: a typed `with(…)`'s are appended one by one (``append(_:)``).
    init() {
        values = nil
        listed = nil
        words = InlineWords()
        count = 0
    }

    /// Per argument, how it compares. A count mismatch compares as mismatches.
    func compare(_ actual: [Any]) -> [ArgumentComparison] {
        guard count == actual.count else {
            return Array(repeating: .mismatch, count: max(count, actual.count))
        }
        var comparisons: [ArgumentComparison] = []
        comparisons.reserveCapacity(count)
        var index = 0
        while index < count {
            comparisons.append(test(at: index).compare(with: actual[index]))
            index += 1
        }
        return comparisons
    }

    func matches(_ actual: [Any]) -> Bool {
        guard count == actual.count else { return false }
        var index = 0
        while index < count {
            guard case .match = test(at: index).compare(with: actual[index]) else { return false }
            index += 1
        }
        return true
    }

    /// Whether expected argument `index` is a value to compare (or nil), not a matcher or a captor.
    func isValue(at index: Int) -> Bool {
        switch test(at: index) {
        case .anything, .nonNil, .predicate, .captor: false
        case .none, .word, .equal, .object, .incomparable: true
        }
    }

    /// Expected argument `index` as the word of a value of `type`, if it is an integer or `Bool` of
    /// that very type (see ``ExpectedArgument/word(_:of:)``).
    func word(at index: Int, as type: Any.Type) -> UInt64? {
        if listed == nil { return words.word(at: index, as: type) }
        return if case let .word(word, of: valueType) = test(at: index), valueType == type { word } else { nil }
    }

    /// Whether expected argument `index` is `.any`, which matches every value.
    func matchesAnything(at index: Int) -> Bool {
        if case .anything = test(at: index) { true } else { false }
    }

    /// Gives each captor its value, for a call that matched.
    func capture(_ actual: [Any]) {
        var index = 0
        while index < min(count, actual.count) {
            if case let .captor(captor) = test(at: index) { captor.capture(unwrapOptional(actual[index])) }
            index += 1
        }
    }

    var description: String { "(" + expected.map(Self.describeExpected).joined(separator: ", ") + ")" }

    /// Expected argument `index` as it was given (made again from its word if it is one).
    func expected(at index: Int) -> Any? {
        if let values { return values[index] }
        return test(at: index).wordValue
    }

    static func describeExpected(_ value: Any?) -> String {
        if let matcher = value as? any ArgumentMatcher { return matcher.description }
        if let captor = value as? any ArgumentCapturing & CustomStringConvertible { return captor.description }
        return describeValue(value)
    }
}

/// Up to three expected integers or `Bool`s, each as its word with its value's type (an
/// ``ExpectedArgument/word(_:of:)`` each), held in place. Not a tuple or an array: a debug build
/// reads stored properties inline.
struct InlineWords {
    static var capacity: Int { 3 }
    private(set) var count = 0
    private var word0: UInt64 = 0, word1: UInt64 = 0, word2: UInt64 = 0
    private var type0: Any.Type = Void.self, type1: Any.Type = Void.self, type2: Any.Type = Void.self

    /// Adds a word, unless there are ``capacity`` already; returns whether it did.
    mutating func append(_ word: UInt64, of type: Any.Type) -> Bool {
        switch count {
        case 0: (word0, type0) = (word, type)
        case 1: (word1, type1) = (word, type)
        case 2: (word2, type2) = (word, type)
        default: return false
        }
        count += 1
        return true
    }

    func test(at index: Int) -> ExpectedArgument {
        switch index {
        case 0: .word(word0, of: type0)
        case 1: .word(word1, of: type1)
        default: .word(word2, of: type2)
        }
    }

    /// Word `index`, if its value is of `type`.
    func word(at index: Int, as type: Any.Type) -> UInt64? {
        switch index {
        case 0: type0 == type ? word0 : nil
        case 1: type1 == type ? word1 : nil
        default: type2 == type ? word2 : nil
        }
    }
}

/// One expected argument, classified once: a ``Match`` holds one, made when the matcher is.
enum ExpectedArgument {
    case anything
    case nonNil
    /// A value for which the predicate returns true (it gets the value with optionals unwrapped).
    case predicate((Any?) -> Bool)
    case captor(any ArgumentCapturing)
    /// nil, or an optional holding none.
    case none
    /// An integer or `Bool`, as its word (``comparableWord(_:as:)``): equal to an actual argument of
    /// its type, or an optional holding one, with the same word. Made with no closure to allocate.
    case word(UInt64, of: Any.Type)
    /// An `Equatable` value: whether an actual argument is of its type and equal to it.
    case equal((Any) -> Bool)
    case object(AnyObject)
    /// Neither `Equatable` nor an object: why it cannot be compared.
    case incomparable(String)

    init(_ expected: Any?) {
        self = Self.classify(expected).test
    }

    /// How `expected` compares, and, for a matcher, the value it stands for in an argument list
    /// (`.value(2)`'s 2, which a stub checks against the parameter's type as it does a plain one;
    /// `.some(nil)` for the others); nil when `expected` stands for itself. One pass, the commonest
    /// values first (see ``common(_:)``).
    static func classify(_ expected: Any?) -> (test: ExpectedArgument, matcherValue: Any??) {
        if let expected {
            let type = type(of: expected)
            if let word = comparableWord(expected, as: type) { return (.word(word, of: type), nil) }
            if let common = common(expected) { return (common, nil) }
        }
        if let matcher = expected as? any ArgumentMatcher { return (matcher.expectation, .some(matcher.expected)) }
        return (ExpectedArgument(uncommon: expected), nil)
    }

    private init(uncommon expected: Any?) {
        if let captor = expected as? any ArgumentCapturing {
            self = .captor(captor)
        } else if let value = expected.flatMap(unwrapOptional) {
            if let equatable = value as? any Equatable {
                self = .equal(Self.equality(to: equatable))
            } else if type(of: value) is AnyClass {
                self = .object(value as AnyObject)
            } else {
                self = .incomparable("\(type(of: value)) is neither Equatable nor a class, so it cannot be compared; "
                    + "use Match.where { … } or a captor")
            }
        } else {
            self = .none
        }
    }

    /// The commonest expected values after integers and `Bool`s, told apart by their type alone:
    /// asking a `String` whether it is a captor, a matcher, an optional and `Equatable` is four casts
    /// through the runtime's conformance tables (4,700 instructions an argument, a sixth of a whole
    /// test's cost).
    private static func common(_ value: Any) -> ExpectedArgument? {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): .equal(equality(to: value as! String))
        case ObjectIdentifier(Double.self): .equal(equality(to: value as! Double))
        default: nil
        }
    }

    /// A cast to `T` looks through optionals, so an actual `Optional<T>` holding a value compares
    /// with it, and one holding none does not match (as a nil never matches a value). Specialized
    /// for the commonest argument types that are not words: unspecialized, the test builds
    /// `Optional<T>`'s metadata and copies through value witnesses on every call (1,350
    /// instructions an `Int` argument, before integers were words).
    @_specialize(where T == String)
    @_specialize(where T == Double)
    private static func equality<T: Equatable>(to expected: T) -> (Any) -> Bool {
        { ($0 as? T) == expected }
    }

    func compare(with actual: Any?) -> ArgumentComparison {
        switch self {
        case .anything:
            return .match
        case .nonNil:
            return actual.flatMap(unwrapOptional) != nil ? .match : .mismatch
        case let .predicate(predicate):
            return predicate(actual.flatMap(unwrapOptional)) ? .match : .mismatch
        case let .captor(captor):
            return captor.accepts(actual.flatMap(unwrapOptional)) ? .match : .mismatch
        case let .word(expected, type):
            guard let actual else { return .mismatch }
            if let word = comparableWord(actual, as: type) { return word == expected ? .match : .mismatch }
            // An optional holding a value of the type (the one cast the usual argument is spared).
            guard let unwrapped = unwrapOptional(actual) else { return .mismatch }
            return comparableWord(unwrapped, as: type) == expected ? .match : .mismatch
        case let .equal(isEqual):
            return actual.map(isEqual) == true ? .match : .mismatch
        case .none:
            return actual.flatMap(unwrapOptional) == nil ? .match : .mismatch
        case let .object(object):
            guard let actual = actual.flatMap(unwrapOptional) else { return .mismatch }
            return type(of: actual) is AnyClass && object === (actual as AnyObject) ? .match : .mismatch
        case let .incomparable(reason):
            return actual.flatMap(unwrapOptional) == nil ? .mismatch : .incomparable(reason)
        }
    }
}
