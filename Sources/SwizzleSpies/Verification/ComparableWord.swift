/// `value` as the zero-extended word a typed entry point makes of an argument of `type` (the word
/// a log keeps, and a stub on words compares), if it is an integer or `Bool` of that very type:
/// the values whose bits compare as `==` does. Nil for any other: a floating-point value
/// (`-0.0 == 0.0`, `nan != nan`), an object (its `==` need not be identity), a value of another
/// type (an `Int` given for an `Int8` parameter matches no call, as on boxed evidence).
///
/// The existential is opened, not cast: its type is then known without asking the runtime for it,
/// and once that type is compared, the value's bits are read as they are. A cast (`value as! Int`)
/// goes through `swift_dynamicCast`, about 380 instructions a value, eight values a test.
func comparableWord(_ value: Any, as type: Any.Type) -> UInt64? {
    word(of: value, as: type)
}

/// ``comparableWord(_:as:)`` of a value of a type known where it is given (a typed `with(…)`'s),
/// with that type: its static type, since only a value whose static type is an integer or `Bool`
/// type has a word (asking for the dynamic type, `type(of:)`, is a runtime call in a debug build,
/// for each value of a typed `with(…)`).
func comparableWord<Value>(of value: Value) -> (word: UInt64, type: Any.Type)? {
    guard let word = word(of: value, as: Value.self) else { return nil }
    return (word, Value.self)
}

/// See ``comparableWord(_:as:)``: `Value` is the existential's own type, opened.
private func word<Value>(of value: Value, as type: Any.Type) -> UInt64? {
    guard Value.self == type else {
        // An `Any` holding an `Any`, as a value loaded through the metadata of `Any` is (a generic
        // method's argument): the value's own type is a level down, where `type(of:)` looks.
        if Value.self == Any.self { return word(of: unsafeBitCast(value, to: Any.self), as: type) }
        return nil
    }
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(Int.self): return UInt64(UInt(bitPattern: unsafeBitCast(value, to: Int.self)))
    case ObjectIdentifier(Bool.self): return unsafeBitCast(value, to: Bool.self) ? 1 : 0
    case ObjectIdentifier(Int32.self): return UInt64(UInt32(bitPattern: unsafeBitCast(value, to: Int32.self)))
    case ObjectIdentifier(UInt.self): return UInt64(unsafeBitCast(value, to: UInt.self))
    case ObjectIdentifier(Int64.self): return UInt64(bitPattern: unsafeBitCast(value, to: Int64.self))
    case ObjectIdentifier(UInt64.self): return unsafeBitCast(value, to: UInt64.self)
    case ObjectIdentifier(UInt32.self): return UInt64(unsafeBitCast(value, to: UInt32.self))
    case ObjectIdentifier(Int16.self): return UInt64(UInt16(bitPattern: unsafeBitCast(value, to: Int16.self)))
    case ObjectIdentifier(UInt16.self): return UInt64(unsafeBitCast(value, to: UInt16.self))
    case ObjectIdentifier(Int8.self): return UInt64(UInt8(bitPattern: unsafeBitCast(value, to: Int8.self)))
    case ObjectIdentifier(UInt8.self): return UInt64(unsafeBitCast(value, to: UInt8.self))
    default: return nil
    }
}

extension ExpectedArgument {
    /// A `.word` test's value, made again (for a message, or the string API); nil for any other test.
    var wordValue: Any? {
        if case let .word(word, of: type) = self { return Self.value(ofWord: word, as: type) }
        return nil
    }

    /// The integer or `Bool` of `type` whose word (``comparableWord(_:as:)``) is `word`.
    private static func value(ofWord word: UInt64, as type: Any.Type) -> Any {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Int.self): Int(truncatingIfNeeded: word)
        case ObjectIdentifier(Bool.self): word != 0
        case ObjectIdentifier(Int32.self): Int32(truncatingIfNeeded: word)
        case ObjectIdentifier(UInt.self): UInt(truncatingIfNeeded: word)
        case ObjectIdentifier(Int64.self): Int64(truncatingIfNeeded: word)
        case ObjectIdentifier(UInt64.self): word
        case ObjectIdentifier(UInt32.self): UInt32(truncatingIfNeeded: word)
        case ObjectIdentifier(Int16.self): Int16(truncatingIfNeeded: word)
        case ObjectIdentifier(UInt16.self): UInt16(truncatingIfNeeded: word)
        case ObjectIdentifier(Int8.self): Int8(truncatingIfNeeded: word)
        case ObjectIdentifier(UInt8.self): UInt8(truncatingIfNeeded: word)
        default: preconditionFailure("SwizzleKit: \(type) is no type comparableWord(_:as:) makes words of")
        }
    }
}
