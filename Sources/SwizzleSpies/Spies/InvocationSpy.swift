@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// What direct and indirect spies share: how they are made, beginning, ending and scoping spying.
public class InvocationSpy: InvocationRecorder, @unchecked Sendable {
    /// The one initializer of both kinds: applies the subject rules of `kind` and plans the layers.
    /// - Parameter values: for a spy on the values of a value type (its subject the object that
    ///   stands for them all): every value, or one.
    init(_ kind: SpySubject.Kind, on subject: borrowing Any, rootClass: AnyClass, selectors: [SpyCoselectors],
         location: SourceLocation, values: SpiedValues? = nil) throws(SpyCreationError) {
        let classified = try SpySubject(subject)
        let methods = try classified.plan(kind, rootClass: rootClass, selectors: selectors)
        // Patterns and `if let`, not `==`, `Optional.map` and `??`: a debug build (what `swift test`
        // runs) calls each of those through a generic function or a closure, a spy made.
        let isIndirect = if case .indirect = kind { true } else { false }
        let hint = isIndirect
            ? "An indirect spy sees the superclass's implementation run for its subject: does the override call super?" : nil
        // A class's class methods and a value type's values (through the typed API or on their
        // stand-in) are every test's: the spy sees its own test's calls.
        let isClassSide = if case .class = classified.methodType { true } else { false }
        let isShared = isClassSide || values != nil || classified.isValuesStandIn
        var named = classified.name
        if let written = values?.description { named = .written(written) }
        super.init(core: SpyCore(subject: classified.receiver, subjectPointer: classified.pointer,
                                 subjectName: SubjectName(isIndirect ? "indirect spy on" : "direct spy on", named),
                                 methods: methods, forwards: true, strictness: StubStrictness.forNewSpies, location: location,
                                 missingCallHint: hint,
                                 sharedSubject: isShared ? SharedSubjectCalls(admitsValue: values?.admits) : nil))
    }

    /// Whose calls the spy sees when its subject is shared by every test: the class methods of a
    /// class, or the values of a struct or enum. ``SpyReach/currentTest`` (the default): its own
    /// test's, so that tests spying on one class method or value type can run in parallel;
    /// ``SpyReach/wholeProcess``: every call in the process, for code under test that calls from
    /// a thread or detached task of its own. A spy made outside every test reads `.wholeProcess`:
    /// it has no test to keep to. A spy on one object sees all of its object's calls
    /// whatever its reach, and reads `.wholeProcess`; asking it for `.currentTest` fails the test.
    public var reach: SpyReach {
        get { core.sharedSubject?.reach ?? .wholeProcess }
        set {
            if let shared = core.sharedSubject { return shared.reach = newValue }
            guard newValue == .currentTest else { return }
            core.location.report("\(core.subjectDescription) cannot be limited to its test's calls: a spy on one object sees "
                + "all of its object's calls, wherever they are made, and keeps doing so. Reach is for a spy on a shared "
                + "subject: a class's class methods, or the values of a struct or enum.")
        }
    }

    /// Whether a stub that answers no call, or (with forwarding off) a call that no stub
    /// matches, fails the test: see ``StubStrictness``. A new spy takes its test's: `.lenient`,
    /// unless the `.strictStubs` trait or `SwizzleKitTestCase.strictStubs` made it `.strict`.
    /// Set it before spying begins, so that the end of the test's scope checks the stubs too.
    public var strictness: StubStrictness {
        get { core.strictness }
        set { core.strictness = newValue }
    }

    /// Whether spied calls run the real implementation (default true). When false they return
    /// the stubbed value, else the type's default (0, false, nil, "", empty collection).
    ///
    /// Turning it off while spying, or beginning to spy with it off, fails the test for each
    /// spied method that would have nothing to return (no stub, and a result type with no
    /// default): stub those before. Such a call, if made, throws ``UnansweredCall`` from a
    /// throwing method; a method that cannot throw runs its real implementation, as it must
    /// return something.
    public var forwardsMethodCalls: Bool {
        get { core.forwardsMethodCalls }
        set {
            core.forwardsMethodCalls = newValue
            if !newValue, isSpying { core.reportMethodsWithNothingToReturn() }
        }
    }

