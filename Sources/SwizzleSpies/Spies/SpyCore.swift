@_spi(Internals) import SwizzleCore
@_spi(Internals) import SwizzleLayers
internal import CSwizzleRuntime
import Synchronization

/// What every spy and mock does, whichever rules chose where its layers go: its layers
/// (installed and restored in SpyLayers.swift) decide which calls are its subject's, answer them
/// (CallAnswer.swift) and record them in itself, its subject's log (``InvocationLog``): a log of
/// its own was one more object made and freed with every spy.
///
/// `@unchecked Sendable`: its own variable, the installed layers, is reached under
/// `transitionMutex` alone (the log's, under the log's lock).
package final class SpyCore: InvocationLog, @unchecked Sendable {
    /// The receiver pointer of the subject's calls (an object, or a class record).
    let subjectPointer: UInt
    /// "direct spy on Calculator instance 0x…": for messages.
    package let subjectName: SubjectName
    package var subjectDescription: String { subjectName.description }
    let methods: [SpiedMethod]
    let location: SourceLocation
    /// The stubs that answer its calls (CallAnswer.swift), its own or a table it shares.
    package let stubs: StubTable
    /// Whether a call no stub answers goes on to the real implementation.
    let forwards: Atomic<Bool>
    /// Whether the spy is strict (``StubStrictness/strict``): read only on calls no stub answers
    /// while not forwarding, and when the spy ends, never on the usual call.
    let strict: Atomic<Bool>
    /// Its evidence: itself (the calls of its subject it recorded).
    package var evidence: InvocationLog { self }
    /// Held across a whole begin or end, installs and restores included, so that a begin and an
    /// end racing on two threads cannot interleave (an end between a begin's marking itself
    /// active and its keeping the layers would find none to restore, and they would stay
    /// installed for good); guards `installedLayers`. The core's own lock and list, not an object
    /// of their own: one object and one lock word fewer made and freed with every spy.
    let transitionMutex = MutexWord()
    @exclusivity(unchecked) var installedLayers = LayerList()
    /// Whether spying is on: read without the lock (``isActive``), changed under it.
    let active = Atomic<Bool>(false)
    /// Each method's: whether it is async (read on every call, so kept apart from `methods`,
    /// whose elements cost retains to copy).
    private let isDeferred: MethodFlags
    /// Each method's: whether it has `inout` parameters, whose values passed in are kept before
    /// the call can change them.
    private let hasInout: MethodFlags
    /// Whether any spied method has `inout` parameters: the one test the usual call pays.
    private let spiesInout: Bool
    /// Said when an expected call is missing: what the missing call usually means.
    private let methodHint: String?
    /// For a spy on a subject every test shares (a class, or the values of a value type): which
    /// of its calls are this spy's. Nil for a spy on one object.
    let sharedSubject: SharedSubjectCalls?
    /// Whether `sharedSubject` is set: asked on every call, where comparing the optional with
    /// nil is a generic call in a debug build.
    private let hasSharedSubject: Bool
    /// The owner (a test's scope) current where the spy was made.
    private let creator: (any SwizzleOwner)? = SwizzleOwnership.current

    package init(subject: LogReceiver, subjectPointer: UInt, subjectName: SubjectName, methods: [SpiedMethod],
         forwards: Bool, strictness: StubStrictness = .lenient, location: SourceLocation, missingCallHint: String? = nil,
         stubs: StubTable? = nil, sharedSubject: SharedSubjectCalls? = nil) {
        _ = UsageReports.failTheRunningTest
        self.sharedSubject = sharedSubject
        hasSharedSubject = sharedSubject != nil
        self.subjectPointer = subjectPointer
        self.methodHint = missingCallHint
        self.subjectName = subjectName
        self.methods = methods
        self.location = location
        // One loop, not `map`s: a debug build (what `swift test` runs) walks each `map`
        // unspecialized, about 4,600 instructions a spy made. The answer, the stubs and the log
        // share `methods` itself: a list of their own was an array made and freed with every spy.
        var isDeferred = MethodFlags(), hasInout = MethodFlags()
        var spiesInout = false
        var index = 0
        while index < methods.count {
            let signature = methods[index].signature
            isDeferred.append(signature.isDeferred, at: index)
            hasInout.append(signature.hasInoutParameters, at: index)
            spiesInout = spiesInout || signature.hasInoutParameters
            index += 1
        }
        self.stubs = stubs ?? StubTable(methods: methods)
        self.forwards = Atomic(forwards)
        // A pattern, not `==`: a debug build calls the synthesized `==` through a generic thunk.
        if case .strict = strictness { strict = Atomic(true) } else { strict = Atomic(false) }
        self.isDeferred = isDeferred
        self.hasInout = hasInout
        self.spiesInout = spiesInout
        super.init(methods: methods, receiver: subject)
    }

    var isActive: Bool { active.load(ordering: .acquiring) }

    // MARK: Beginning and ending

    /// Installs the layers, starting a new session of evidence. Does nothing if active. Begun
    /// where no test is current (a `Thread` or `Task.detached` its test started), the layers are
    /// the test's that made the spy, so they are restored with it.
    package func begin() {
        // The owner read once, here, and handed to the registry, which read it again (a
        // task-local read, about 200 instructions in a debug build).
        let current = SwizzleOwnership.current
        guard current == nil, let creator else { return beginHere(owner: current) }
        SwizzleOwnership.withCurrent(creator) { beginHere(owner: creator) }
    }

    private func beginHere(owner: (any SwizzleOwner)?) {
        do {
            try beginLayers(starting: removeAll) { () throws(SwizzleError) in try installLayers(owner: owner) }
        } catch {
            location.report("\(subjectDescription) could not begin: \(error)")
        }
    }

    /// Restores the layers (newest first) and removes the subject's listed evidence.
    package func end() {
        // Not spying (a spy's release ends it once more): nothing to restore, and the lock, the
        // list and its copy cost a debug build about 600 instructions. Read without the lock: a
        // begin marks itself active under it before it installs, so an end that reads false here
        // ends before that begin, as it would have waiting for the lock.
        guard isActive else { return }
        let (restored, errors) = endLayers()
        var error = 0  // an index, not `for in`: a debug build makes the array's iterator, ~1,200 instructions
        while error < errors.count {
            location.report("Ending \(subjectDescription): \(errors[error])")
            error += 1
        }
        guard restored, let subject = UnsafeRawPointer(bitPattern: subjectPointer) else { return }
        // Index loops, not `flatMap`: a debug build builds its iterators' metadata, 4,000
        // instructions a spy ended, for methods that mostly keep no evidence.
        var method = 0
        while method < methods.count {
            let keys = methods[method].evidence
            var key = 0
            while key < keys.count {
                sk_object_setAssociated(subject, keys[key].raw, nil, nil)
                key += 1
            }
            method += 1
        }
    }

    private func installLayers(owner: (any SwizzleOwner)?) throws(SwizzleError) -> LayerList {
        var layers = LayerList()
        do {
            var index = 0  // `while`, not `enumerated()`: a debug build walks that unspecialized
            while index < methods.count {
                let method = methods[index]
                defer { index += 1 }
                if let spyTarget = method.spyTarget {
                    let pair = LayerPair()
                    let original = try install(SpyMethodPairLayer(core: self, method: index, pair: pair, role: .callsSpyMethod),
                                               on: method.target, observing: true, owner: owner)
                    layers.append(original)
                    let spy = try install(SpyMethodPairLayer(core: self, method: index, pair: pair, role: .reachesOriginal),
                                          on: spyTarget, observing: false, owner: owner)
                    layers.append(spy)
                    pair.set(original: original, spy: spy)
                } else {
                    layers.append(try install(SpyRecordingLayer(core: self, method: index), on: method.target, observing: true,
                                              owner: owner))
                }
            }
        } catch {
            for layer in layers.array.reversed() { try? SwizzleRegistry.shared.restore(layer) }
            throw error
        }
        return layers
    }

    /// Installs `layer` on `target` for `owner`; `observing`, the layer also records the calls of
    /// its method that a spy above it answers with a stub (``LayerBehavior/observeAnswered(_:through:)``).
    private func install(_ layer: LayerBehavior, on target: SwizzleTarget, observing: Bool,
                         owner: (any SwizzleOwner)?) throws(SwizzleError) -> Layer {
        try SwizzleRegistry.shared.installLayer(layer, on: target, location: location, observesAnsweredCalls: observing,
                                                owner: owner)
    }

    // MARK: Calls

    /// Whether this call is the subject's own, made while spying, and not by the spy itself.
    /// Inlined: left to the optimizer, the shared-subject test stopped it being inlined into the
    /// layers, +28 instructions a spied call (callgrind); inlined, +6.
    @inline(__always)
    private func intercepts(_ frame: CallFrame, _ layer: Layer) -> Bool {
        intercepts(receiver: UInt(bitPattern: frame.receiver), layer)
    }

    /// Conditions of a `guard`, not `&&`s: a debug build makes each right operand of `&&` a
    /// closure, retaining and releasing what it reads (~220 instructions a spied call).
    @inline(__always)
    func intercepts(receiver: UInt, _ layer: Layer) -> Bool {
        guard receiver == subjectPointer, layer.isActive, !ReentryGuard.isActive else { return false }
        guard hasSharedSubject else { return true }
        return admitsSharedSubjectCall()
    }

    /// Out of line: only a spy on a shared subject asks (whose test, which value), and that
    /// stays off the path of a spy on one object.
    @inline(never)
    private func admitsSharedSubjectCall() -> Bool { sharedSubject?.admitsCurrentCall() == true }

    /// A spy's layer, first half: the subject's call is answered here (a stub, or a default) and
    /// recorded, or passed on to the real method and recorded when it returns
    /// (``leaveRecording(_:_:method:token:)``). Other receivers' calls pass straight on.
    func enterRecording(_ frame: CallFrame, _ layer: Layer, method: Int) -> LayerPass {
        guard intercepts(frame, layer) else { return .passOn(to: layer.implementationBelow()) }
        let sequence = SequenceCounter.next()
        if spiesInout, hasInout[method] {
            recordChangingInout(frame, layer, method: method, sequence: sequence)
            return .answered
        }
        switch plan(frame, method: method) {
        case .passedOn:
            return .passOn(to: layer.implementationBelow(), thenLeave: true, token: sequence << 1)
        case .passedOnThenAnswered:
            return .passOn(to: layer.implementationBelow(), thenLeave: true, token: sequence << 1 | 1)
        case .answered:
            answeredHere(frame, by: layer)
            finishRecording(frame, method: method, sequence: sequence)
            return .answered
        }
    }

    /// A spy's layer, second half: the real method has answered; a stub of an async or generic
    /// method (`token`'s low bit) replaces its answer; the call is recorded.
    func leaveRecording(_ frame: CallFrame, _ layer: Layer, method: Int, token: UInt64) {
        if token & 1 != 0, answerAfterPassingOn(frame, method: method) { answeredHere(frame, by: layer) }
        finishRecording(frame, method: method, sequence: token >> 1)
    }

    /// The first half from a typed entry point's words (``SpyRecordingLayer/enter(words:count:result:through:)``)
    /// for a spy with stubs: a stub matched on the words answers with its word, and the call is
    /// recorded at once; a call no stub matches goes on, when forwarding, and is recorded by the
    /// layer's second half. Nil (the frame path) where a stub of the method needs the values
    /// themselves (a predicate, a captor, a sequence, a floating-point value), where no stub
    /// matches and the spy does not forward (a default, or a strict spy's report), and where spies
    /// below must be told of an answered call.
    @inline(never)
    func enterStubbed(words: UnsafeMutableRawPointer, result: UnsafeMutablePointer<UInt64>, _ layer: Layer,
                      method: Int) -> LayerPass? {
        guard !layer.mayHaveObserversForAnsweredCalls else { return nil }
        guard intercepts(receiver: words.assumingMemoryBound(to: UInt.self)[0], layer) else { return .passOn(to: layer.implementationBelow()) }
        let arguments = argumentWords(words)
        // Unretained: the table lives as long as the core, which the layer entered holds; read
        // plainly, it was retained and released around the match (~40 instructions a call).
        let match = Unmanaged.passUnretained(stubs)._withUnsafeGuaranteedRef { $0.match(method: method, words: arguments) }
        switch match {
        case .needsFrame:
            return nil
        case let .answered(word):
            result.pointee = word
            append(words: arguments, result: word, method: method, sequence: SequenceCounter.next())
            return .answered
        case .unmatched:
            guard forwardsMethodCalls else { return nil }
            return .passOn(to: layer.implementationBelow(), thenLeave: true, token: SequenceCounter.next() << 1)
        }
    }

    /// A call this spy answered itself never reached the spies below it on the method: they are
    /// told, and record it (DocC: several spies on one method all record).
    @inline(never)
    private func answeredHere(_ frame: CallFrame, by layer: Layer) {
        SwizzleRegistry.shared.observeAnsweredCall(frame, above: layer)
    }

    /// A spy below one that answered this call: record it, as if it had passed through.
    func observe(_ frame: CallFrame, _ layer: Layer, method: Int) {
        guard intercepts(frame, layer) else { return }
        finishRecording(frame, method: method, sequence: SequenceCounter.next())
    }

    /// A call with `inout` arguments: the values passed in are kept before the call changes them.
    @inline(never)
    private func recordChangingInout(_ frame: CallFrame, _ layer: Layer, method: Int, sequence: UInt64) {
        let passedIn = frame.arguments
        if answer(frame, method: method, forwardingBelow: layer) { answeredHere(frame, by: layer) }
        append(frame, method: method, sequence: sequence, passedIn: passedIn)
    }

    /// Records the call in `frame` now that it is answered; an async or generic one when its
    /// result is there (the awaited part ends, the generic body returns), by giving the caller an
    /// observed call in place of the answer.
    @inline(__always)
    func finishRecording(_ frame: CallFrame, method: Int, sequence: UInt64) {
        guard isDeferred[method] else { return append(frame, method: method, sequence: sequence) }
        recordWhenAwaited(frame, method: method, sequence: sequence)
    }

    private func recordWhenAwaited(_ frame: CallFrame, method: Int, sequence: UInt64) {
        guard let call = frame.returnValue as? any DeferredCallBox else { return }
        let thread = InvocationThread.current, arguments = frame.arguments
        _ = frame.replaceReturnValue(call.observed { [self] outcome in
            appendCompleted(method: method, sequence: sequence, thread: thread, arguments: arguments, outcome: outcome)
        })
    }

    /// The original selector's layer, with a spy method: the subject's call goes on to the spy
    /// method, and is recorded when it returns.
    func enterSpyMethod(_ frame: CallFrame, _ layer: Layer, pair: LayerPair) -> LayerPass {
        guard intercepts(frame, layer), let spy = pair.spy else { return .passOn(to: layer.implementationBelow()) }
        return .passOn(to: spy.implementationBelow(), thenLeave: true, token: SequenceCounter.next() << 1)
    }

    /// The spy selector's layer: for the subject, reach the original (or a stub or default).
    func reachOriginal(_ frame: CallFrame, _ layer: Layer, method: Int, pair: LayerPair) -> LayerPass {
        guard intercepts(frame, layer), let original = pair.original else { return .passOn(to: layer.implementationBelow()) }
        if answer(frame, method: method, forwardingBelow: original) { answeredHere(frame, by: original) }
        return .answered
    }

    // MARK: Evidence

    /// A verifier over `invocations` (this core's own by default; a mock merges several cores').
    package func verifier(for invocations: [RecordedCall]) -> Verifier {
        Verifier(invocations: invocations, subjectName: subjectName,
                 forwarding: forwardsMethodCalls, spiedSelectors: methods.map(\.selector), missingCallHint: missingCallHint)
    }

    /// What a missing call usually means: the method's kind of spy, and whose calls it sees.
    var missingCallHint: String? {
        let hints = [methodHint, sharedSubject?.missingCallHint].compactMap { $0 }
        return hints.isEmpty ? nil : hints.joined(separator: " ")
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
