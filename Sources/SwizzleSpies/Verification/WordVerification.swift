@_spi(Internals) import SwizzleCore
import SwizzleLayers

// A verification of plain integer or `Bool` arguments or `.any` (a ``WordPattern``), answered
// from the words a log keeps for scalars: boxing every recorded call into an `Invocation` and
// matching each boxed argument was two thirds of what `spy.verify(\.add).with(2, 3).called(.once)`
// cost (`per test` benchmark).
// Only a passing verification is answered here; any other goes the general way, which says why.

extension SpyCore {
    /// The result of verifying `selector` with `expected` arguments, `count` times, if it can be
    /// found on words and holds; nil to verify the general way. (Package: tests ask it directly,
    /// since any answer it gets wrong, the general way would answer again, right.)
    package func passingVerificationOnWords(_ selector: Selector, expected: [Any?]?, count: CountSpecifier) -> VerificationResult? {
        let matching: ArgumentMatching? = if let expected { ArgumentMatching(expected: expected) } else { nil }
        return passingVerificationOnWords(selector, matching: matching, count: count)
    }

    func passingVerificationOnWords(_ selector: Selector, matching: ArgumentMatching?, count: CountSpecifier) -> VerificationResult? {
        guard count.misuse == nil, let method = methods.index(of: selector),
              EvidenceLog.recordsFromWords(methods[method].signature)
        else { return nil }
        let parameters = methods[method].signature.parameters
        // The expected words and masks on the stack: a pattern object was two allocations more a
        // verification, and the calls were copied out to be matched (`per test` benchmark).
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * max(1, parameters.count)) { pattern in
            var expected: UnsafePointer<UInt64>?
            if let matching {
                guard WordPattern.fill(pattern.baseAddress!, from: matching, parameters: parameters) else { return nil }
                // A pattern of no arguments (`with()`), like none, matches every call.
                if parameters.count > 0 { expected = UnsafePointer(pattern.baseAddress!) }
            }
            guard let (matched, snapshot) = evidence.sequenceNumbersOnWords(of: method, matching: expected,
                                                                            arguments: parameters.count),
                  count.isSatisfied(by: matched.count)
            else { return nil }
            return VerificationResult(passingWith: matched, of: method, in: snapshot)
        }
    }
}

/// The calls of one method of a log that kept only words, copied out of it as they were when a
/// passing verification counted them (``LogSnapshot``): its description, made when read.
///
/// One array holds them all, call after call, each as its sequence number, its thread (id, and
/// whether it is the main thread) and its words: three arrays (numbers, threads, words) were
/// three made and grown on every verification (`per test` benchmark).
struct WordCalls: @unchecked Sendable {
    let selector: Selector
    let receiver: Any
    let signature: MethodSignature
    /// How many words each call kept: its arguments', then its result's if the log keeps it.
    let wordsPerCall: Int
    private var calls: [UInt64] = []
    private(set) var count = 0

    /// Where a call's own words start in its stretch of `calls`.
    private static var wordsStart: Int { 3 }
    private var stride: Int { Self.wordsStart + wordsPerCall }

    init(selector: Selector, receiver: Any, signature: MethodSignature, wordsPerCall: Int, capacity: Int) {
        self.selector = selector
        self.receiver = receiver
        self.signature = signature
        self.wordsPerCall = wordsPerCall
        calls.reserveCapacity(capacity * (Self.wordsStart + wordsPerCall))
    }

    /// Adds a call, whose words the caller appends next with ``appendWord(_:)``.
    mutating func startCall(sequence: UInt64, thread: InvocationThread) {
        calls.append(sequence)
        calls.append(thread.id)
        calls.append(thread.isMainThread ? 1 : 0)
        count += 1
    }

    mutating func appendWord(_ word: UInt64) { calls.append(word) }

    private func sequenceNumber(ofCall call: Int) -> UInt64 { calls[call * stride] }

    private func thread(ofCall call: Int) -> InvocationThread {
        InvocationThread(id: calls[call * stride + 1], isMainThread: calls[call * stride + 2] != 0)
    }

    /// The calls as ``Invocation``s, in the order they began.
    var recordedCalls: [RecordedCall] {
        let types = signature.parameters + (wordsPerCall > signature.parameters.count ? [signature.result] : [])
        var recorded: [RecordedCall] = []
        var call = 0
        while call < count {
            let values = types.indices.map { index in
                withUnsafeBytes(of: calls[call * stride + Self.wordsStart + index]) {
                    types[index].operations.load(from: $0.baseAddress!)
                }
            }
            recorded.append(RecordedCall(selector: selector, receiver: receiver, arguments: Array(values[..<signature.parameters.count]),
                                         result: types.count > signature.parameters.count ? values.last : nil, error: nil,
                                         sequenceNumber: sequenceNumber(ofCall: call), thread: thread(ofCall: call)))
            call += 1
        }
        return recorded.sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}