    /// Whether spying is on.
    public var isSpying: Bool { core.isActive }

    /// Starts spying and a new session of evidence. Calling it again while spying does nothing.
    ///
    /// Beginning inside a stub's body (`andDo`) fails the test: calls made while a spy's stub body
    /// runs are that spy's own answer, which no spy records, so this one would miss them.
    public func beginSpying() {
        guard !isSpying else { return }
        if ReentryGuard.isActive {
            core.location.report("\(core.subjectDescription) began inside a stub's body (andDo), where no spy records a "
                + "call: the calls the body makes are part of its stub's answer. Begin the spy before the call that runs the "
                + "stub, or have the body record what it needs.")
        }
        core.begin()
        core.reportMethodsWithNothingToReturn()
        // A spy the test never ends (a stored property, say) is checked when the test's scope
        // ends, while the test can still fail; weakly, so the scope does not keep it alive.
        if case .strict = strictness, let owner = SwizzleOwnership.current {
            owner.whenEnding { [weak core] in core?.reportUnusedStubs() }
        }
    }

    override func stubsRemoved() {
        if isSpying { core.reportMethodsWithNothingToReturn() }
    }

    /// Stops spying and restores the methods; evidence stays readable. Does nothing if not spying.
    /// A strict spy (``strictness``) then fails the test for each stub that answered no call.
    public func endSpying() {
        let wasSpying = isSpying
        core.end()
        if wasSpying { core.reportUnusedStubs() }
    }

    /// The `spy { }` blocks running now, on any thread, and whether the last of them to leave
    /// ends spying (spying was off when the first entered). Each block deciding for itself ended
    /// spying when the first one left, under the calls another thread's block was still making.
    /// Under the recorder's lock (``InvocationRecorder/recorderMutex``), the verified calls':
    /// the two never nest (a block's entry and exit verify nothing, and a verification enters no
    /// block), and one lock word fewer is made and freed with every spy.
    @exclusivity(unchecked) private var runningBlocks = 0
    @exclusivity(unchecked) private var lastBlockEndsSpying = false

    private func enterBlock() {
        recorderMutex.lock()
        defer { recorderMutex.unlock() }
        if runningBlocks == 0 { lastBlockEndsSpying = !isSpying }
        runningBlocks += 1
        beginSpying()
    }

    private func leaveBlock() {
        recorderMutex.lock()
        defer { recorderMutex.unlock() }
        runningBlocks -= 1
        if runningBlocks == 0, lastBlockEndsSpying { endSpying() }
    }

    /// Spies while `context` runs (once), and restores even if it throws. If spying was on
    /// already, it stays on afterwards. Blocks of one spy may run at once (on several threads,
    /// or nested): spying ends when the last of them leaves, so each one's calls are recorded.
    public func spy<R>(on context: () throws -> R) rethrows -> R {
        enterBlock()
        defer { leaveBlock() }
        return try context()
    }

    /// Spies while the asynchronous `context` runs (once), and restores even if it throws.
    /// `context` runs in the caller's isolation (a `@MainActor` test's closure stays on the main
    /// actor). Like the synchronous block, spying ends when the last running block leaves.
    public func spy<R>(isolation: isolated (any Actor)? = #isolation, on context: () async throws -> R) async rethrows -> R {
        enterBlock()
        defer { leaveBlock() }
        return try await context()
    }

    /// A spy released while spying restores its methods, and lets go of the values its evidence
    /// keeps boxed: its core lives on in its retired layers' closures until their grace period
    /// ends, and nothing can read the evidence any more, so it must not keep the objects it
    /// recorded alive until then (its words go with the core).
    /// Its stubs stay: a call that entered a layer just before the end must still answer with
    /// them, not with the type's default.
    deinit {
        let wasSpying = isSpying
        core.end()
        if wasSpying { core.reportUnusedStubs() }
        core.evidence.releaseBoxedValues()
    }
}
