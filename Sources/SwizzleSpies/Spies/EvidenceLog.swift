@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// The calls one spy or mock recorded, kept compact: a fixed-size record per call, scalar
/// arguments and results as raw words, other values boxed. Values become ``Invocation``s
/// only when a test reads them. Not copyable: its logs own their memory.
@usableFromInline
struct EvidenceLog: ~Copyable {
    /// The methods calls are recorded for; a record names one by index.
    let methods: [SpiedMethod]
    /// The subject, the receiver of every recorded call.
    let receiver: LogReceiver

    /// How one value of a call is kept, worked out once per method so that recording a call
    /// reads no ``ABIType`` or signature (copying one costs retains) and no nested array: this is
    /// the spies' recording plan.
    private struct ValuePlan {
        /// The scalar's size in bytes, kept as a word (every scalar fits in one); 0 for a value
        /// that is boxed; -1 for a non-escaping closure, which must not outlive the call: a
        /// ``NonEscapingClosure`` is boxed in its place.
        let wordSize: Int8
        /// Its index among the C arguments (a parameter's), or -1 for the result.
        let argument: Int16
        /// Its type: what boxes it (read in place, never copied out), and a placeholder's name.
        let type: ABIType

        /// Whether the C argument holds a pointer to the value: only scalars cross by value.
        var isIndirect: Bool { wordSize <= 0 }
    }

    /// Every method's parameters' plans, in order, then its result's (if it returns one); a
    /// method's run of plans is `plans[planStart[m] ..< planStart[m + 1]]`.
    private let plans: ContiguousArray<ValuePlan>
    private let planStart: ContiguousArray<Int>
    /// Each method's, for a call recorded from words: how many argument words it keeps, and
    /// whether it keeps its result's.
    private let wordPlans: ContiguousArray<(arguments: Int, keepsResult: Bool)>
    /// Whether results are kept; when not, ``invocations`` have none and their owner fills them
    /// in (one object that every call returns is better kept once than with each call).
    private let keepsResults: Bool

    private static let threwFlag: UInt32 = 1
    /// The record kept its result though the log keeps none (see ``appendCompleted``).
    private static let resultKeptFlag: UInt32 = 2
    /// The record's arguments are the values passed in, and the values its `inout` arguments were
    /// left with follow its result, boxed.
    private static let inoutKeptFlag: UInt32 = 4

    /// Each call's record, in the order recorded: 4 bytes (``CallRecords``). Where a call's values
    /// start in `words` and `boxed` is not stored: every call of a method keeps the same number of
    /// each (given whether it threw), so reading the records in order finds them. Nor is its
    /// thread: calls come in runs on one thread, kept in `threads` (``ThreadRuns``).
    private var records: CallRecords
    /// The thread each record was made on.
    private var threads = ThreadRuns()
    private var words = ChunkedLog<UInt64>()   // every scalar fits in one word
    private var boxed = ChunkedLog<Any>()

    init(methods: [SpiedMethod], receiver: LogReceiver, keepsResults: Bool) {
        self.methods = methods
        self.receiver = receiver
        self.keepsResults = keepsResults
        let layout = methods.count == 1 ? Self.layout(of: methods[0].signature, keepsResults: keepsResults)
            : Self.layout(of: methods.map(\.signature), keepsResults: keepsResults)
        plans = layout.plans
        planStart = layout.planStart
        wordPlans = layout.wordPlans
        records = CallRecords(methodCount: methods.count)
    }

    /// Whether calls of `signature` can be recorded from a typed entry point's words
    /// (``append(words:result:method:sequence:thread:)``): a synchronous, non-generic method
    /// that does not throw, whose parameters and result are each a scalar passed by value, kept
    /// as the zero-extended word the entry point made of it.
    static func recordsFromWords(_ signature: MethodSignature) -> Bool {
        signature.storage.callIsWords
    }

    /// Where the log's methods' values go: `plans`, `planStart` and `wordPlans`.
    private struct Layout {
        let plans: ContiguousArray<ValuePlan>
        let planStart: ContiguousArray<Int>
        let wordPlans: ContiguousArray<(arguments: Int, keepsResult: Bool)>
    }

    /// A layout, as the object a signature keeps (``SignatureStorage/keptFact(_:)``).
    private final class KeptLayout {
        let layout: Layout
        init(_ layout: Layout) { self.layout = layout }
    }

