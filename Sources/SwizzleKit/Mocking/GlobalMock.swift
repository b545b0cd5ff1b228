/// A mock that constructions of `T` return, with the calls it received.
///
/// Every dispatched instance method of the mock object is recorded and not forwarded: it
/// answers stubs, else the type's default, else fails the test saying how to stub it.
/// `didCall`, `verify` and `stub` work as on spies. Undo is idempotent.
public final class GlobalMock<T: AnyObject>: InvocationRecorder, @unchecked Sendable {
    /// The mock that constructions return (for an `override:` mock, the object the latest
    /// construction returned).
    public var object: T {
        guard let object = state.withLock({ $0.latest }) else {
            fatalError("SwizzleKit: no construction of \(T.self) has returned an object yet, and \(T.self) has no init() to make one")
        }
        return object
    }

    /// Each construction this mock answered, with its arguments, in order.
    public var constructions: [Invocation] { constructionCore.invocations }

    let constructionCore: SpyCore
    private let objectCores: Locked<[SpyCore]>
    private let state: Locked<(latest: T?, undone: Bool)>

    init(objectCore: SpyCore, initial: T?, constructionCore: SpyCore) {
        self.constructionCore = constructionCore
        objectCores = Locked([objectCore])
        state = Locked((initial, false))
        super.init(core: objectCore)
    }

    /// Every call any of the mock's objects received, in order.
    public override var invocations: [Invocation] {
        objectCores.withLock { $0 }.flatMap(\.invocations).sorted { $0.sequenceNumber < $1.sequenceNumber }
    }

    /// Records `object` (returned by an override) as one of this mock's objects.
    func adopt(_ object: T, core: () -> SpyCore?) {
        let isNew = state.withLock { state in
            defer { state.latest = object }
            return state.latest !== object
        }
        guard isNew, let extra = core() else { return }
        if objectCores.withLock({ cores in
            if cores.contains(where: { $0.subjectPointer == extra.subjectPointer }) { return false }
            cores.append(extra)
            return true
        }) { extra.begin() }
    }

    /// Removes the mock: constructions reach what was there before (an earlier mock, or the real
    /// initializer), and its objects answer normally again. Calling it again does nothing.
    public func undo() {
        let wasUndone = state.withLock { state -> Bool in
            defer { state.undone = true }
            return state.undone
        }
        guard !wasUndone else { return }
        constructionCore.end()
        constructionCore.stubs.removeAll()  // its answer holds this mock
        for core in objectCores.withLock({ $0 }) { core.end() }
        MockMap.remove(self)
    }

    /// Whether ``undo()`` has run.
    public var isUndone: Bool { state.withLock { $0.undone } }
}
