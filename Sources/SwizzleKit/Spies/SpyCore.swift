import IssueReporting
import Synchronization

/// What every spy and mock does, whichever rules chose where its layers go: installs generic
/// layers, records calls of its subject, answers them with stubs, defaults or the real method,
/// and verifies.
final class SpyCore: @unchecked Sendable {
    /// The receiver pointer of the subject's calls (an object, or a class record).
    let subjectPointer: UInt
    /// "direct spy on Calculator instance 0x…": for messages.
    let subjectDescription: String
    let methods: [SpiedMethod]
    let location: SourceLocation
    let stubs: StubTable
    /// Said when an expected call is missing: what the missing call usually means.
    let missingCallHint: String?
    private let forwards: Atomic<Bool>

    private struct State: ~Copyable, @unchecked Sendable {
        var log: EvidenceLog
        var tokens: [SwizzleToken] = []
        var isActive = false
    }

    private let state: Locked<State>
    /// Held across a whole begin or end, installs and restores included, so that a begin and an
    /// end racing on two threads cannot interleave: an end that ran between a begin's marking
    /// itself active and its storing the tokens found none to restore, the begin then stored
    /// them, and those layers were left installed for good (a second begin added another set).
    /// It counts them: a `Locked<Void>` made TSan report its zero-size value as raced.
    private let transitions = Locked(0)

    init(subject: Any, subjectPointer: UInt, subjectDescription: String, methods: [SpiedMethod],
         forwards: Bool, location: SourceLocation, missingCallHint: String? = nil,
         stubs: StubTable? = nil) {
        self.subjectPointer = subjectPointer
        self.missingCallHint = missingCallHint
        self.subjectDescription = subjectDescription
        self.methods = methods
        self.location = location
        let signatures = methods.map { (selector: $0.selector, signature: $0.signature) }
        self.stubs = stubs ?? StubTable(methods: signatures)
        self.forwards = Atomic(forwards)
        state = Locked(State(log: EvidenceLog(methods: signatures, receiver: subject)))
    }

    var forwardsMethodCalls: Bool {
        get { forwards.load(ordering: .acquiring) }
        set { forwards.store(newValue, ordering: .releasing) }
    }

    var isActive: Bool { state.withLock { $0.isActive } }

    // MARK: Beginning and ending

    /// Installs the layers, starting a new session of evidence. Does nothing if active.
    func begin() {
        transitions.withLock { count in
            count += 1
            beginSerialized()
        }
    }

    private func beginSerialized() {
        let alreadyActive = state.withLock { state in
            if state.isActive { return true }
            state.isActive = true
            state.log.removeAll()
            return false
        }
        guard !alreadyActive else { return }
        do {
            let tokens = try installLayers()
            state.withLock { $0.tokens = tokens }
        } catch {
            state.withLock { $0.isActive = false }
            reportIssue("\(subjectDescription) could not begin: \(error)", fileID: location.reportingFileID,
                        filePath: location.filePath, line: location.line, column: location.column)
        }
    }

    /// Restores the layers (newest first) and removes the subject's listed evidence.
    func end() {
        transitions.withLock { count in
            count += 1
            endSerialized()
        }
    }

    private func endSerialized() {
        let tokens = state.withLock { state -> [SwizzleToken] in
            defer { state.tokens = []; state.isActive = false }
            return state.tokens
        }
        for token in tokens.reversed() {
            do { try token.restore() } catch {
                reportIssue("Ending \(subjectDescription): \(error)", fileID: location.reportingFileID,
                            filePath: location.filePath, line: location.line, column: location.column)
            }
        }
        guard !tokens.isEmpty, let subject = UnsafeRawPointer(bitPattern: subjectPointer) else { return }
        for key in methods.flatMap(\.evidence) {
            sk_object_setAssociated(subject, key.raw, nil, nil)
        }
    }

    private func installLayers() throws(SwizzleError) -> [SwizzleToken] {
        var tokens: [SwizzleToken] = []
        do {
            for (index, method) in methods.enumerated() {
                if let spyTarget = method.spyTarget {
                    let pair = LayerPair()
                    let original = try install(on: method.target) { frame, layer in
                        self.runSpyMethod(frame, layer, method: index, pair: pair)
                    }
                    tokens.append(original)
                    let spy = try install(on: spyTarget) { frame, layer in
                        self.reachOriginal(frame, layer, method: index, pair: pair)
                    }
                    tokens.append(spy)
                    pair.set(original: original.layer, spy: spy.layer)
                } else {
                    tokens.append(try install(on: method.target) { frame, layer in
                        self.record(frame, layer, method: index)
                    })
                }
            }
        } catch {
            for token in tokens.reversed() { try? token.restore() }
            throw error
        }
        return tokens
    }

    private func install(on target: SwizzleTarget, _ body: @escaping (CallFrame, Layer) -> Void) throws(SwizzleError) -> SwizzleToken {
        try SwizzleRegistry.shared.install(Replacement(kind: .generic(expected: nil, body: body)), on: target,
                                           anchor: nil, location: location)
    }

