@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// The evidence of one spy, mock or mock's constructions: calls appended as they end, read
/// back as ``Invocation``s. One lock per recorded call.
///
/// Its own lock beside the log, not a ``Locked`` value: the usual spied call records itself with
/// no closure (``append(words:result:method:sequence:)``), and the log, a stored property of this
/// module's, is not checked for exclusivity at run time where it is reached under the lock.
///
/// SPI, not `package`: global mocks, in the layer above, record every construction in one,
/// and Swift 6.3 inlines a function across modules reliably only if it is public.
///
/// Not final: a spy's core is its own log (``SpyCore``), one object where a log of its own was
/// one more made and freed with every spy. Its members are final, so a call of one is direct.
@_spi(Internals)
public class InvocationLog: @unchecked Sendable {
    @usableFromInline let mutex = MutexWord()
    /// Only ever reached under `mutex` (``withLog(_:)``). Not reachable from inlinable code: the
    /// compiler (6.3) crashes inlining its noncopyable storage's deinit into a serialized setter.
    @exclusivity(unchecked) private var log: EvidenceLog
    /// The generation snapshots of the log's calls were taken in since it was last emptied (see
    /// ``removeAll()``); nil when none was. Under `mutex`.
    @exclusivity(unchecked) private var generation: LogGeneration?

    /// A log of calls of `methods` (a record names one by index) on `receiver`; unless
    /// `keepsResults`, results are not kept (the owner knows them).
    package init(methods: [SpiedMethod], receiver: Any, keepsResults: Bool = true) {
        log = EvidenceLog(methods: methods, receiver: LogReceiver(receiver), keepsResults: keepsResults)
    }

    /// A spy's log (``init(methods:receiver:keepsResults:)``), its receiver classified already.
    init(methods: [SpiedMethod], receiver: LogReceiver) {
        log = EvidenceLog(methods: methods, receiver: receiver, keepsResults: true)
    }

    @inline(__always)
    private func withLog<R>(_ body: (inout EvidenceLog) -> R) -> R {
        mutex.lock()
        defer { mutex.unlock() }
        return body(&log)
    }

    /// Records the call in `frame`, after its result (or error) is set. Inlinable, the lock
    /// taken in the caller: a global mock records every construction here.
    @inlinable
    public final func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread = .current) {
        mutex.lock()
        defer { mutex.unlock() }
        appendLocked(frame, method: method, sequence: sequence, thread: thread)
    }

    @usableFromInline
    final func appendLocked(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread) {
        log.append(frame, method: method, sequence: sequence, thread: thread)
    }

    /// Records a call from a typed entry point's words (see `EvidenceLog.recordsFromWords(_:)`):
    /// its arguments' words start at `arguments`; `result` is what it returned.
    @inline(__always)
    package final func append(words arguments: UnsafeRawPointer, result: UInt64, method: Int, sequence: UInt64) {
        let threadID = InvocationThread.currentID
        mutex.lock()
        log.append(words: arguments, result: result, method: method, sequence: sequence, threadID: threadID)
        mutex.unlock()
    }

    /// Records a call of a method with `inout` parameters: `passedIn` is every argument as the call
    /// began; the frame now holds the values the call left.
    package final func append(_ frame: CallFrame, method: Int, sequence: UInt64, passedIn: [Any],
                              thread: InvocationThread = .current) {
        withLog { $0.append(frame, method: method, sequence: sequence, thread: thread, passedIn: passedIn) }
    }

    /// Records the async call of `methods[method]` that began with `sequence` on `thread` with
    /// `arguments`, and whose awaited part has just ended with `outcome`.
    package final func appendCompleted(method: Int, sequence: UInt64, thread: InvocationThread, arguments: [Any],
                                 outcome: Result<Any?, any Error>, keepsResult: Bool = false) {
        withLog {
            $0.appendCompleted(method: method, sequence: sequence, thread: thread, arguments: arguments, outcome: outcome,
                               keepsResult: keepsResult)
        }
    }

    /// Every recorded call, in the order the calls began.
    public final var invocations: [Invocation<Any, [Any]>] { withLog { $0.invocations } }

    /// The sequence numbers of the calls of `methods[method]` whose argument words match
    /// `pattern` (``EvidenceLog/sequenceNumbers(of:matching:arguments:)``), read in place, with the
    /// log as it is now for describing them later; nil unless the log kept nothing but words.
    final func sequenceNumbersOnWords(of method: Int, matching pattern: UnsafePointer<UInt64>?,
                                      arguments: Int) -> (matched: SequenceNumbers, snapshot: LogSnapshot)? {
        mutex.lock()
        defer { mutex.unlock() }
        guard log.keepsOnlyWords else { return nil }
        if generation == nil { generation = LogGeneration() }
        return (log.sequenceNumbers(of: method, matching: pattern, arguments: arguments),
                LogSnapshot(log: self, generation: generation!, count: log.count))
    }

    /// The first `count` calls' words of `methods[method]`, from the log `generation` was.
    fileprivate final func wordCalls(of method: Int, upTo count: Int, in generation: LogGeneration) -> WordCalls {
        withLog { log in
            if let retired = generation.retired { return retired.log.wordCalls(of: method, upTo: count) }
            return log.wordCalls(of: method, upTo: count)
        }
    }

    /// Lets go of the values the log keeps boxed (objects, strings, errors its calls passed or
    /// returned), as its spy goes while its layers' closures still hold the log. A log of words
    /// holds nothing to let go of, and is left as it is: its chunks go with it, and emptying it
    /// cost a debug build (what `swift test` runs) about 3,000 instructions a test.
    package final func releaseBoxedValues() {
        mutex.lock()
        defer { mutex.unlock() }
        if log.holdsBoxedValues { removeAllLocked() }
    }

    /// Empties the log. If a snapshot of it is still held (a passing verification's description
    /// not yet read), the records move to the snapshot's generation, and a new log starts.
    public final func removeAll() {
        mutex.lock()
        defer { mutex.unlock() }
        removeAllLocked()
    }

    private func removeAllLocked() {
        if generation != nil, !isKnownUniquelyReferenced(&generation) {
            var emptied = EvidenceLog(emptyLike: log)
            swap(&emptied, &log)
            generation!.retired = RetiredLog(emptied)
        } else {
            log.removeAll()
        }
        generation = nil
    }
}

/// A log as a verification on words counted it: its first `count` calls, described only if a
/// test reads them (``VerificationResult/recordedCallsDescription``). The log keeps adding calls
/// after them, and gives them to `generation` if it is emptied while this is held.
struct LogSnapshot: @unchecked Sendable {
    let log: InvocationLog
    let generation: LogGeneration
    let count: Int

    func wordCalls(of method: Int) -> WordCalls { log.wordCalls(of: method, upTo: count, in: generation) }
}

/// The calls a log held between two emptyings, for the snapshots taken meanwhile: none while the
/// log still holds them, the emptied log's records after. Reached under the log's lock.
final class LogGeneration: @unchecked Sendable {
    var retired: RetiredLog?
}

/// An emptied log's records, kept for the snapshots of them.
final class RetiredLog: @unchecked Sendable {
    let log: EvidenceLog

    init(_ log: consuming EvidenceLog) { self.log = log }
}