    /// The layout of a log of one method (a spy's usual log), made once per signature and kept
    /// with it: a spy made per test made it again, 3,000 instructions of making one, and a locked
    /// dictionary of them cost 1,300 a lookup in a debug build (`per test` benchmark).
    private static func layout(of signature: MethodSignature, keepsResults: Bool) -> Layout {
        let fact: SignatureStorage.Fact = keepsResults ? .logLayoutKeepingResults : .logLayoutWithoutResults
        let kept = signature.storage.keptFact(fact)
            ?? signature.storage.keepFact(fact, KeptLayout(layout(of: [signature], keepsResults: keepsResults)))
        return Unmanaged<KeptLayout>.fromOpaque(kept).takeUnretainedValue().layout
    }

    private static func layout(of signatures: [MethodSignature], keepsResults: Bool) -> Layout {
        var plans = ContiguousArray<ValuePlan>(), planStart: ContiguousArray<Int> = [0]
        var wordPlans = ContiguousArray<(arguments: Int, keepsResult: Bool)>()
        var method = 0
        while method < signatures.count {
            let signature = signatures[method]
            plans += Self.plans(of: signature)
            planStart.append(plans.count)
            wordPlans.append((arguments: signature.parameters.count, keepsResult: keepsResults && !signature.result.isVoid))
            method += 1
        }
        return Layout(plans: plans, planStart: planStart, wordPlans: wordPlans)
    }

    /// A method's values' plans: its parameters', then its result's if it returns one.
    private static func plans(of signature: MethodSignature) -> ContiguousArray<ValuePlan> {
        var plans = ContiguousArray<ValuePlan>()
        // An async or generic call is recorded when its result is there, from values boxed at
        // its start (its arguments' storage is gone by then), with the awaited result.
        let boxesAll = signature.isDeferred
        for (index, type) in signature.parameters.enumerated() {
            let nonEscaping = signature.storage.parameterIsNonEscaping[index]
            plans.append(plan(type, argument: signature.abiIndex(ofParameter: index), nonEscaping: nonEscaping, boxed: boxesAll))
        }
        let result = signature.awaitedResult
        if !result.isVoid { plans.append(plan(result, argument: -1, nonEscaping: false, boxed: boxesAll)) }
        return plans
    }

    private static func plan(_ type: ABIType, argument: Int, nonEscaping: Bool, boxed: Bool) -> ValuePlan {
        let wordSize = nonEscaping ? -1 : type.isIndirect || boxed ? 0 : type.operations.size
        return ValuePlan(wordSize: Int8(wordSize), argument: Int16(argument), type: type)
    }

    mutating func removeAll() {
        // Every append adds its record first, and all of it under the log's lock: with no record,
        // every log is empty. A spy's scope clears its log as it begins, usually an empty one,
        // which cost a debug build (what `swift test` runs) about 1,900 instructions.
        guard records.count > 0 else { return }
        records.removeAll()
        threads.removeAll()
        words.removeAll()
        boxed.removeAll()
    }

