@_spi(Internals) import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

// The stubs a typed entry point answers from its words (its arguments and result as the C
// words the call passes), without boxing a value, retaining an object or copying an entry.

extension StubTable {
    /// A stub whose expected arguments are plain values or `.any`, and whose answer is one value,
    /// of a method whose values are all scalars: kept as the words a typed entry point makes of
    /// them, so a call is matched and answered without boxing anything.
    struct WordStub {
        /// The arguments' words it expects; nil for a stub with no `with(…)`.
        let expected: WordPattern?
        let answer: UInt64

        /// The stub as words, if it can be: its expected arguments integers or `Bool`s, whose bits
        /// compare as `==` does (``comparableWord(_:as:)``), or `.any`; any other stays on the frame
        /// path. Its answer any scalar but a floating-point one.
        init?(matching: ArgumentMatching?, action: Action, limit: Int?, signature: MethodSignature) {
            guard limit == nil, EvidenceLog.recordsFromWords(signature), case let .value(value) = action else { return nil }
            func word(_ value: Any?, as type: ABIType) -> UInt64? {
                guard type.typeEncoding != "f", type.typeEncoding != "d" else { return nil }
                var word: UInt64 = 0
                let fits = withUnsafeMutableBytes(of: &word) { type.operations.initialize($0.baseAddress!, with: value) }
                return fits ? word : nil
            }
            let result = signature.result
            if result.isVoid {
                answer = 0
            } else if let value, let answer = comparableWord(value, as: result.swiftType) {
                self.answer = answer  // an `if let`, not `flatMap`: a debug build runs that unspecialized
            } else {
                guard let answer = word(value, as: result) else { return nil }
                self.answer = answer
            }
            guard let matching else {
                expected = nil
                return
            }
            guard let pattern = WordPattern(matching, parameters: signature.parameters) else { return nil }
            expected = pattern
        }
    }

    /// How a call matched on words is answered.
    enum WordAnswer {
        case answered(UInt64)
        case unmatched
        /// A stub of the method needs the call's values.
        case needsFrame
    }

    /// The table's stubs as a typed entry's call matches them, in the list's order (newest first),
    /// one slot for each entry: its method, expected words and answer as plain words, read in
    /// place. A call reads it under the table's lock with nothing to retain, release or copy
    /// (reading the list's entries did all three: ~150 instructions of a stubbed call's ~750).
    /// Rebuilt from the list whenever it changes, under the same lock; the list's entries keep
    /// alive the patterns the slots point to.
    ///
    /// A call answered here is counted in its slot, not in the list (a write to the list's array
    /// checks it is unique and costs ~40 instructions a call): ``foldAnswers(into:)`` adds the
    /// slots' counts to the entries before the list changes or its counts are read.
    ///
    /// A value in the table, not an object: an object read from the table's property is retained
    /// and released around each call's match.
    struct WordStubIndex: ~Copyable {
        struct Slot {
            let method: Int
            /// The expected words and masks (``WordPattern``), nil for a stub with no `with(…)`.
            let expected: UnsafePointer<UInt64>?
            let expectedCount: Int
            let answer: UInt64
            /// False for a stub that needs the call's values.
            let takesWords: Bool
            /// Calls answered here since the slot was made, not yet added to the entry's count.
            var answered = 0

            /// Whether a typed entry's argument words (one per argument) are the ones expected.
            func matches(_ arguments: UnsafePointer<UInt64>) -> Bool {
                guard let expected else { return true }
                return WordPattern.matches(arguments, expected: expected, count: expectedCount)
            }
        }

        private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)

        deinit { sk_block_free(slots.baseAddress) }

        /// Adds the calls each slot answered to its entry's count, and zeroes the slots'.
        func foldAnswers(into list: inout [Entry]) {
            var index = 0
            while index < slots.count {
                if slots[index].answered > 0 {
                    list[index].answered += slots[index].answered
                    slots[index].answered = 0
                }
                index += 1
            }
        }

        /// Remakes the slots from `list`, whose counts already hold the slots' (``foldAnswers(into:)``).
        mutating func rebuild(from list: [Entry]) {
            sk_block_free(slots.baseAddress)
            let start = sk_block_alloc(list.count * MemoryLayout<Slot>.stride).bindMemory(to: Slot.self, capacity: list.count)
            slots = UnsafeMutableBufferPointer(start: start, count: list.count)
            var index = 0  // `while`, not `enumerated()`: that copies each entry and builds generic metadata
            while index < list.count {
                slots.initializeElement(at: index, to: Self.slot(list[index].method, list[index].words))
                index += 1
            }
        }

        /// Puts the slot of a stub just added first (the newest first, as ``StubTable`` lists them),
        /// the others moved after it with their counts: the list need not be read again (reading
        /// each entry copied it whole, about 1,300 instructions a stub added in a debug build).
        mutating func insertFirst(_ method: Int, _ words: WordStub?) {
            let count = slots.count + 1
            let start = sk_block_alloc(count * MemoryLayout<Slot>.stride).bindMemory(to: Slot.self, capacity: count)
            start.initialize(to: Self.slot(method, words))
            if let old = slots.baseAddress {
                (start + 1).moveInitialize(from: old, count: slots.count)
                sk_block_free(old)
            }
            slots = UnsafeMutableBufferPointer(start: start, count: count)
        }

        // `if let`s, not `Optional.map` and `?.`: a debug build runs those through generic calls.
        private static func slot(_ method: Int, _ words: WordStub?) -> Slot {
            guard let words else {
                return Slot(method: method, expected: nil, expectedCount: 0, answer: 0, takesWords: false)
            }
            guard let expected = words.expected else {
                return Slot(method: method, expected: nil, expectedCount: 0, answer: words.answer, takesWords: true)
            }
            return Slot(method: method, expected: UnsafePointer(expected.words), expectedCount: expected.count,
                        answer: words.answer, takesWords: true)
        }

        /// The answer of the stub that answers a call of `method` with these argument words,
        /// counted: the newest whose arguments match, else the newest with no `with(…)`, as
        /// ``StubTable/match(method:arguments:)`` picks. Any stub of the method that needs the
        /// call's values decides for all: it may be the one that wins.
        func match(method: Int, words arguments: UnsafeRawPointer) -> WordAnswer {
            // Through the slots' address: a buffer's subscript is a generic call in a debug build
            // (what `swift test` runs), which copies the slot out; a pointer's reads it in place.
            guard let slots = slots.baseAddress else { return .unmatched }
            let arguments = arguments.assumingMemoryBound(to: UInt64.self), count = self.slots.count
            var plain: Int?, matched: Int?
            var index = 0
            while index < count {
                if slots[index].method == method {
                    guard slots[index].takesWords else { return .needsFrame }
                    if slots[index].expected == nil {
                        if plain == nil { plain = index }
                    } else if matched == nil, slots[index].matches(arguments) {
                        matched = index
                    }
                }
                index += 1
            }
            // `if let`s, not `??`: a debug build makes its right side a closure.
            let winner: Int
            if let matched { winner = matched } else if let plain { winner = plain } else { return .unmatched }
            slots[winner].answered += 1
            return .answered(slots[winner].answer)
        }
    }
}
