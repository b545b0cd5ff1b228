/// The calls one spy or mock recorded, kept compact: a fixed-size record per call, scalar
/// arguments and results as raw words, other values boxed. Values become ``Invocation``s
/// only when a test reads them.
struct EvidenceLog {
    /// The methods calls are recorded for; a record names one by index.
    let methods: [(selector: Selector, signature: MethodSignature)]
    /// The subject, the receiver of every recorded call.
    let receiver: Any
    /// What every recorded call returns, when that is known to be one value (a global mock's
    /// one object): kept once here instead of boxed with each call.
    let everyResult: Any?

    /// 24 bytes. Where a call's values start in `words` and `boxed` is not stored: every call of
    /// a method keeps the same number of each (given whether it threw), so reading the records
    /// in order finds them.
    private struct Record {
        var sequence: UInt64
        var thread: UInt64
        var method: UInt16
        var flags: UInt16
    }

    /// How each value of a method's calls is kept, worked out once so that recording a call
    /// reads no ``ABIType`` (copying one costs retains): the scalar's size in bytes, kept as a
    /// word (every scalar fits in one), 0 for a value that is boxed, or -1 for a non-escaping
    /// closure, which must not outlive the call: a ``NonEscapingClosure`` is boxed in its place.
    /// Per method, its parameters', then its result's (nil for Void).
    private let parameterWordSizes: [[Int]]
    private let resultWordSizes: [Int?]
    /// What boxes each value, read in place (copying an ``ABIType`` or a signature out costs
    /// retains): per method, its parameters', then its result's.
    private let parameterOperations: [[any ABIOperations]]
    private let resultOperations: [any ABIOperations]

    private static func wordSize(_ type: ABIType) -> Int { type.isIndirect ? 0 : type.operations.size }

    private static let threwFlag: UInt16 = 1
    private static let mainThreadFlag: UInt16 = 2

    private var records = ChunkedLog<Record>()
    private var words = ChunkedLog<UInt64>()   // every scalar fits in one word
    private var boxed = ChunkedLog<Any>()

    init(methods: [(selector: Selector, signature: MethodSignature)], receiver: Any, everyResult: Any? = nil) {
        self.methods = methods
        self.receiver = receiver
        self.everyResult = everyResult
        parameterWordSizes = methods.map { method in
            zip(method.signature.parameters, method.signature.storage.parameterIsNonEscaping).map { $1 ? -1 : Self.wordSize($0) }
        }
        parameterOperations = methods.map { $0.signature.parameters.map(\.operations) }
        resultOperations = methods.map { $0.signature.result.operations }
        resultWordSizes = methods.map { $0.signature.result.isVoid ? nil : Self.wordSize($0.signature.result) }
    }

    mutating func removeAll() {
        records.removeAll()
        words.removeAll()
        boxed.removeAll()
    }

    /// Records `frame` after its result (or error) is set.
    mutating func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread) {
        let error = frame.thrownError
        records.append(Record(sequence: sequence, thread: thread.id, method: UInt16(method),
                              flags: (error != nil ? Self.threwFlag : 0) | (thread.isMainThread ? Self.mainThreadFlag : 0)))
        // Read in place, never copied out: a copy of an array is a retain and a release.
        for index in 0..<parameterWordSizes[method].count {
            keep(frame.valuePointer(ofParameter: index), wordSize: parameterWordSizes[method][index], method: method, parameter: index)
        }
        if let error {
            boxed.append(error)
        } else if everyResult == nil, let result = frame.resultPointer, let size = resultWordSizes[method] {
            keep(result, wordSize: size, method: method, parameter: nil)
        }
    }

    /// Keeps the value at `pointer`: as a word of `wordSize` bytes, boxed (0) through the type of
    /// `method`'s `parameter` (its result for nil), or not at all (-1).
    @inline(__always)
    private mutating func keep(_ pointer: UnsafeMutableRawPointer, wordSize: Int, method: Int, parameter: Int?) {
        guard wordSize > 0 else { return keepBoxed(pointer, nonEscaping: wordSize < 0, method: method, parameter: parameter) }
        // A load of the scalar's own size: copying a variable number of bytes is a call to memcpy.
        let word: UInt64 = switch wordSize {
        case 1: UInt64(pointer.load(as: UInt8.self))
        case 2: UInt64(pointer.load(as: UInt16.self))
        case 4: UInt64(pointer.load(as: UInt32.self))
        default: pointer.load(as: UInt64.self)
        }
        words.append(word)
    }

    private mutating func keepBoxed(_ pointer: UnsafeMutableRawPointer, nonEscaping: Bool, method: Int, parameter: Int?) {
        if nonEscaping {
            return boxed.append(NonEscapingClosure(type: "\(methods[method].signature.parameters[parameter ?? 0])"))
        }
        if let parameter {
            return boxed.append(parameterOperations[method][parameter].load(from: pointer))
        }
        boxed.append(resultOperations[method].load(from: pointer))
    }

    /// Every recorded call, in the order the calls began. A call is numbered when it begins but
    /// recorded when it ends (with its result), so calls on several threads can be recorded out
    /// of order; they are put back in order here, when a test reads them, not on the hot path.
    var invocations: [Invocation] {
        var wordsInOrder = words.makeIterator(), boxedInOrder = boxed.makeIterator()
        func nextBoxed() -> Any { boxedInOrder.next()! }
        func next(_ type: ABIType) -> Any {
            if type.isIndirect { return nextBoxed() }
            return withUnsafeBytes(of: wordsInOrder.next()!) { type.operations.load(from: $0.baseAddress!) }
        }
        // In the order recorded, which is the order their values were kept in.
        let recorded = records.map { record -> Invocation in
            let (selector, signature) = methods[Int(record.method)]
            let arguments = signature.parameters.map(next)
            let threw = record.flags & Self.threwFlag != 0
            let error = threw ? nextBoxed() as? any Error : nil
            let result: Any? = threw || signature.result.isVoid ? nil : everyResult ?? next(signature.result)
            return Invocation(selector: selector, receiver: receiver, arguments: arguments, returnValue: result,
                              error: error, sequenceNumber: record.sequence,
                              thread: InvocationThread(id: record.thread, isMainThread: record.flags & Self.mainThreadFlag != 0))
        }
        return recorded.sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}