    /// Records `frame` after its result (or error) is set.
    @usableFromInline
    mutating func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread) {
        let error = frame.thrownError
        append(sequence: sequence, method: method, flags: error != nil ? Self.threwFlag : 0, on: thread)
        // The method's parameters' plans, then its result's if it returns one.
        var index = planStart[method]
        let end = planStart[method + 1]
        while index < end, plans[index].argument >= 0 {
            let slot = frame.rawArguments[Int(plans[index].argument)].unsafelyUnwrapped
            keep(plans[index].isIndirect ? slot.load(as: UnsafeMutableRawPointer.self) : slot, plan: index)
            index += 1
        }
        if let error { return boxed.append(error) }
        if index < end, keepsResults, let result = frame.resultPointer { keep(result, plan: index) }
    }

    /// Records a call of a method with `inout` parameters, apart from ``append(_:method:sequence:thread:)``
    /// so that the usual call pays nothing for it: `passedIn` is every argument as the call began
    /// (its arguments), and the frame holds what the call left in the `inout` ones, kept after
    /// its result.
    @inline(never)
    mutating func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread, passedIn: [Any]) {
        let error = frame.thrownError
        append(sequence: sequence, method: method, flags: (error != nil ? Self.threwFlag : 0) | Self.inoutKeptFlag,
               on: thread)
        let start = planStart[method], end = planStart[method + 1]
        var index = start
        while index < end, plans[index].argument >= 0 {
            keep(boxedValue: passedIn[index - start], plan: index)
            index += 1
        }
        if let error { boxed.append(error) } else if index < end, keepsResults, let result = frame.resultPointer { keep(result, plan: index) }
        let isInout = methods[method].signature.storage.parameterIsInout
        for parameter in isInout.indices where isInout[parameter] { boxed.append(frame.argument(parameter)) }
    }

    /// Records a call of `method` from boxed values (an async call whose awaited part ended with
    /// `outcome`, its `arguments` boxed when it began; or a construction); `keepsResult` keeps this
    /// one's result even in a log that keeps none.
    mutating func appendCompleted(method: Int, sequence: UInt64, thread: InvocationThread, arguments: [Any],
                                  outcome: Result<Any?, any Error>, keepsResult: Bool = false) {
        let threw = if case .failure = outcome { true } else { false }
        let keepsResult = keepsResults || keepsResult
        append(sequence: sequence, method: method,
               flags: (threw ? Self.threwFlag : 0) | (keepsResult ? Self.resultKeptFlag : 0), on: thread)
        for (offset, argument) in arguments.enumerated() {
            keep(boxedValue: argument, plan: planStart[method] + offset)
        }
        switch outcome {
        case let .failure(error):
            boxed.append(error)
        case let .success(value):
            let hasResult = planStart[method + 1] - planStart[method] > arguments.count
            // The value itself, not an `Any?` boxed again: a reader's `returnValue` is the result.
            if hasResult, keepsResult { boxed.append(value ?? (Optional<Any>.none as Any)) }
        }
    }

    /// Records a call of a method ``recordsFromWords(_:)`` accepts, from a typed entry point's
    /// words: its arguments' words start at `arguments`, and `result` is what it returned. Made
    /// on the calling thread, whose `id` is `threadID` (``InvocationThread/currentID``).
    @usableFromInline
    mutating func append(words arguments: UnsafeRawPointer, result: UInt64, method: Int, sequence: UInt64,
                         threadID: UInt64) {
        if threadID != threads.lastThreadID { startThreadRun(on: .current) }
        records.append(sequence: sequence, method: method, flags: 0)
        let plan = wordPlans[method]
        words.append(words: arguments.assumingMemoryBound(to: UInt64.self), count: plan.arguments)
        if plan.keepsResult { words.append(word: result) }
    }

    /// Appends the record of a call made on `thread`. Transparent: a debug build inlines it into
    /// each append instead of calling it.
    @_transparent
    private mutating func append(sequence: UInt64, method: Int, flags: UInt32, on thread: InvocationThread) {
        if thread.id != threads.lastThreadID { startThreadRun(on: thread) }
        records.append(sequence: sequence, method: method, flags: flags)
    }

    /// The next record is the first of a run on `thread`. Out of line: the usual call, on the
    /// thread of the last, does not pay for it.
    @inline(never)
    private mutating func startThreadRun(on thread: InvocationThread) {
        threads.startRun(on: thread, at: records.count)
    }

    /// Keeps a value that arrived boxed as `plans[plan]` says: a scalar as its word.
    private mutating func keep(boxedValue value: Any, plan: Int) {
        if plans[plan].wordSize < 0 { return keepPlaceholder(plan: plan) }
        guard !plans[plan].isIndirect else { return boxed.append(value) }
        withUnsafeTemporaryAllocation(byteCount: 8, alignment: 8) { storage in
            let pointer = storage.baseAddress!
            pointer.storeBytes(of: 0, as: UInt64.self)
            _ = plans[plan].type.operations.initialize(pointer, with: value)
            keep(pointer, plan: plan)
        }
    }

    /// Keeps the value at `pointer` as `plans[plan]` says.
    @inline(__always)
    private mutating func keep(_ pointer: UnsafeMutableRawPointer, plan: Int) {
        // A load of the scalar's own size: copying a variable number of bytes is a call to memcpy.
        switch plans[plan].wordSize {
        case 1: words.append(word: UInt64(pointer.load(as: UInt8.self)))
        case 2: words.append(word: UInt64(pointer.load(as: UInt16.self)))
        case 4: words.append(word: UInt64(pointer.load(as: UInt32.self)))
        case 8: words.append(word: pointer.load(as: UInt64.self))
        default: keepBoxed(pointer, plan: plan)
        }
    }

    @inline(never)
    private mutating func keepBoxed(_ pointer: UnsafeMutableRawPointer, plan: Int) {
        if plans[plan].wordSize < 0 { return keepPlaceholder(plan: plan) }
        boxed.append(plans[plan].type.operations.load(from: pointer))
    }

    /// A non-escaping closure's place in the evidence: the placeholder, never the closure.
    private mutating func keepPlaceholder(plan: Int) {
        boxed.append(NonEscapingClosure(type: "\(plans[plan].type)"))
    }

    /// How many words a call of method `method` keeps: its arguments', then its result's if kept.
    private func wordCount(ofMethod method: Int) -> Int {
        // Read once: each subscript is a generic call in a debug build (what `swift test` runs).
        let plan = wordPlans[method]
        return plan.arguments + (plan.keepsResult ? 1 : 0)
    }

    /// Whether every value the log kept is a word (nothing boxed: no error, object, string or
    /// placeholder) and it keeps results: then every call of every method kept its arguments'
    /// words and its result's, and the records say where each call's words are with no plan read.
    var keepsOnlyWords: Bool { boxed.isEmpty && keepsResults }

    /// Whether the log keeps a value boxed (which may hold an object alive).
    var holdsBoxedValues: Bool { !boxed.isEmpty }

    /// How many calls the log holds.
    var count: Int { records.count }

    /// The sequence numbers of the calls of method `wanted` (one ``recordsFromWords(_:)``
    /// accepts) whose argument words match `pattern` (each expected word, then each mask:
    /// ``WordPattern``), every call of it for none; read in place. Only for a log that
    /// ``keepsOnlyWords``.
    func sequenceNumbers(of wanted: Int, matching pattern: UnsafePointer<UInt64>?, arguments: Int) -> SequenceNumbers {
        var matched = SequenceNumbers()
        forEachCall(of: wanted, upTo: records.count, readingThreads: false) { sequence, _, words in
            if let pattern, !WordPattern.matches(words, expected: pattern, count: arguments) { return }
            matched.append(sequence)
        }
        return matched
    }

    /// The first `limit` records' calls of method `wanted`, copied out as words (see
    /// ``sequenceNumbers(of:matching:arguments:)``): what a verification on words counted, described.
    func wordCalls(of wanted: Int, upTo limit: Int) -> WordCalls {
        var calls = WordCalls(selector: methods[wanted].selector, receiver: receiver.value,
                              signature: methods[wanted].signature, wordsPerCall: wordCount(ofMethod: wanted),
                              capacity: limit)
        // (Never past the records there are: a snapshot's limit is of its own generation's log.)
        forEachCall(of: wanted, upTo: min(limit, records.count)) { sequence, thread, words in
            calls.startCall(sequence: sequence, thread: thread)
            var index = 0
            while index < calls.wordsPerCall {
                calls.appendWord(words[index])
                index += 1
            }
        }
        return calls
    }

    /// Walks the first `limit` records, giving `body` each call of method `wanted` in turn: its
    /// sequence number, its thread (unless not `readingThreads`: a placeholder then, for a caller
    /// that reads none, which saves a debug build about 400 instructions a call) and its words
    /// (arguments', then result's), gathered from the log's chunks. Only for a log that
    /// ``keepsOnlyWords`` (up to `limit`).
    private func forEachCall(of wanted: Int, upTo limit: Int, readingThreads: Bool = true,
                             _ body: (UInt64, InvocationThread, UnsafePointer<UInt64>) -> Void) {
        let wantedCount = wordCount(ofMethod: wanted)
        // Not `max`: a generic call in a debug build.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wantedCount > 0 ? wantedCount : 1) { callWords in
            var recordAt = CallRecords.Reader(), wordAt = ChunkedLogCursor()
            var run = 0, position = 0
            while position < limit {
                let record = records.next(&recordAt)
                let thread = readingThreads ? threads.thread(ofRecord: position, run: &run)
                    : InvocationThread(id: 0, isMainThread: false)
                let recorded = record.method
                let count = wordCount(ofMethod: recorded)
                var index = 0
                while index < count {
                    let word = words.nextWord(&wordAt)
                    if recorded == wanted { callWords[index] = word }
                    index += 1
                }
                if recorded == wanted { body(record.sequence, thread, callWords.baseAddress!) }
                position += 1
            }
        }
    }

    /// An empty log of the same methods and receiver, laid out as this one.
    init(emptyLike other: borrowing EvidenceLog) {
        methods = other.methods
        receiver = other.receiver
        plans = other.plans
        planStart = other.planStart
        wordPlans = other.wordPlans
        keepsResults = other.keepsResults
        records = CallRecords(methodCount: other.methods.count)
    }

    /// Every recorded call, in the order the calls began. A call is numbered when it begins but
    /// recorded when it ends (with its result), so calls on several threads can be recorded out
    /// of order; they are put back in order here, when a test reads them, not on the hot path.
    var invocations: [RecordedCall] {
        // Index loops, not `map` and `filter` over closures: a debug build (what `swift test`
        // runs) walked them with unspecialized generic iterators, 45,000 instructions a call read.
        let words = words.elements, boxed = boxed.elements
        var nextWord = 0, nextBoxed = 0
        func takeBoxed() -> Any {
            nextBoxed += 1
            return boxed[nextBoxed - 1]
        }
        func next(_ plan: ValuePlan) -> Any {
            if plan.isIndirect { return takeBoxed() }
            nextWord += 1
            return withUnsafeBytes(of: words[nextWord - 1]) { plan.type.operations.load(from: $0.baseAddress!) }
        }
        // In the order recorded, which is the order their values were kept in.
        var recorded: [RecordedCall] = []
        recorded.reserveCapacity(records.count)
        var reader = CallRecords.Reader(), run = 0, position = 0
        while position < records.count {
            let record = records.next(&reader)
            let thread = threads.thread(ofRecord: position, run: &run)
            let method = record.method
            var arguments: [Any] = [], result: Any?
            var plan = planStart[method]
            while plan < planStart[method + 1] {
                if plans[plan].argument >= 0 {
                    arguments.append(next(plans[plan]))
                } else if !record.has(Self.threwFlag) && (keepsResults || record.has(Self.resultKeptFlag)) {
                    result = next(plans[plan])  // the result's plan is the method's last
                }
                plan += 1
            }
            var error: (any Error)?
            if record.has(Self.threwFlag) { error = takeBoxed() as? any Error }
            var inoutValues: [Int: Any] = [:]
            if record.has(Self.inoutKeptFlag) {
                let isInout = methods[method].signature.storage.parameterIsInout
                for parameter in isInout.indices where isInout[parameter] { inoutValues[parameter] = takeBoxed() }
            }
            recorded.append(RecordedCall(selector: methods[method].selector, receiver: receiver.value, arguments: arguments,
                                         result: result, error: error, sequenceNumber: record.sequence,
                                         thread: thread, inoutValuesAfterCall: inoutValues))
            position += 1
        }
        return recorded.sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}

