/// The calls one spy or mock recorded, kept compact: a fixed-size record per call, scalar
/// arguments and results as raw words, other values boxed. Values become ``Invocation``s
/// only when a test reads them.
struct EvidenceLog {
    /// The methods calls are recorded for; a record names one by index.
    let methods: [(selector: Selector, signature: MethodSignature)]
    /// The subject, the receiver of every recorded call.
    let receiver: Any

    private struct Record {
        var sequence: UInt64
        var thread: UInt64
        var wordsStart: UInt32
        var boxedStart: UInt32
        var method: UInt16
        var flags: UInt16
    }

    /// How each value of a method's calls is kept, worked out once so that recording a call
    /// reads no ``ABIType`` (copying one costs retains): the scalar's size in bytes, kept as a
    /// word (every scalar fits in one), or 0 for a value that is boxed. Per method, its
    /// parameters', then its result's (nil for Void).
    private let parameterWordSizes: [[Int]]
    private let resultWordSizes: [Int?]

    private static func wordSize(_ type: ABIType) -> Int { type.isIndirect ? 0 : type.operations.size }

    private static let threwFlag: UInt16 = 1
    private static let mainThreadFlag: UInt16 = 2

    private var records: ContiguousArray<Record> = []
    private var words: ContiguousArray<UInt64> = []   // every scalar fits in one word
    private var boxed: ContiguousArray<Any> = []

    init(methods: [(selector: Selector, signature: MethodSignature)], receiver: Any) {
        self.methods = methods
        self.receiver = receiver
        parameterWordSizes = methods.map { $0.signature.parameters.map(Self.wordSize) }
        resultWordSizes = methods.map { $0.signature.result.isVoid ? nil : Self.wordSize($0.signature.result) }
    }

    var count: Int { records.count }

    mutating func removeAll() {
        records.removeAll()
        words.removeAll()
        boxed.removeAll()
    }

    /// Records `frame` after its result (or error) is set.
    mutating func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread) {
        let error = frame.thrownError
        records.append(Record(sequence: sequence, thread: thread.id, wordsStart: UInt32(words.count),
                              boxedStart: UInt32(boxed.count), method: UInt16(method),
                              flags: (error != nil ? Self.threwFlag : 0) | (thread.isMainThread ? Self.mainThreadFlag : 0)))
        let sizes = parameterWordSizes[method], methods = self.methods  // read only for boxed values
        for index in 0..<sizes.count {
            keep(frame.valuePointer(ofParameter: index), wordSize: sizes[index]) { methods[method].signature.parameters[index] }
        }
        if let error {
            boxed.append(error)
        } else if let result = frame.resultPointer, let size = resultWordSizes[method] {
            keep(result, wordSize: size) { methods[method].signature.result }
        }
    }

    /// Keeps the value at `pointer`: as a word of `wordSize` bytes, or boxed (0) through `type`.
    private mutating func keep(_ pointer: UnsafeMutableRawPointer, wordSize: Int, type: () -> ABIType) {
        guard wordSize > 0 else { return boxed.append(type().operations.load(from: pointer)) }
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: wordSize)) }
        words.append(word)
    }

    /// Every recorded call, in the order the calls began. A call is numbered when it begins but
    /// recorded when it ends (with its result), so calls on several threads can be recorded out
    /// of order; they are put back in order here, when a test reads them, not on the hot path.
    var invocations: [Invocation] {
        records.indices.sorted { records[$0].sequence < records[$1].sequence }.map(invocation)
    }

    private func invocation(at index: Int) -> Invocation {
        let record = records[index]
        let (selector, signature) = methods[Int(record.method)]
        var wordIndex = Int(record.wordsStart), boxedIndex = Int(record.boxedStart)
        func next(_ type: ABIType) -> Any {
            if type.isIndirect {
                defer { boxedIndex += 1 }
                return boxed[boxedIndex]
            }
            defer { wordIndex += 1 }
            return withUnsafeBytes(of: words[wordIndex]) { type.operations.load(from: $0.baseAddress!) }
        }
        let arguments = signature.parameters.map(next)
        let threw = record.flags & Self.threwFlag != 0
        let error = threw ? boxed[boxedIndex] as? any Error : nil
        let result: Any? = threw || signature.result.isVoid ? nil : next(signature.result)
        return Invocation(selector: selector, receiver: receiver, arguments: arguments, returnValue: result,
                          error: error, sequenceNumber: record.sequence,
                          thread: InvocationThread(id: record.thread, isMainThread: record.flags & Self.mainThreadFlag != 0))
    }
}
