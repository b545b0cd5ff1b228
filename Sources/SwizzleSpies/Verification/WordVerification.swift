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
        var pattern: WordPattern?
        if let matching {
            guard let words = WordPattern(matching, parameters: methods[method].signature.parameters) else { return nil }
            pattern = words
        }
        guard let calls = evidence.wordCalls(of: method) else { return nil }
        let matched = calls.sequenceNumbers(matching: pattern)
        guard count.isSatisfied(by: matched.count) else { return nil }
        return VerificationResult(success: true, recordedCalls: { Verifier.describe(calls.recordedCalls) }, failureMessage: "",
                                  matchedSequenceNumbers: matched)
    }
}

/// The calls of one method of a log that kept only words, copied out of it as they were: a
/// verification counts its matches here, and a passing one describes them from here when read.
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

    /// The sequence numbers of the calls whose arguments match `pattern` (every call for none).
    func sequenceNumbers(matching pattern: WordPattern?) -> [UInt64] {
        // No pattern, or one of no arguments (`with()`), matches every call (whose words may be none).
        var expected: WordPattern?
        if let pattern, pattern.count > 0 { expected = pattern }
        var matched: [UInt64] = []
        calls.withUnsafeBufferPointer { calls in
            var call = 0
            while call < count {
                let start = call * stride
                if let expected, !expected.matches(calls.baseAddress! + start + Self.wordsStart) {
                    call += 1
                    continue
                }
                matched.append(calls[start])
                call += 1
            }
        }
        return matched
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
