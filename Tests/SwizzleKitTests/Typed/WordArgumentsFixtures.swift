import SwizzleKit

/// Methods of integer and `Bool` arguments only: a typed `with(…)` of up to three of them is
/// held in place, of four or more in a list; both must stub, verify and describe alike.
@Swizzlable
class Mixer: @unchecked Sendable {
    func mix3(_ a: Int, _ b: Int, _ c: Int) -> Int { a + b + c }
    func mix4(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { a + b + c + d }
    func level(_ on: Bool, _ step: Int8) -> Int { on ? Int(step) : 0 }
}
