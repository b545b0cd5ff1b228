/// Plain values, or typed ``Match``es, as the matching engine takes them (it tells a matcher by
/// its type).
func expectedValues<each Value>(_ values: repeat each Value) -> [Any?] {
    var expected: [Any?] = []
    for value in repeat each values { expected.append(value) }
    return expected
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