/// A log's records, one a call: 4 bytes holding its method's index, its flags, and its sequence
/// number as the difference from the record before it, where 8 bytes held the whole number (a
/// recorded `(Int, Int) -> Int` call keeps 28 bytes, not 32: the heap per call that issue 25
/// counts). The calls recorded by one log are numbered close together, as a process numbers every
/// recorded call in turn; a difference that does not fit (a first record, or calls recorded out
/// of order: one that began before the last ended, on another thread or in a recursion) is written
/// as a marker and the whole number after it, in two more elements.
struct CallRecords: ~Copyable {
    /// A record, read (``next(_:)``).
    struct Record {
        let sequence: UInt64
        let method: Int
        let flags: UInt32

        func has(_ flag: UInt32) -> Bool { flags & flag != 0 }
    }

    /// Where a reader is: the next element, and the sequence number of the record read last.
    struct Reader {
        fileprivate var cursor = ChunkedLogCursor()
        fileprivate var sequence: UInt64 = 0
    }

    private var elements = ChunkedLog<UInt32>()
    /// How many records there are (elements less the whole numbers written after markers).
    private(set) var count = 0
    /// The sequence number of the record appended last (0 when there is none).
    private var lastSequence: UInt64 = 0
    /// The flags take the low 3 bits, the method's index the next `methodBits`, and the
    /// difference the rest: 28 bits for a log of one or two methods, 13 for 65,536.
    @_transparent private static var flagBits: UInt32 { 3 }
    private let differenceShift: UInt32
    /// The difference's bits all set: the marker, which no difference written in place reaches.
    private let marker: UInt32

