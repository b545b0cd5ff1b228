extension ArgumentMatching {
    /// Room the lists are made with: the usual number of arguments, so that they do not grow at
    /// the first and third value (about 1,900 instructions a stub or verification of two values in
    /// a debug build, what `swift test` runs, where each growth is unspecialized).
    private static var reserved: Int { 8 }

    /// Appends a plain value, or a typed ``Match``, as a typed `with(…)` lists them, one by one:
    /// `repeat matching.append(each values)`.
    ///
    /// An integer or `Bool` given for a parameter of its own type is known to be a word here, from
    /// its static type, with no box to look into: classifying the boxed value afterwards copied each
    /// `Any?` three times and asked the runtime for its type twice, about 1,000 instructions a stub
    /// or a verification of two `Int`s (`per test` benchmark). Any other value is boxed and
    /// classified as a value of the string API is (``ExpectedArgument/classify(_:)``).
    ///
    /// Given each value, not the pack: a pack handed on to another function is copied into a tuple
    /// made for the call, whose type the runtime looks up (about 300 instructions a stub or a
    /// verification in an optimized build). Appended to the matching itself, not to a list that
    /// makes one afterwards, which a debug build copied and destroyed whole.
    mutating func append<Value>(_ value: Value) {
        let word = comparableWord(of: value)
        // While every value is a word held in place, there are as many as words (a count, not a
        // test of the optional list: a debug build compares an optional with nil through a
        // generic function).
        if count == words.count {
            if let (word, type) = word, words.append(word, of: type) {
                count += 1
                return
            }
            listed = Self.tests(of: words)
        }
        count += 1
        if let (word, type) = word {
            listed?.append(.word(word, of: type))
            values?.append(value)
            return
        }
        // The values' list is made only for a value that is not a word, with the words before it
        // made values again: integers and `Bool`s alone need none (``expected``).
        if values == nil, let listed { values = Self.values(ofWords: listed, capacity: Self.reserved) }
        let boxed: Any? = value
        let (test, matcherValue) = ExpectedArgument.classify(boxed)
        listed?.append(test)
        if case let .some(value) = matcherValue { values?.append(value) } else { values?.append(boxed) }
    }

    /// The tests of the words held in place, in a list with room for more, made outside the generic
    /// function that fills it: made inside, even an optimized build made it unspecialized, looking
    /// up the storage's generic metadata (about 530 instructions a stub or verification).
    private static func tests(of words: InlineWords) -> [ExpectedArgument] {
        var tests: [ExpectedArgument] = []
        tests.reserveCapacity(reserved)
        var index = 0
        while index < words.count {
            tests.append(words.test(at: index))
            index += 1
        }
        return tests
    }
}

/// Argument `cursor` of a recorded or stubbed call as the type its reference declares (checked
/// against the method's own when the reference was accepted), moving the cursor on.
package func typedArgument<T>(_ arguments: [Any], _ cursor: inout Int, as type: T.Type) -> T {
    defer { cursor += 1 }
    return arguments[cursor] as! T
}

/// `value` as the `Any?` the matching engine and the stub table take: a `Match<Any?>`'s or a
/// `Stub<Any?>`'s value itself, not boxed in another `Any?` (which would make every value an
/// `Optional<Any>`, and its nil not nil). Told apart by the metatype, not a cast: a dynamic cast
/// would cost every stub made.
func anyValue<Value>(_ value: Value) -> Any? {
    Value.self == Any?.self ? unsafeBitCast(value, to: Any?.self) : value
}
