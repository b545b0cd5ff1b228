/// `value` as the zero-extended word a typed entry point makes of an argument of `type` (the word
/// a log keeps, and a stub on words compares), if it is an integer or `Bool` of that very type:
/// the values whose bits compare as `==` does. Nil for any other: a floating-point value
/// (`-0.0 == 0.0`, `nan != nan`), an object (its `==` need not be identity), a value of another
/// type (an `Int` given for an `Int8` parameter matches no call, as on boxed evidence).
///
/// Casts to the one type the value's own names, not through the parameter type's value operations,
/// which cast an `Any?` to it (870 instructions a value, stubs and verifications of two `Int`s).
func comparableWord(_ value: Any, as type: Any.Type) -> UInt64? {
    let valueType = ObjectIdentifier(Swift.type(of: value))
    guard valueType == ObjectIdentifier(type) else { return nil }
    switch valueType {
    case ObjectIdentifier(Int.self): return UInt64(UInt(bitPattern: value as! Int))
    case ObjectIdentifier(Bool.self): return (value as! Bool) ? 1 : 0
    case ObjectIdentifier(Int32.self): return UInt64(UInt32(bitPattern: value as! Int32))
    case ObjectIdentifier(UInt.self): return UInt64(value as! UInt)
    case ObjectIdentifier(Int64.self): return UInt64(bitPattern: value as! Int64)
    case ObjectIdentifier(UInt64.self): return value as! UInt64
    case ObjectIdentifier(UInt32.self): return UInt64(value as! UInt32)
    case ObjectIdentifier(Int16.self): return UInt64(UInt16(bitPattern: value as! Int16))
    case ObjectIdentifier(UInt16.self): return UInt64(value as! UInt16)
    case ObjectIdentifier(Int8.self): return UInt64(UInt8(bitPattern: value as! Int8))
    case ObjectIdentifier(UInt8.self): return UInt64(value as! UInt8)
    default: return nil
    }
}
