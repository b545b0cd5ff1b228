@_spi(Internals) import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

// The stubs a typed entry point answers from its words (its arguments and result as the C
// words the call passes), without boxing a value, retaining an object or copying an entry.

extension StubTable {
    /// A stub whose expected arguments are plain values or `.any`, and whose answer is one value,
    /// of a method whose values are all scalars: kept as the words a typed entry point makes of
    /// them, so a call is matched and answered without boxing anything. Its expected words are
    /// written straight into its slot's block (``StubList/insertFirst(_:words:matching:parameters:)``):
    /// only its answer is made here, and nothing is held that a copy would retain.
    struct WordStub {
        let answer: UInt64

        /// The stub as words, if its answer can be one: any scalar but a floating-point one. Its
        /// expected arguments are classified as the slot is written: integers or `Bool`s, whose
        /// bits compare as `==` does (``comparableWord(_:as:)``), or `.any`; a stub with any other
        /// stays on the frame path.
        ///
        /// A typed stub's answer is made into its word from its value's static type, the method's
        /// result type, before (``init(answerWord:limit:signature:)``).
        init?(action: borrowing Action, limit: Int?, signature: MethodSignature) {
            guard limit == nil, EvidenceLog.recordsFromWords(signature) else { return nil }
            guard case let .value(value) = copy action else { return nil }
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

        /// A typed stub as words, its answer `answerWord`, made by the typed stub from its value's
        /// static type, which is the method's result type (``comparableWord(of:)``): the boxed
        /// answer is not opened again, nor the signature's result type copied to compare it with
        /// (about 350 instructions a stub), nor the answer read at all (a read copied its box).
        init?(answerWord: UInt64, limit: Int?, signature: MethodSignature) {
            guard limit == nil, EvidenceLog.recordsFromWords(signature) else { return nil }
            answer = answerWord
        }
    }

    /// How a call matched on words is answered.
    enum WordAnswer {
        case answered(UInt64)
        case unmatched
        /// A stub of the method needs the call's values.
        case needsFrame
    }

    /// The table's stubs, newest first, in one block of the runtime's: each entry in a slot beside
    /// what a typed entry's call matches it on (its method, expected words and answer as plain
    /// words, read in place), the slots' expected words after them. A call reads it under the
    /// table's lock with nothing to retain, release or copy (reading entries from an array did all
    /// three: ~150 instructions of a stubbed call's ~750), and the first stub makes one block:
    /// an array of entries beside the slots was one more allocation and free a test (~450
    /// instructions, `per test` benchmark). Changed only under the table's lock.
    ///
    /// A value in the table, not an object: an object read from the table's property is retained
    /// and released around each call's match.
    struct StubList: ~Copyable {
        struct Slot {
            /// Its entry's method: read by each call's match beside the words, where a debug build
            /// (what `swift test` runs) reading it from the entry copied the entry.
            let method: Int
            /// The expected words and masks (``WordPattern``), in the list's block; nil for a stub
            /// with no `with(…)`, or one matched on its values.
            let expected: UnsafePointer<UInt64>?
            let expectedCount: Int
            let answer: UInt64
            /// False for a stub that needs the call's values.
            let takesWords: Bool
            var entry: Entry
            /// How many calls it answered: here, not in the entry, whose field a debug build
            /// (what `swift test` runs) reached through a copy of the whole entry on each call.
            var answered = 0

        }

        private var slots: UnsafeMutablePointer<Slot>?
        private(set) var count = 0
        /// How many expected words (and masks) the slots hold after them in their block.
        private var wordCount = 0

        deinit {
            slots?.deinitialize(count: count)
            sk_block_free(slots)
        }

        /// The stub at `index` (0, the newest).
        subscript(index: Int) -> Entry {
            slots![index].entry
        }

        /// Marks the stub at `index` reported as unused.
        func markReportedUnused(at index: Int) {
            slots![index].entry.reportedUnused = true
        }

        /// How many calls the stub at `index` answered.
        func answered(at index: Int) -> Int { slots![index].answered }

        /// Counts a call the stub at `index` answered, and returns it with its count.
        func countAnswer(at index: Int) -> Entry {
            slots![index].answered += 1
            var entry = slots![index].entry
            entry.answered = slots![index].answered
            return entry
        }

        /// Puts a stub just added first (the newest first), the others moved after it: nothing is
        /// copied or retained. `words` and `matching`, what a typed entry's call matches it on;
        /// `parameters`, its method's.
        mutating func insertFirst(_ entry: consuming Entry, words: WordStub?, matching: ArgumentMatching?, parameters: [ABIType]) {
            let old = slots, oldCount = count
            // Room for each argument's word, then each mask; a pattern, not `!= nil`: generic in debug.
            var added = 0
            if case .some = words, case .some = matching { added = 2 * parameters.count }
            var next = replaceBlock(slots: oldCount + 1, words: wordCount + added)
            slots!.initialize(to: slot(consume entry, words, matching: matching, parameters: parameters, wordsAt: &next))
            var index = 0
            while index < oldCount {
                (slots! + index + 1).initialize(to: Self.moved((old! + index).move(), wordsAt: &next))
                index += 1
            }
            sk_block_free(old)
        }

        /// Removes the stubs `removes` picks, keeping the others in their order.
        mutating func removeAll(where removes: (Entry) -> Bool) {
            removeSlots { _, entry in removes(entry) }
        }

        /// Removes the stub at `index`.
        mutating func remove(at index: Int) {
            removeSlots { at, _ in at == index }
        }

