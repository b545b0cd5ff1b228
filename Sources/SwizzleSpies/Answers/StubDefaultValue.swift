import SwizzleCore
import SwizzleLayers

/// A type with a value that an unstubbed, non-forwarding call returns: 0, false, "", empty
/// collections. Conform your own types to give them one; optionals default to nil.
public protocol StubDefaultValue {
    static var stubDefaultValue: Self { get }
}

extension Int: StubDefaultValue { public static var stubDefaultValue: Int { 0 } }
extension Int8: StubDefaultValue { public static var stubDefaultValue: Int8 { 0 } }
extension Int16: StubDefaultValue { public static var stubDefaultValue: Int16 { 0 } }
extension Int32: StubDefaultValue { public static var stubDefaultValue: Int32 { 0 } }
extension Int64: StubDefaultValue { public static var stubDefaultValue: Int64 { 0 } }
extension UInt: StubDefaultValue { public static var stubDefaultValue: UInt { 0 } }
extension UInt8: StubDefaultValue { public static var stubDefaultValue: UInt8 { 0 } }
extension UInt16: StubDefaultValue { public static var stubDefaultValue: UInt16 { 0 } }
extension UInt32: StubDefaultValue { public static var stubDefaultValue: UInt32 { 0 } }
extension UInt64: StubDefaultValue { public static var stubDefaultValue: UInt64 { 0 } }
extension Float: StubDefaultValue { public static var stubDefaultValue: Float { 0 } }
extension Double: StubDefaultValue { public static var stubDefaultValue: Double { 0 } }
extension Bool: StubDefaultValue { public static var stubDefaultValue: Bool { false } }
extension String: StubDefaultValue { public static var stubDefaultValue: String { "" } }
extension Substring: StubDefaultValue { public static var stubDefaultValue: Substring { "" } }
extension Array: StubDefaultValue { public static var stubDefaultValue: Array { [] } }
extension ContiguousArray: StubDefaultValue { public static var stubDefaultValue: ContiguousArray { [] } }
extension Set: StubDefaultValue { public static var stubDefaultValue: Set { [] } }
extension Dictionary: StubDefaultValue { public static var stubDefaultValue: Dictionary { [:] } }
extension Optional: StubDefaultValue { public static var stubDefaultValue: Optional { nil } }
