@_spi(Internals) import SwizzleCore

/// Expected arguments as the words a typed entry point makes of a call's arguments (and a log
/// keeps): what a stub on words and a verification on words compare a call with. For each
/// argument its word, then its mask: all ones for a value, zero for `.any`. Kept where a debug
/// build reads them without generic calls (each `Array` subscript is one there): written to
/// storage of the caller's (``fill(_:from:parameters:)``), and compared there
/// (``matches(_:expected:count:)``).
enum WordPattern {
    /// Writes `matching`'s expected words, then their masks, to `words` (room for two per
    /// parameter); false, with `words` half written, unless each expected argument is `.any` or a
    /// word of its parameter's own type. One pass: each argument is classified once.
    static func fill(_ words: UnsafeMutablePointer<UInt64>, from matching: ArgumentMatching, parameters: [ABIType]) -> Bool {
        let count = parameters.count
        guard matching.count == count else { return false }
        if let inline = matching.inlineWords {
            // Words alone, read where they are held (through the matching, each was about 150
            // instructions more in a debug build).
            var index = 0
            while index < count {
                guard let word = inline.word(at: index, as: parameters[index].swiftType) else { return false }
                words[index] = word
                words[count + index] = ~0
                index += 1
            }
            return true
        }
        var index = 0  // `while`, not `zip`: see ArgumentMatching
        while index < count {
            if let word = matching.word(at: index, as: parameters[index].swiftType) {
                words[index] = word
                words[count + index] = ~0
            } else if matching.matchesAnything(at: index) {
                words[index] = 0
                words[count + index] = 0
            } else {
                return false
            }
            index += 1
        }
        return true
    }

    /// Whether a call's argument words (one per argument, from `arguments`) are the `expected`
    /// ones: `count` words, then their masks.
    static func matches(_ arguments: UnsafePointer<UInt64>, expected: UnsafePointer<UInt64>, count: Int) -> Bool {
        var index = 0  // `while`, not `indices`: a debug build builds a range's metadata for it
        while index < count {
            if arguments[index] & expected[count + index] != expected[index] { return false }
            index += 1
        }
        return true
    }
}