        /// The stub that answers a call of `method` with `arguments`: the newest whose `with(…)`
        /// matches them, else the newest with none. Read in place: a copy of each entry retained
        /// its matching's values.
        func index(ofStubFor method: Int, arguments: [Any]) -> Int? {
            var plain: Int?
            var index = 0
            while index < count {
                if slots![index].method == method {
                    if case .some(true) = slots![index].entry.matching?.matches(arguments) { return index }
                    if plain == nil, case .none = slots![index].entry.matching { plain = index }
                }
                index += 1
            }
            return plain
        }

        /// Whether a stub of `method` is there.
        func hasStub(forMethod method: Int) -> Bool {
            var index = 0
            while index < count {
                if slots![index].method == method { return true }
                index += 1
            }
            return false
        }

        /// Moves the slots `removes` does not pick (asked with each one's index and entry) to a
        /// new block, in their order, and destroys the others.
        private mutating func removeSlots(_ removes: (Int, Entry) -> Bool) {
            guard let old = slots else { return }
            let oldCount = count
            var kept = 0, words = 0, index = 0
            var removed = [Bool](repeating: false, count: oldCount)
            while index < oldCount {
                removed[index] = removes(index, old[index].entry)
                if !removed[index] {
                    kept += 1
                    words += 2 * old[index].expectedCount
                }
                index += 1
            }
            guard kept < oldCount else { return }
            var next = replaceBlock(slots: kept, words: words)
            (kept, index) = (0, 0)
            while index < oldCount {
                if removed[index] {
                    (old + index).deinitialize(count: 1)
                } else {
                    (slots! + kept).initialize(to: Self.moved((old + index).move(), wordsAt: &next))
                    kept += 1
                }
                index += 1
            }
            sk_block_free(old)
        }

        /// Gives the list a new block of `count` slots, uninitialized (none for 0), then room for
        /// `words` words; returns where the words go. The old block is the caller's to free.
        private mutating func replaceBlock(slots count: Int, words: Int) -> UnsafeMutablePointer<UInt64> {
            self.count = count
            wordCount = words
            guard count > 0 else {
                slots = nil
                return UnsafeMutablePointer(bitPattern: MemoryLayout<UInt64>.alignment)!
            }
            let slotBytes = count * MemoryLayout<Slot>.stride
            let block = sk_block_alloc(slotBytes + words * MemoryLayout<UInt64>.stride)
            slots = block.bindMemory(to: Slot.self, capacity: count)
            return (block + slotBytes).bindMemory(to: UInt64.self, capacity: words)
        }

        /// A stub's slot, its expected words written to `next`, which moves past them: a stub whose
        /// expected arguments are not all words gets a slot that sends its method's calls to the
        /// frame path, and gives its words' room back.
        // `if let`s, not `Optional.map` and `?.`: a debug build runs those through generic calls.
        private mutating func slot(_ entry: consuming Entry, _ words: WordStub?, matching: ArgumentMatching?,
                                   parameters: [ABIType], wordsAt next: inout UnsafeMutablePointer<UInt64>) -> Slot {
            guard let words else {
                return Slot(method: entry.method, expected: nil, expectedCount: 0, answer: 0, takesWords: false, entry: entry)
            }
            guard let matching else {
                return Slot(method: entry.method, expected: nil, expectedCount: 0, answer: words.answer, takesWords: true, entry: entry)
            }
            let count = parameters.count
            guard WordPattern.fill(next, from: matching, parameters: parameters) else {
                wordCount -= 2 * count
                return Slot(method: entry.method, expected: nil, expectedCount: 0, answer: 0, takesWords: false, entry: entry)
            }
            defer { next += 2 * count }
            return Slot(method: entry.method, expected: UnsafePointer(next), expectedCount: count, answer: words.answer,
                        takesWords: true, entry: entry)
        }

        /// `slot` moved to a new block, its expected words copied to `next`, which moves past them.
        private static func moved(_ slot: consuming Slot, wordsAt next: inout UnsafeMutablePointer<UInt64>) -> Slot {
            guard let expected = slot.expected else { return slot }
            next.update(from: expected, count: 2 * slot.expectedCount)
            defer { next += 2 * slot.expectedCount }
            return Slot(method: slot.method, expected: UnsafePointer(next), expectedCount: slot.expectedCount,
                        answer: slot.answer, takesWords: slot.takesWords, entry: slot.entry, answered: slot.answered)
        }

        /// The answer of the stub that answers a call of `method` with these argument words,
        /// counted: the newest whose arguments match, else the newest with no `with(…)`, as
        /// ``StubTable/match(method:arguments:)`` picks. Any stub of the method that needs the
        /// call's values decides for all: it may be the one that wins.
        func match(method: Int, words arguments: UnsafeRawPointer) -> WordAnswer {
            // Through the slots' address: read in place, with no copy of a slot.
            guard let slots else { return .unmatched }
            let arguments = arguments.assumingMemoryBound(to: UInt64.self), count = self.count
            var plain: Int?, matched: Int?
            var index = 0
            while index < count {
                if slots[index].method == method {
                    guard slots[index].takesWords else { return .needsFrame }
                    // The slot's words read one by one: a method of the slot, or a copy of its
                    // pointer's pointee, copies the whole slot, its entry too, in a debug build.
                    if let expected = slots[index].expected {
                        if matched == nil, WordPattern.matches(arguments, expected: expected, count: slots[index].expectedCount) {
                            matched = index
                        }
                    } else if plain == nil {
                        plain = index
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

