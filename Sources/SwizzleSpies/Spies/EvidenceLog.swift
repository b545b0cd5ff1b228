import SwizzleCore
import SwizzleLayers

/// The calls one spy or mock recorded, kept compact: a fixed-size record per call, scalar
/// arguments and results as raw words, other values boxed. Values become ``Invocation``s
/// only when a test reads them. Not copyable: its logs own their memory.
@usableFromInline
struct EvidenceLog: ~Copyable {
    /// The methods calls are recorded for; a record names one by index.
    let methods: [(selector: Selector, signature: MethodSignature)]
    /// The subject, the receiver of every recorded call.
    let receiver: Any

    /// 16 bytes. Where a call's values start in `words` and `boxed` is not stored: every call of
    /// a method keeps the same number of each (given whether it threw), so reading the records
    /// in order finds them.
    private struct Record {
        var sequence: UInt64
        /// The thread's index in `threads`: a log sees few threads, and a whole thread id per call
        /// would make the record 24 bytes.
        var thread: UInt32
        var method: UInt16
        var flags: UInt16
    }

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
    /// Whether results are kept; when not, ``invocations`` have none and their owner fills them
    /// in (one object that every call returns is better kept once than with each call).
    private let keepsResults: Bool

    private static let threwFlag: UInt16 = 1
    private static let mainThreadFlag: UInt16 = 2
    /// The record kept its result though the log keeps none (see ``appendCompleted``).
    private static let resultKeptFlag: UInt16 = 4
    /// The record's arguments are the values passed in, and the values its `inout` arguments were
    /// left with follow its result, boxed.
    private static let inoutKeptFlag: UInt16 = 8

    /// A record's flags for a call that threw or not, on `thread`.
    @inline(__always)
    private static func flags(threw: Bool, on thread: InvocationThread) -> UInt16 {
        (threw ? threwFlag : 0) | (thread.isMainThread ? mainThreadFlag : 0)
    }

    private var records = ChunkedLog<Record>()
    /// The ids of the threads calls were recorded on, by index, and the last one's: calls come in
    /// runs on one thread, so finding the index is one comparison.
    private var threads: [UInt64] = []
    private var threadIndices: [UInt64: UInt32] = [:]
    private var lastThreadID: UInt64 = 0
    private var lastThreadIndex: UInt32 = .max
    private var words = ChunkedLog<UInt64>()   // every scalar fits in one word
    private var boxed = ChunkedLog<Any>()

    init(methods: [(selector: Selector, signature: MethodSignature)], receiver: Any, keepsResults: Bool) {
        self.methods = methods
        self.receiver = receiver
        self.keepsResults = keepsResults
        var plans = ContiguousArray<ValuePlan>(), planStart: ContiguousArray<Int> = [0]
        for (_, signature) in methods {
            // An async or generic call is recorded when its result is there, from values boxed at
            // its start (its arguments' storage is gone by then), with the awaited result.
            let boxesAll = signature.isDeferred
            for (index, type) in signature.parameters.enumerated() {
                let nonEscaping = signature.storage.parameterIsNonEscaping[index]
                plans.append(Self.plan(type, argument: signature.abiIndex(ofParameter: index), nonEscaping: nonEscaping,
                                       boxed: boxesAll))
            }
            let result = signature.awaitedResult
            if !result.isVoid { plans.append(Self.plan(result, argument: -1, nonEscaping: false, boxed: boxesAll)) }
            planStart.append(plans.count)
        }
        self.plans = plans
        self.planStart = planStart
    }

    private static func plan(_ type: ABIType, argument: Int, nonEscaping: Bool, boxed: Bool) -> ValuePlan {
        let wordSize = nonEscaping ? -1 : type.isIndirect || boxed ? 0 : type.operations.size
        return ValuePlan(wordSize: Int8(wordSize), argument: Int16(argument), type: type)
    }

    mutating func removeAll() {
        records.removeAll()
        threads.removeAll()
        threadIndices.removeAll()
        lastThreadIndex = .max
        words.removeAll()
        boxed.removeAll()
    }

    /// Records `frame` after its result (or error) is set.
    @usableFromInline
    mutating func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread) {
        let error = frame.thrownError
        records.append(Record(sequence: sequence, thread: index(of: thread), method: UInt16(method),
                              flags: Self.flags(threw: error != nil, on: thread)))
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
        records.append(Record(sequence: sequence, thread: index(of: thread), method: UInt16(method),
                              flags: Self.flags(threw: error != nil, on: thread) | Self.inoutKeptFlag))
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
        records.append(Record(sequence: sequence, thread: index(of: thread), method: UInt16(method),
                              flags: Self.flags(threw: threw, on: thread)
                                | (keepsResult ? Self.resultKeptFlag : 0)))
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

    /// `thread`'s index in `threads`, added if it is new.
    @inline(__always)
    private mutating func index(of thread: InvocationThread) -> UInt32 {
        thread.id == lastThreadID && lastThreadIndex != .max ? lastThreadIndex : indexAfterSwitch(to: thread.id)
    }

    @inline(never)
    private mutating func indexAfterSwitch(to id: UInt64) -> UInt32 {
        let index = threadIndices[id] ?? {
            threads.append(id)
            threadIndices[id] = UInt32(threads.count - 1)
            return UInt32(threads.count - 1)
        }()
        lastThreadID = id
        lastThreadIndex = index
        return index
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
        case 1: words.append(UInt64(pointer.load(as: UInt8.self)))
        case 2: words.append(UInt64(pointer.load(as: UInt16.self)))
        case 4: words.append(UInt64(pointer.load(as: UInt32.self)))
        case 8: words.append(pointer.load(as: UInt64.self))
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

    /// Every recorded call, in the order the calls began. A call is numbered when it begins but
    /// recorded when it ends (with its result), so calls on several threads can be recorded out
    /// of order; they are put back in order here, when a test reads them, not on the hot path.
    var invocations: [Invocation] {
        var wordsInOrder = words.elements.makeIterator(), boxedInOrder = boxed.elements.makeIterator()
        func nextBoxed() -> Any { boxedInOrder.next()! }
        func next(_ plan: ValuePlan) -> Any {
            if plan.isIndirect { return nextBoxed() }
            return withUnsafeBytes(of: wordsInOrder.next()!) { plan.type.operations.load(from: $0.baseAddress!) }
        }
        // In the order recorded, which is the order their values were kept in.
        let recorded = records.elements.map { record -> Invocation in
            let method = Int(record.method)
            let selector = methods[method].selector
            let methodPlans = plans[planStart[method]..<planStart[method + 1]]
            let arguments = methodPlans.filter { $0.argument >= 0 }.map(next)
            let threw = record.flags & Self.threwFlag != 0
            let error = threw ? nextBoxed() as? any Error : nil
            let resultPlan = methodPlans.last.flatMap { $0.argument < 0 ? $0 : nil }
            let kept = keepsResults || record.flags & Self.resultKeptFlag != 0
            let result: Any? = threw || !kept ? nil : resultPlan.map(next)
            var inoutValues: [Int: Any] = [:]
            if record.flags & Self.inoutKeptFlag != 0 {
                let isInout = methods[method].signature.storage.parameterIsInout
                for parameter in isInout.indices where isInout[parameter] { inoutValues[parameter] = nextBoxed() }
            }
            return Invocation(selector: selector, receiver: receiver, arguments: arguments, returnValue: result,
                              error: error, sequenceNumber: record.sequence,
                              thread: InvocationThread(id: threads[Int(record.thread)], isMainThread: record.flags & Self.mainThreadFlag != 0),
                              inoutValuesAfterCall: inoutValues)
        }
        return recorded.sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}
