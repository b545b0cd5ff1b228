@_spi(Internals) import SwizzleCore
import SwizzleLayers
@_spi(Internals) import SwizzleSpies
import Synchronization

/// A global mock of `T`'s constructions through one factory entry: what they return, and the
/// calls those objects received.
///
/// Its objects are mocks: every dispatched instance method of `T` (and its ancestors) is
/// recorded and not forwarded, answering a stub, else the type's default, else failing the test
/// with how to stub it. `stub`, `didCall`, `verify` and `call(_:)` (for `verifyInOrder`) work as
/// on spies. Undo is idempotent.
public final class GlobalMock<T: AnyObject>: InvocationRecorder, ConstructionAnswering, ConstructionAdopting,
    @unchecked Sendable {
    /// What a construction returns.
    enum Answer {
        /// The one mock object, made with `init()`.
        case object(T)
        /// What the test's closure builds from each construction.
        case override((RecordedCall) -> T)
    }

    /// How the construction layer is installed: its own layer, or a share of a scoped one.
    enum Installation {
        case processWide
        /// Process-wide, owned by a `withExclusiveGlobalMock` closure.
        case exclusive
        case scoped
    }

    let factory: MockedFactory
    let installation: Installation
    let location: SourceLocation
    private let answer: Answer
    /// Whether the factory returns exactly `T` (not `T?`): then a construction writes its result
    /// directly, without boxing it and casting it back (a runtime cast on every construction).
    private let returnsExactlyT: Bool
    /// The one mock object, when constructions return exactly it as `T` (an `init()` mock of a
    /// factory returning `T`): written as a +1 reference straight into the result, with no copy
    /// of `T` through this unspecialized code's value witnesses. `answer` keeps it alive.
    private let plainResult: Unmanaged<AnyObject>?
    /// `state.isUndone`, mirrored outside the lock for the construction path, which reads it on
    /// every construction; stored with it, under the lock, so the two never disagree for long.
    private let undoneFlag = Atomic<Bool>(false)
    private let methods: [(selector: Selector, signature: MethodSignature)]

    private struct State {
        var objects: [T] = []
        /// The object the latest construction returned (the `init()` one until then).
        var latest: T?
        /// One core per object, the first being `core` for a mock made with `init()`.
        var cores: [SpyCore] = []
        var token: SwizzleToken?
        var isUndone = false
    }

    private let state: Locked<State>
    /// The constructions answered, under a lock of their own: not generic over `T`, so taking it
    /// on every construction is specialized code. When every construction returns the one
    /// object, it keeps no results: ``constructions`` fills that object in.
    private let constructionLog: InvocationLog
    /// The test the mock belongs to (its scope, or nil outside one): it also owns the layers put
    /// on the objects it adopts, which a construction anywhere can make, so that another test
    /// that merely built an object of the class is never held to account for them.
    private let owner: (any SwizzleOwner)? = SwizzleOwnership.current

    init(factory: MockedFactory, answer: Answer, installation: Installation, location: SourceLocation) {
        _ = UsageReports.failTheRunningTest
        self.factory = factory
        self.answer = answer
        self.installation = installation
        self.location = location
        returnsExactlyT = factory.signature.result.swiftType == T.self
        if case let .object(object) = answer, returnsExactlyT {
            plainResult = Unmanaged.passUnretained(object)
        } else {
            plainResult = nil
        }
        methods = MockObjects.instanceMethods(of: factory.runtimeClass)
        let construction = SpiedMethod(selector: factory.selector, signature: factory.signature, target: factory.target,
                                       spySelector: nil, spyTarget: nil, evidence: [])
        constructionLog = InvocationLog(methods: [construction], receiver: T.self, keepsResults: plainResult == nil)
        var state = State()
        let core: SpyCore
        switch answer {
        case let .object(object):
            core = MockObjects.core(for: object, methods: methods, mockedClass: factory.runtimeClass, stubs: nil, location: location)
            state.objects = [object]
            state.latest = object
            state.cores = [core]
        case .override:
            core = MockObjects.template(methods: methods, mockedClass: factory.runtimeClass, location: location)
        }
        self.state = Locked(state)
        super.init(core: core, evidenceIsItsCores: false)
    }

    // MARK: What the test reads

    /// The entry this mock answers: `"init(id:)"`, `"shared()"`.
    public var initSelector: Selector { factory.selector }

    /// The mock that constructions return: the object made with `init()`, or, for a mock with
    /// an `override`, the object the latest construction returned (reading it before any
    /// construction is a programming error and stops the test run; see ``objects``).
    public var object: T {
        guard let object = state.withLock({ $0.latest }) else {
            fatalError("""
                SwizzleKit: the global mock of \(factory) made at \(location) has answered no construction yet, \
                so its override has returned no object. Read `objects` (empty until a construction), or construct first.
                """)
        }
        return object
    }

    /// Every object the mock's constructions returned, in the order first returned: the one
    /// `init()` made, or each distinct object the `override` returned.
    public var objects: [T] { state.withLock { $0.objects } }

    /// Each construction the mock answered, in order, with its arguments and the object it
    /// returned (the receiver is the class). Making the mock is not one of them.
    public var constructions: [Invocation<Any, [Any]>] {
        let recorded = constructionLog.invocations
        guard let plainResult else { return recorded }
        let object = plainResult.takeUnretainedValue()
        // Constructions through `T(…)` kept the object they built; through `make(…)`, the one object.
        return recorded.map { $0.result == nil ? $0.returning(object) : $0 }
    }

    /// Every call the mock's objects received, in order.
    public override var invocations: [Invocation<Any, [Any]>] {
        let cores = state.withLock { $0.cores }
        guard cores.count > 1 else { return cores.first?.evidence.invocations ?? [] }
        return cores.flatMap(\.evidence.invocations).sorted { $0.sequenceNumber < $1.sequenceNumber }
    }

    /// Forgets the recorded calls and constructions.
    public override func clearEvidence() {
        constructionLog.removeAll()
        for core in state.withLock({ $0.cores }) { core.evidence.removeAll() }
    }

    /// Whether ``undo()`` has run.
    public var isUndone: Bool { state.withLock { $0.isUndone } }

    /// Removes the mock: constructions reach what was there before (an earlier mock of the same
    /// entry, or the real factory), and its objects answer normally again. Its evidence stays
    /// readable. Calling it again does nothing.
    public func undo() {
        let (token, cores) = state.withLock { state -> (SwizzleToken?, [SpyCore]?) in
            if state.isUndone { return (nil, nil) }
            state.isUndone = true
            undoneFlag.store(true, ordering: .releasing)
            defer { state.token = nil }
            return (state.token, state.cores)
        }
        guard let cores else { return }
        core.stubs.close(because: "the global mock of \(factory) made at \(location) is undone, so no call reaches its "
            + "stubs. Stub it before undo() (or before its scope ends), or make a new mock.")
        switch installation {
        case .processWide, .exclusive: if let token { ConstructionLayer.remove(token, location: location) }
        case .scoped: ScopedMocks.close(factory, location: location)
        }
        for core in cores { core.end() }
        Constructions.remove(self, from: factory.runtimeClass, factory.selector)
        MockMap.remove(self)
    }

    // MARK: Installing

    /// Begins the mock object's core (so it is a mock before any construction can return it),
    /// then installs the construction layers, of `make(…)`'s entry and of `T(…)`'s initializer;
    /// on failure, undoes the first steps.
    func install() throws(MockError) {
        let cores = state.withLock { $0.cores }
        for core in cores { core.begin() }
        Constructions.install(self, on: factory.runtimeClass, factory.selector)
        do {
            switch installation {
            case .processWide, .exclusive:
                // A task with a scoped mock of the entry gets it even when this layer went on
                // after the scoped one (above it): a test's own mock always wins.
                let token = try ConstructionLayer.install(on: factory, location: location) { [self, factory] frame in
                    ScopedMocks.answerIfAnyOpen(frame, for: factory) || answerConstruction(frame)
                }
                state.withLock { $0.token = token }
            case .scoped:
                try ScopedMocks.open(factory, location: location)
            }
        } catch {
            Constructions.remove(self, from: factory.runtimeClass, factory.selector)
            for core in cores { core.end() }
            state.withLock {
                $0.isUndone = true
                undoneFlag.store(true, ordering: .releasing)
            }
            throw error
        }
    }

    /// Whether the construction layer is still there (a test's ``SwizzleScope`` may have removed
    /// a mock its test left behind).
    var isInstalled: Bool {
        state.withLock { !$0.isUndone && ($0.token?.isActive ?? true) }
    }

    // MARK: Answering constructions

    func answerConstruction(_ frame: CallFrame) -> Bool {
        if undoneFlag.load(ordering: .acquiring) { return false }
        let sequence = SequenceCounter.next()
        let thread = InvocationThread.current
        if let plainResult {
            frame.resultPointer?.storeBytes(of: plainResult.retain().toOpaque(), as: UnsafeMutableRawPointer.self)
        } else if !returnAnObject(frame, sequence: sequence, thread: thread) {
            return false
        }
        constructionLog.append(frame, method: 0, sequence: sequence, thread: thread)
        return true
    }

    /// Returns the object this construction gets (the override's, or the mock object cast to
    /// the factory's result type); false, nothing written, if it cannot be returned.
    private func returnAnObject(_ frame: CallFrame, sequence: UInt64, thread: InvocationThread) -> Bool {
        let object: T
        switch answer {
        case let .object(mock):
            object = mock
        case let .override(build):
            let construction = RecordedCall(selector: factory.selector, receiver: T.self, arguments: frame.arguments,
                                            result: nil, error: nil, sequenceNumber: sequence, thread: thread)
            object = ReentryGuard.during { build(construction) }
            adopt(object)
        }
        if returnsExactlyT {
            // `T` is a class: one strong reference, stored here as `AnyObject` (the same bits)
            // rather than through `T`'s value witnesses, which this unspecialized code would call.
            frame.resultPointer?.initializeMemory(as: AnyObject.self, repeating: object, count: 1)
        } else if !frame.setBoxedReturnValue(object) {
            location.report("The global mock of \(factory) could not return \(object) as \(factory.signature.result).")
            return false
        }
        return true
    }

    /// Makes `object`, which `T(…)` built through the mocked initializer, answer as the mock: its calls are recorded and answer the mock's stubs, and the
    /// construction, with its arguments, is evidence. False if the mock is undone or `object`
    /// is not a `T`.
    func adoptConstruction(_ object: AnyObject, arguments: [Any]) -> Bool {
        guard !undoneFlag.load(ordering: .acquiring), let object = object as? T else { return false }
        constructionLog.appendCompleted(method: 0, sequence: SequenceCounter.next(), thread: .current, arguments: arguments,
                                        outcome: .success(object), keepsResult: true)
        adopt(object)
        return true
    }

    /// This mock's construction layer on `T(…)`'s initializer: as on `make(…)`'s entry, a task
    /// with a scoped mock of the initializer gets it even when this layer went on after the
    /// scoped one (a test's own mock always wins); a scoped mock adopts only for the tasks it is
    /// bound to, through the same search.
    package func adopt(constructed object: AnyObject, arguments: [Any]) -> Bool {
        // A mock's own work (an override building its object, the `init()` mock object) is not
        // a construction by the code under test.
        guard !ReentryGuard.isActive else { return false }
        if ScopedMocks.adoptIfAnyOpen(object, arguments: arguments, for: factory) { return true }
        switch installation {
        // Only while its entry's layer is there too: a test's scope may have removed the layer
        // of a mock its test left behind.
        case .processWide, .exclusive: return isInstalled && adoptConstruction(object, arguments: arguments)
        case .scoped: return false
        }
    }

    /// Makes an object the override returned one of the mock's (if it is new): its calls are
    /// recorded and answer the mock's stubs. Its core begins under the lock, so an `undo()`
    /// racing it either sees it (and ends it) or makes it skip.
    private func adopt(_ object: T) {
        state.withLock { state in
            // `object` stays the `init()` mock's one object; an override's is the latest it built.
            if case .override = answer { state.latest = object }
            guard !state.isUndone, !state.objects.contains(where: { $0 === object }) else { return }
            let objectCore = MockObjects.core(for: object, methods: methods, mockedClass: factory.runtimeClass,
                                              stubs: core.stubs, location: location)
            state.objects.append(object)
            state.cores.append(objectCore)
            SwizzleOwnership.withCurrent(owner ?? NoOwner.shared) { objectCore.begin() }
        }
    }
}
