@_spi(Internals) import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

// The stubs a typed entry point answers from its words (its arguments and result as the C
// words the call passes), without boxing a value, retaining an object or copying an entry.

extension StubTable {
    /// A stub whose expected arguments are plain values or `.any`, and whose answer is one value,
    /// of a method whose values are all scalars: kept as the words a typed entry point makes of
    /// them, so a call is matched and answered without boxing anything. Its expected words are
    /// written straight into its slot's block (``WordStubIndex/insertFirst(_:serial:_:matching:parameters:)``):
    /// only its answer is made here, and nothing is held that a copy would retain.
    struct WordStub {
        let answer: UInt64

        /// The stub as words, if its answer can be one: any scalar but a floating-point one. Its
        /// expected arguments are classified as the slot is written: integers or `Bool`s, whose
        /// bits compare as `==` does (``comparableWord(_:as:)``), or `.any`; a stub with any other
        /// stays on the frame path.
        ///
        /// `answerWord`: the answer's word, made by a typed stub from its value's static type,
        /// which is the method's result type (``comparableWord(of:)``); the boxed answer is then not
        /// opened again, nor the signature's result type copied to compare it with (about 350
        /// instructions a stub).
        init?(action: Action, answerWord: UInt64? = nil, limit: Int?, signature: MethodSignature) {
            guard limit == nil, EvidenceLog.recordsFromWords(signature) else { return nil }
            if let answerWord {
                answer = answerWord
                return
            }
            guard case let .value(value) = action else { return nil }
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
    /// Changed with the list, under the same lock.
    ///
    /// The only place a stub's words are kept: the slots' expected words are in the slots' block,
    /// after them, and an entry finds its slot by its serial. Kept in the entries too, they were an
    /// object and a block made for every stub, and copied with every entry.
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
            /// Its stub's ``StubTable/Entry/serial``.
            let serial: Int
            /// The expected words and masks (``WordPattern``), in the index's block; nil for a stub
            /// with no `with(…)`.
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
        /// How many expected words (and masks) the slots hold after them in their block.
        private var wordCount = 0

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

        /// Keeps the slots of the stubs `list` still has, in its order (a change of the list
        /// removes stubs, never reorders them), its counts already holding the slots'
        /// (``foldAnswers(into:)``).
        mutating func keepSlots(of list: [Entry]) {
            let old = slots
            var kept = 0, words = 0, oldIndex = 0, index = 0
            // `while`, not `enumerated()`: that copies each entry and builds generic metadata
            while index < list.count, oldIndex < old.count {
                if old[oldIndex].serial == list[index].serial {
                    kept += 1
                    words += 2 * old[oldIndex].expectedCount
                    index += 1
                }
                oldIndex += 1
            }
            var next = replaceBlock(slots: kept, words: words)
            (oldIndex, index) = (0, 0)
            while index < kept {
                if old[oldIndex].serial == list[index].serial {
                    slots.initializeElement(at: index, to: Self.moved(old[oldIndex], wordsAt: &next))
                    index += 1
                }
                oldIndex += 1
            }
            sk_block_free(old.baseAddress)
        }

        /// Puts the slot of a stub just added first (the newest first, as ``StubTable`` lists them),
        /// the others moved after it with their counts: the list need not be read again (reading
        /// each entry copied it whole, about 1,300 instructions a stub added in a debug build).
        /// `matching` and `parameters`, the stub's expected arguments and its method's parameters.
        mutating func insertFirst(_ method: Int, serial: Int, _ words: WordStub?, matching: ArgumentMatching?,
                                  parameters: [ABIType]) {
            let old = slots
            // Room for each argument's word, then each mask; a pattern, not `!= nil`: generic in debug.
            var added = 0
            if case .some = words, case .some = matching { added = 2 * parameters.count }
            var next = replaceBlock(slots: old.count + 1, words: wordCount + added)
            let first = slot(method, serial: serial, words, matching: matching, parameters: parameters, wordsAt: &next)
            slots.initializeElement(at: 0, to: first)
            var index = 0
            while index < old.count {
                slots.initializeElement(at: index + 1, to: Self.moved(old[index], wordsAt: &next))
                index += 1
            }
            sk_block_free(old.baseAddress)
        }

        /// Gives the index a new block of `count` slots, uninitialized, then room for `words`
        /// words; returns where the words go. The old block is the caller's to free.
        private mutating func replaceBlock(slots count: Int, words: Int) -> UnsafeMutablePointer<UInt64> {
            let slotBytes = count * MemoryLayout<Slot>.stride
            let block = sk_block_alloc(slotBytes + words * MemoryLayout<UInt64>.stride)
            slots = UnsafeMutableBufferPointer(start: block.bindMemory(to: Slot.self, capacity: count), count: count)
            wordCount = words
            return (block + slotBytes).bindMemory(to: UInt64.self, capacity: words)
        }

        /// A stub's slot, its expected words written to `next`, which moves past them: a stub whose
        /// expected arguments are not all words gets a slot that sends its method's calls to the
        /// frame path, and gives its words' room back.
        // `if let`s, not `Optional.map` and `?.`: a debug build runs those through generic calls.
        private mutating func slot(_ method: Int, serial: Int, _ words: WordStub?, matching: ArgumentMatching?,
                                   parameters: [ABIType], wordsAt next: inout UnsafeMutablePointer<UInt64>) -> Slot {
            guard let words else {
                return Slot(method: method, serial: serial, expected: nil, expectedCount: 0, answer: 0, takesWords: false)
            }
            guard let matching else {
                return Slot(method: method, serial: serial, expected: nil, expectedCount: 0, answer: words.answer, takesWords: true)
            }
            let count = parameters.count
            guard WordPattern.fill(next, from: matching, parameters: parameters) else {
                wordCount -= 2 * count
                return Slot(method: method, serial: serial, expected: nil, expectedCount: 0, answer: 0, takesWords: false)
            }
            defer { next += 2 * count }
            return Slot(method: method, serial: serial, expected: UnsafePointer(next), expectedCount: count,
                        answer: words.answer, takesWords: true)
        }

        /// `slot` moved to a new block, its expected words copied to `next`, which moves past them.
        private static func moved(_ slot: Slot, wordsAt next: inout UnsafeMutablePointer<UInt64>) -> Slot {
            guard let expected = slot.expected else { return slot }
            next.update(from: expected, count: 2 * slot.expectedCount)
            defer { next += 2 * slot.expectedCount }
            return Slot(method: slot.method, serial: slot.serial, expected: UnsafePointer(next), expectedCount: slot.expectedCount,
                        answer: slot.answer, takesWords: slot.takesWords, answered: slot.answered)
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
