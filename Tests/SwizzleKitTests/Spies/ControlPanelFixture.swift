import SwizzleKit

/// A control panel with more methods than a word has bits: a spy keeps what it reads of each
/// method on every call (async? `inout`?) as bits of one word for its first 64 methods, and in
/// an array for the others.
@Swizzlable
class ControlPanel {
    init() {}
    func switch00() -> Int { 0 }
    func switch01() -> Int { 1 }
    func switch02() -> Int { 2 }
    func switch03() -> Int { 3 }
    func switch04() -> Int { 4 }
    func switch05() -> Int { 5 }
    func switch06() -> Int { 6 }
    func switch07() -> Int { 7 }
    func switch08() -> Int { 8 }
    func switch09() -> Int { 9 }
    func switch10() -> Int { 10 }
    func switch11() -> Int { 11 }
    func switch12() -> Int { 12 }
    func switch13() -> Int { 13 }
    func switch14() -> Int { 14 }
    func switch15() -> Int { 15 }
    func switch16() -> Int { 16 }
    func switch17() -> Int { 17 }
    func switch18() -> Int { 18 }
    func switch19() -> Int { 19 }
    func switch20() -> Int { 20 }
    func switch21() -> Int { 21 }
    func switch22() -> Int { 22 }
    func switch23() -> Int { 23 }
    func switch24() -> Int { 24 }
    func switch25() -> Int { 25 }
    func switch26() -> Int { 26 }
    func switch27() -> Int { 27 }
    func switch28() -> Int { 28 }
    func switch29() -> Int { 29 }
    func switch30() -> Int { 30 }
    func switch31() -> Int { 31 }
    func switch32() -> Int { 32 }
    func switch33() -> Int { 33 }
    func switch34() -> Int { 34 }
    func switch35() -> Int { 35 }
    func switch36() -> Int { 36 }
    func switch37() -> Int { 37 }
    func switch38() -> Int { 38 }
    func switch39() -> Int { 39 }
    func switch40() -> Int { 40 }
    func switch41() -> Int { 41 }
    func switch42() -> Int { 42 }
    func switch43() -> Int { 43 }
    func switch44() -> Int { 44 }
    func switch45() -> Int { 45 }
    func switch46() -> Int { 46 }
    func switch47() -> Int { 47 }
    func switch48() -> Int { 48 }
    func switch49() -> Int { 49 }
    func switch50() -> Int { 50 }
    func switch51() -> Int { 51 }
    func switch52() -> Int { 52 }
    func switch53() -> Int { 53 }
    func switch54() -> Int { 54 }
    func switch55() -> Int { 55 }
    func switch56() -> Int { 56 }
    func switch57() -> Int { 57 }
    func switch58() -> Int { 58 }
    func switch59() -> Int { 59 }
    func switch60() -> Int { 60 }
    func switch61() -> Int { 61 }
    func switch62() -> Int { 62 }
    func switch63() -> Int { 63 }
    func adjust(_ level: inout Int) { level += 1 }
    func settle(after delay: Int) async -> Int { delay * 2 }
}

extension ControlPanel {
    /// Every method, `adjust` and `settle` last (methods 64 and 65 of a spy of them all).
    static let everySelector: [SpyCoselectors] =
        (0 ..< 64).map { .instance(Selector("switch" + ($0 < 10 ? "0" : "") + "\($0)()")) }
        + [.instance("adjust(_:)"), .instance("settle(after:)")]
}
