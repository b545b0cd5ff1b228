@_spi(Internals) import SwizzleCore
import SwizzleLayers

// A verification of plain integer or `Bool` arguments or `.any` (a ``WordPattern``), answered
// from the words a log keeps for scalars: boxing every recorded call into an `Invocation` and
// matching each boxed argument was two thirds of what `spy.verify(\.add).with(2, 3).called(.once)`
// cost (`per test` benchmark).
// Only a passing verification is answered here; any other goes the general way, which says why.

extension SpyCore {
    /// The result of verifying `selector` with `expected` arguments, `count` times, if it can be
    /// found on words and holds; nil to verify the general way.
    func passingVerificationOnWords(_ selector: Selector, expected: [Any?]?, count: CountSpecifier) -> VerificationResult? {
        guard count.misuse == nil, let method = methods.firstIndex(where: { $0.selector == selector }),
              EvidenceLog.recordsFromWords(methods[method].signature)
        else { return nil }
        var pattern: WordPattern?
        if let expected {
            let parameters = methods[method].signature.parameters
            guard let words = WordPattern(ArgumentMatching(expected: expected), parameters: parameters) else { return nil }
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
struct WordCalls: @unchecked Sendable {
    let selector: Selector
    let receiver: Any
    let signature: MethodSignature
    /// How many words each call kept: its arguments', then its result's if the log keeps it.
    let wordsPerCall: Int
    /// Each call's words, call after call.
    var words: [UInt64] = []
    var sequenceNumbers: [UInt64] = []
    var threads: [InvocationThread] = []

    /// The sequence numbers of the calls whose arguments match `pattern` (every call for none).
    func sequenceNumbers(matching pattern: WordPattern?) -> [UInt64] {
        // No pattern, or one of no arguments (`with()`), matches every call (whose words may be none).
        guard let pattern, pattern.count > 0 else { return sequenceNumbers }
        var matched: [UInt64] = []
        words.withUnsafeBufferPointer { words in
            var call = 0
            while call < sequenceNumbers.count {
                if pattern.matches(words.baseAddress! + call * wordsPerCall) { matched.append(sequenceNumbers[call]) }
                call += 1
            }
        }
        return matched
    }

    /// The calls as ``Invocation``s, in the order they began.
    var recordedCalls: [RecordedCall] {
        let types = signature.parameters + (wordsPerCall > signature.parameters.count ? [signature.result] : [])
        var calls: [RecordedCall] = []
        var call = 0
        while call < sequenceNumbers.count {
            let values = types.indices.map { index in
                withUnsafeBytes(of: words[call * wordsPerCall + index]) { types[index].operations.load(from: $0.baseAddress!) }
            }
            calls.append(RecordedCall(selector: selector, receiver: receiver, arguments: Array(values[..<signature.parameters.count]),
                                      result: types.count > signature.parameters.count ? values.last : nil, error: nil,
                                      sequenceNumber: sequenceNumbers[call], thread: threads[call]))
            call += 1
        }
        return calls.sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}