    // MARK: Calls

    /// Whether this call is the subject's own, made while spying, and not by the spy itself.
    private func intercepts(_ frame: CallFrame, _ layer: Layer) -> Bool {
        layer.isActive && UInt(bitPattern: frame.receiver) == subjectPointer && !ReentryGuard.isActive
    }

    /// A generic spy's layer: answer with a stub, the real method or a default; record.
    private func record(_ frame: CallFrame, _ layer: Layer, method: Int) {
        guard intercepts(frame, layer) else { return frame.forward(to: layer.implementationBelow()) }
        let sequence = SequenceCounter.next()
        answer(frame, method: method, forwardingBelow: layer)
        append(frame, method: method, sequence: sequence)
    }

    /// The original selector's layer, with a spy method: run the spy method; record.
    private func runSpyMethod(_ frame: CallFrame, _ layer: Layer, method: Int, pair: LayerPair) {
        guard intercepts(frame, layer), let spy = pair.spy else { return frame.forward(to: layer.implementationBelow()) }
        let sequence = SequenceCounter.next()
        frame.forward(to: spy.implementationBelow())
        append(frame, method: method, sequence: sequence)
    }

    /// The spy selector's layer: for the subject, reach the original (or a stub or default).
    private func reachOriginal(_ frame: CallFrame, _ layer: Layer, method: Int, pair: LayerPair) {
        guard intercepts(frame, layer), let original = pair.original else { return frame.forward(to: layer.implementationBelow()) }
        answer(frame, method: method, forwardingBelow: original)
    }

    /// Stub first; else the real implementation (what lies below `layer`) when forwarding; else
    /// the type's default. Inlined, and the usual spy (no stubs, forwarding) is answered here
    /// with no closure: building one for the forward retained what it captured on every call.
    @inline(__always)
    private func answer(_ frame: CallFrame, method: Int, forwardingBelow layer: Layer) {
        if stubs.isEmpty && forwardsMethodCalls { return frame.forward(to: layer.implementationBelow()) }
        answerWithStubOrDefault(frame, method: method) { frame.forward(to: layer.implementationBelow()) }
    }

    private func answerWithStubOrDefault(_ frame: CallFrame, method: Int, forward: () -> Void) {
        if !stubs.isEmpty, let stub = ReentryGuard.during({ stubs.match(method: method, arguments: frame.arguments) }) {
            return ReentryGuard.during { apply(stub, to: frame, forward: forward) }
        }
        if forwardsMethodCalls { return forward() }
        let result = methods[method].signature.result
        if result.isVoid { return }
        if let value = result.operations.defaultValue, frame.setBoxedReturnValue(value) { return }
        ReentryGuard.during {
            reportIssue("""
                \(methods[method].selector) was called on \(subjectDescription), which does not forward calls, \
                and \(result) has no default value. Stub it: .stub("\(methods[method].selector)").andReturn(…), \
                or conform \(result) to StubDefaultValue. The real implementation ran instead.
                """, fileID: location.reportingFileID, filePath: location.filePath, line: location.line, column: location.column)
        }
        forward()  // something valid must be returned; the test has failed already
    }

    private func apply(_ stub: StubTable.Entry, to frame: CallFrame, forward: () -> Void) {
        let value: Any?
        switch stub.action {
        case let .error(error):
            return frame.setError(error)
        case let .value(stubbed):
            value = stubbed
        case let .body(body):
            value = body(frame.arguments)
        }
        let result = methods[stub.method].signature.result
        if result.isVoid || frame.setBoxedReturnValue(value) { return }
        reportIssue("""
            The stub of \(methods[stub.method].selector) returned \(describeValue(value)), which is not of type \(result); \
            the real implementation ran instead.
            """, fileID: stub.location.reportingFileID, filePath: stub.location.filePath, line: stub.location.line,
            column: stub.location.column)
        forward()
    }

    private func append(_ frame: CallFrame, method: Int, sequence: UInt64) {
        let thread = InvocationThread.current
        state.withLock { $0.log.append(frame, method: method, sequence: sequence, thread: thread) }
    }

    // MARK: Evidence

    var invocations: [Invocation] { state.withLock { $0.log.invocations } }

    func clearEvidence() {
        state.withLock { $0.log.removeAll() }
    }

    /// A verifier over `invocations` (this core's own by default; a mock merges several cores').
    func verifier(for invocations: [Invocation]) -> Verifier {
        Verifier(invocations: invocations, subjectDescription: subjectDescription,
                 forwarding: forwardsMethodCalls, spiedSelectors: methods.map(\.selector), missingCallHint: missingCallHint)
    }
}

/// The two layers of a spy-method pair, which each need the other's layer below.
final class LayerPair: Sendable {
    private struct Layers: Sendable {
        var original: Layer?
        var spy: Layer?
    }

    private let layers = Locked(Layers())

    func set(original: Layer, spy: Layer) { layers.withLock { $0 = Layers(original: original, spy: spy) } }
    var original: Layer? { layers.withLock { $0.original } }
    var spy: Layer? { layers.withLock { $0.spy } }
}
