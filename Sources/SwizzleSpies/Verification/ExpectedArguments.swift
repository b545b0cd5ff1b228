/// Plain values, or typed ``Match``es, classified for the matching engine as they are listed.
///
/// An integer or `Bool` given for a parameter of its own type is known to be a word here, from
/// its static type, with no box to look into: classifying the boxed value afterwards copied each
/// `Any?` three times and asked the runtime for its type twice, about 1,000 instructions a stub
/// or a verification of two `Int`s (`per test` benchmark). Any other value is boxed and
/// classified as a value of the string API is (``ExpectedArgument/classify(_:)``).
///
/// Inlined into each `with(…)`: a pack handed on to a function that is not copies its values into
/// a tuple made for it, whose type the runtime looks up (about 200 instructions a stub or a
/// verification in an optimized build).
@inline(__always)
func expectedArguments<each Value>(_ values: repeat each Value) -> ArgumentMatching {
    // Up to three integers or `Bool`s, the usual typed `with(2, 3)`, held in place with no list.
    var words = InlineWords()
    var wordsAlone = true
    for value in repeat each values {
        if wordsAlone, let (word, type) = comparableWord(of: value) {
            wordsAlone = words.append(word, of: type)
        } else {
            wordsAlone = false
        }
    }
    if wordsAlone { return ArgumentMatching(words: words) }
    // Counted first, and appended to storage made for them all: appended to an empty array, it
    // grew at the first and the third value, about 1,900 instructions a stub or verification of
    // two values in a debug build (what `swift test` runs), where each growth is unspecialized.
    var count = 0
    for _ in repeat each values { count += 1 }
    var tests = expectedTests(capacity: count)
    // The values' list is made only for a value that is not a word, with the words before it
    // made values again: integers and `Bool`s alone need none (``ArgumentMatching/expected``).
    var list: [Any?]?
    for value in repeat each values {
        if let (word, type) = comparableWord(of: value) {
            tests.append(.word(word, of: type))
            list?.append(value)
        } else {
            if list == nil { list = ArgumentMatching.values(ofWords: tests, capacity: count) }
            let boxed: Any? = value
            let (test, matcherValue) = ExpectedArgument.classify(boxed)
            tests.append(test)
            if case let .some(value) = matcherValue { list?.append(value) } else { list?.append(boxed) }
        }
    }
    return ArgumentMatching(values: list, tests: tests)
}

/// Storage for `capacity` tests, made outside the generic function that fills it: made inside,
/// even an optimized build made it unspecialized, looking up the storage's generic metadata
/// (about 530 instructions a stub or verification). The values' list is made outside it too
/// (``ArgumentMatching/values(ofWords:capacity:)``).
private func expectedTests(capacity: Int) -> [ExpectedArgument] {
    var tests: [ExpectedArgument] = []
    tests.reserveCapacity(capacity)
    return tests
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
