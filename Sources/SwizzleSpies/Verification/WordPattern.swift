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

/// A stub's expected words and masks (``WordPattern``), kept with the stub: in place for up to
/// four arguments, the usual stub, where an object and a block of its own were two allocations
/// more for every stub made (`per test` benchmark); in an array for more.
struct ExpectedWords {
    /// How many arguments: the words are twice as many (each argument's, then each mask).
    let count: Int
    /// For up to ``argumentsInPlace`` arguments: their words, then their masks, then zeros.
    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    private var spilled: [UInt64]?
    private static var argumentsInPlace: Int { 4 }

    /// Nil unless each expected argument is `.any` or an integer or `Bool` of its parameter's own
    /// type, whose bits compare as `==` does (``comparableWord(_:as:)``).
    init?(_ matching: ArgumentMatching, parameters: [ABIType]) {
        count = parameters.count
        inline = (0, 0, 0, 0, 0, 0, 0, 0)
        spilled = nil
        if count <= Self.argumentsInPlace {
            let filled = withUnsafeMutablePointer(to: &inline) { words in
                WordPattern.fill(UnsafeMutableRawPointer(words).assumingMemoryBound(to: UInt64.self), from: matching,
                                 parameters: parameters)
            }
            guard filled else { return nil }
        } else {
            var words = [UInt64](repeating: 0, count: 2 * count)
            guard words.withUnsafeMutableBufferPointer({ WordPattern.fill($0.baseAddress!, from: matching, parameters: parameters) })
            else { return nil }
            spilled = words
        }
    }

    /// Writes the words, then the masks, to `destination` (room for `2 * count`).
    func copy(to destination: UnsafeMutablePointer<UInt64>) {
        if let spilled {
            spilled.withUnsafeBufferPointer { destination.update(from: $0.baseAddress!, count: 2 * count) }
            return
        }
        var inline = inline
        withUnsafePointer(to: &inline) {
            destination.update(from: UnsafeRawPointer($0).assumingMemoryBound(to: UInt64.self), count: 2 * count)
        }
    }
}