    init(methodCount: Int) {
        // No `max`, no conversion of an `Int` and no plain shift: each a generic call in a debug
        // build (what `swift test` runs), about 200 instructions a spy.
        let methodBits = methodCount <= 2 ? 1 : Int.bitWidth &- (methodCount &- 1).leadingZeroBitCount
        differenceShift = Self.flagBits &+ UInt32(truncatingIfNeeded: methodBits)
        marker = UInt32.max &>> differenceShift
    }

    /// Appends a record. Transparent, and in this file: a debug build (what `swift test` runs)
    /// inlines it into each of the evidence's appends.
    @_transparent
    mutating func append(sequence: UInt64, method: Int, flags: UInt32) {
        let difference = sequence &- lastSequence  // out of order: a wrapped, large one
        lastSequence = sequence
        count &+= 1
        // (Masking shifts: the shift is under 32, and a plain one checks that it is.)
        if difference < UInt64(marker) {
            elements.append(word: UInt32(truncatingIfNeeded: difference) &<< differenceShift
                | UInt32(truncatingIfNeeded: method) &<< Self.flagBits | flags)
        } else {
            appendWhole(sequence: sequence, method: method, flags: flags)
        }
    }

    /// Appends a record whose difference does not fit: the marker, then the number's halves.
    @inline(never)
    private mutating func appendWhole(sequence: UInt64, method: Int, flags: UInt32) {
        elements.append(word: marker &<< differenceShift | UInt32(truncatingIfNeeded: method) &<< Self.flagBits | flags)
        elements.append(word: UInt32(truncatingIfNeeded: sequence))
        elements.append(word: UInt32(truncatingIfNeeded: sequence >> 32))
    }

