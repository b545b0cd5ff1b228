import SwizzleKit

/// A `@Swizzlable` method taking a scalar of every width the table passes by value, and one
/// returning a 4-byte float: its typed entry point makes each argument a word, and the spy must
/// read each back at its own size (a byte, two, four, eight; integer and floating-point).
@Swizzlable
class ScalarWidths: @unchecked Sendable {
    init() {}

    func mix(_ flag: Bool, _ small: Int8, _ short: UInt16, _ medium: Int32, _ single: Float, _ double: Double,
             _ pointer: UnsafeRawPointer, _ large: Int) -> Double {
        (flag ? 1 : 0) + Double(small) + Double(short) + Double(medium) + Double(single) + double
            + Double(Int(bitPattern: pointer) & 0xF) + Double(large)
    }

    func half(_ value: Float) -> Float { value / 2 }
}
