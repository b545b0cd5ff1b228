/// A Swift type that crosses the dispatch table by value, as the C ABI passes it.
///
/// Everything else (String, arrays, structs, enums, optionals, class references, closures)
/// crosses by pointer to the value. Do not conform your own types: the encoding must match
/// the C type exactly.
package protocol ABIScalar {
    /// The Objective-C style type code of the C type.
    static var typeEncoding: String { get }
}

extension Int: ABIScalar { package static var typeEncoding: String { "q" } }
extension UInt: ABIScalar { package static var typeEncoding: String { "Q" } }
extension Int64: ABIScalar { package static var typeEncoding: String { "q" } }
extension UInt64: ABIScalar { package static var typeEncoding: String { "Q" } }
extension Int32: ABIScalar { package static var typeEncoding: String { "i" } }
extension UInt32: ABIScalar { package static var typeEncoding: String { "I" } }
extension Int16: ABIScalar { package static var typeEncoding: String { "s" } }
extension UInt16: ABIScalar { package static var typeEncoding: String { "S" } }
extension Int8: ABIScalar { package static var typeEncoding: String { "c" } }
extension UInt8: ABIScalar { package static var typeEncoding: String { "C" } }
extension Bool: ABIScalar { package static var typeEncoding: String { "B" } }
extension Float: ABIScalar { package static var typeEncoding: String { "f" } }
extension Double: ABIScalar { package static var typeEncoding: String { "d" } }
extension UnsafeRawPointer: ABIScalar { package static var typeEncoding: String { "^v" } }
extension UnsafeMutableRawPointer: ABIScalar { package static var typeEncoding: String { "^v" } }
extension OpaquePointer: ABIScalar { package static var typeEncoding: String { "^v" } }
extension UnsafePointer: ABIScalar { package static var typeEncoding: String { "^v" } }
extension UnsafeMutablePointer: ABIScalar { package static var typeEncoding: String { "^v" } }