    /// The record at `reader`, moving the reader to the next. There must be one.
    @_transparent
    func next(_ reader: inout Reader) -> Record {
        let element = elements.nextWord(&reader.cursor)
        let difference = element &>> differenceShift
        if difference == marker {
            let low = UInt64(elements.nextWord(&reader.cursor))
            reader.sequence = UInt64(elements.nextWord(&reader.cursor)) << 32 | low
        } else {
            reader.sequence &+= UInt64(difference)
        }
        let methodMask = (1 as UInt32) &<< (differenceShift &- Self.flagBits) &- 1
        return Record(sequence: reader.sequence, method: Int(element &>> Self.flagBits & methodMask),
                      flags: element & ((1 << Self.flagBits) - 1))
    }

    mutating func removeAll() {
        elements.removeAll()
        count = 0
        lastSequence = 0
    }
}

/// The words every recorded call appends (its record, its arguments, its result), appended
/// and read without generic code: a debug build (what `swift test` runs) calls the generic
/// ``append(_:)`` unspecialized, through the element's metadata and value witnesses, about 130
/// instructions an append, where these store each word with no call. Here, with the evidence that
/// appends them, and transparent: a debug build inlines a transparent function only into its own
/// file's callers, and specializes it there for the caller's words.
extension ChunkedLog where Element: FixedWidthInteger {
    @_transparent
    mutating func append(word: Element) {
        if next == end { startChunk() }
        UnsafeMutablePointer<Element>(bitPattern: next)!.pointee = word
        next &+= UInt(MemoryLayout<Element>.stride)
    }

    /// Appends `count` words copied from `source` (a call's argument words, stored one by one by
    /// the caller just before), one at a time: a bulk copy reads them back in wider loads than
    /// they were stored with, and the processor stalls on each (a spied call took 79 ns with
    /// `memcpy`, 57 ns this way, against 52 ns for a hand-written spy).
    @_transparent
    mutating func append(words source: UnsafePointer<Element>, count: Int) {
        var index = 0
        while index < count {
            append(word: source[index])
            index &+= 1
        }
    }

    /// The word at `cursor`, moving the cursor to the next (``advance(_:)``), read with no generic
    /// load through the element's metadata, with the move to the next chunk out of line: a debug
    /// build read each word through the generic `advance`, about 210 instructions a word a
    /// verification reads.
    @_transparent
    func nextWord(_ cursor: inout ChunkedLogCursor) -> Element {
        if cursor.next == cursor.end { enterNextChunk(&cursor) }
        let word = UnsafePointer<Element>(bitPattern: cursor.next)!.pointee
        cursor.next &+= UInt(MemoryLayout<Element>.stride)
        return word
    }
}
