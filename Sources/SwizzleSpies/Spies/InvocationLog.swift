@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// The evidence of one spy, mock or mock's constructions: calls appended as they end, read
/// back as ``Invocation``s. One lock per recorded call.
/// SPI, not `package`: global mocks, in the layer above, record every construction in one,
/// and Swift 6.3 inlines a function across modules reliably only if it is public.
@_spi(Internals)
public final class InvocationLog: Sendable {
    @usableFromInline let log: Locked<EvidenceLog>

    /// A log of calls of `methods` (a record names one by index) on `receiver`; unless
    /// `keepsResults`, results are not kept (the owner knows them).
    package init(methods: [(selector: Selector, signature: MethodSignature)], receiver: Any, keepsResults: Bool = true) {
        log = Locked(EvidenceLog(methods: methods, receiver: receiver, keepsResults: keepsResults))
    }

    /// Records the call in `frame`, after its result (or error) is set.
    @inlinable public func append(_ frame: CallFrame, method: Int, sequence: UInt64, thread: InvocationThread = .current) {
        log.withLock { $0.append(frame, method: method, sequence: sequence, thread: thread) }
    }

    /// Records a call from a typed entry point's words (see `EvidenceLog.recordsFromWords(_:)`):
    /// its arguments' words start at `arguments`; `result` is what it returned.
    @inline(__always)
    package func append(words arguments: UnsafeRawPointer, result: UInt64, method: Int, sequence: UInt64) {
        let thread = InvocationThread.current
        log.withLock { $0.append(words: arguments, result: result, method: method, sequence: sequence, thread: thread) }
    }

    /// Records a call of a method with `inout` parameters: `passedIn` is every argument as the call
    /// began; the frame now holds the values the call left.
    package func append(_ frame: CallFrame, method: Int, sequence: UInt64, passedIn: [Any], thread: InvocationThread = .current) {
        log.withLock { $0.append(frame, method: method, sequence: sequence, thread: thread, passedIn: passedIn) }
    }

    /// Records the async call of `methods[method]` that began with `sequence` on `thread` with
    /// `arguments`, and whose awaited part has just ended with `outcome`.
    package func appendCompleted(method: Int, sequence: UInt64, thread: InvocationThread, arguments: [Any],
                                 outcome: Result<Any?, any Error>, keepsResult: Bool = false) {
        log.withLock {
            $0.appendCompleted(method: method, sequence: sequence, thread: thread, arguments: arguments, outcome: outcome,
                               keepsResult: keepsResult)
        }
    }

    /// Every recorded call, in the order the calls began.
    public var invocations: [Invocation] { log.withLock { $0.invocations } }

    public func removeAll() {
        log.withLock { $0.removeAll() }
    }
}
