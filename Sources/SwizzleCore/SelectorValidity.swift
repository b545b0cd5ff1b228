internal import CSwizzleRuntime
import Synchronization

/// Whether a selector's name is Swift-style, remembered so that `send` and lookups do not parse
/// the name again on every call.
///
/// A direct-mapped table indexed by the selector's dense index: an entry holds the selector's
/// address with the answer in its low bit (selectors are 8-byte aligned), 0 when empty. Two
/// selectors that share an entry just replace each other (the loser is parsed again next time).
/// An answer never changes for a selector, so racing stores are harmless.
enum SelectorValidity {
    /// 1,024 slots, indexed by the selector's dense index.
    private static let table = AtomicSlots<UInt>(count: 1024, initialValue: 0)

    static func isWellFormed(_ selector: SKSel) -> Bool {
        let address = UInt(bitPattern: selector)
        let entry = table[Int(selector.pointee.index)]
        let remembered = entry.pointee.load(ordering: .relaxed)
        if remembered & ~1 == address { return remembered & 1 == 1 }
        let wellFormed = sk_selector_validate(selector.pointee.name, nil) == SK_OK
        entry.pointee.store(address | (wellFormed ? 1 : 0), ordering: .relaxed)
        return wellFormed
    }
}
