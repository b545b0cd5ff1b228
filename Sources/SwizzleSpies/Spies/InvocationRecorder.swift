@_spi(Internals) import SwizzleCore
import SwizzleLayers

/// What spies and mocks share: evidence, stubs and verification.
open class InvocationRecorder: @unchecked Sendable {
    package let core: SpyCore
    /// Whether its evidence is its core's alone (a global mock's is its objects' cores'), so that a
    /// verification may read the core's log directly.
    private let evidenceIsItsCores: Bool
    /// The calls successful verifications matched, by sequence number, under `recorderMutex`: a
    /// lock of its own, not a ``Locked`` object, one object fewer made and freed with every spy.
    /// A spy's `spy { }` blocks take it too (``InvocationSpy``): the two never nest, and one lock
    /// word fewer is made and freed with every spy.
    let recorderMutex = MutexWord()
    /// Not a `Set`: written by every passing verification and read only by
    /// ``didHaveNoMoreInteractions()``, and a debug build (what `swift test` runs) inserted into a
    /// set through unspecialized generic code, about 1,800 instructions a verification.
    @exclusivity(unchecked) private var verified = SequenceNumbers()

    package init(core: SpyCore, evidenceIsItsCores: Bool = true) {
        self.core = core
        self.evidenceIsItsCores = evidenceIsItsCores
    }

    /// Every call recorded since spying last began, in order. Readable during and after
    /// spying, until the next `beginSpying()` or ``clearEvidence()``.
    open var invocations: [Invocation<Any, [Any]>] { core.evidence.invocations }

    /// What messages call the subject: "direct spy on Calculator instance 0x…".
    package var subjectDescription: String { core.subjectDescription }

    /// Forgets the recorded calls.
    open func clearEvidence() { core.evidence.removeAll() }

    /// Starts a stub of `selector`: `.andReturn(_:)`, `.with(…)`, `.andDo(_:)`, `.andThrow(_:)`.
    public func stub(_ selector: Selector) -> Stub<Any?> {
        Stub(table: core.stubs, selector: selector, matching: nil, limit: nil, typesChecked: false)
    }

    /// Removes the stubs of `selector` (Spry's `resetStubs` for one method); calls then answer as
    /// if it had none.
    public func removeStubs(_ selector: Selector) {
        core.stubs.remove(selector)
        stubsRemoved()
    }

    /// Removes every stub (Spry's `resetStubs`).
    public func removeAllStubs() {
        core.stubs.remove(nil)
        stubsRemoved()
    }

    /// After stubs were removed: a spy that does not forward checks each method still has an answer.
    func stubsRemoved() {}

    /// Whether `selector` was called (with `withArguments`, if given: values, ``Match``es or
    /// captors) as often as `countSpecifier` says. Reports nothing; see ``verify(_:withArguments:countSpecifier:fileID:filePath:line:column:)``.
    public func didCall(_ selector: Selector, withArguments arguments: [Any?]? = nil,
                        countSpecifier: CountSpecifier = .atLeast(1)) -> VerificationResult {
        let matching: ArgumentMatching? = if let arguments { ArgumentMatching(expected: arguments) } else { nil }
        return didCall(selector, matching: matching, countSpecifier: countSpecifier)
    }

    /// ``didCall(_:withArguments:countSpecifier:)`` with the arguments classified (a typed
    /// verification's, made once when it was given them).
    func didCall(_ selector: Selector, matching: ArgumentMatching?, countSpecifier: CountSpecifier) -> VerificationResult {
        // `if let`, not `??`: that copied the result it unwrapped.
        let result: VerificationResult
        if evidenceIsItsCores,
           let onWords = core.passingVerificationOnWords(selector, matching: matching, count: countSpecifier) {
            result = onWords
        } else {
            result = core.verifier(for: invocations).verify(selector, matching: matching, count: countSpecifier)
        }
        let matched = result.matchedSequenceNumbers
        recorderMutex.lock()
        if verified.count == 0 {
            verified = matched  // the usual first verification: nothing copied one by one
        } else {
            verified.append(contentsOf: matched)
        }
        recorderMutex.unlock()
        return result
    }

    /// Whether every recorded call was matched by a successful ``didCall(_:withArguments:countSpecifier:)``
    /// or ``verify(_:withArguments:countSpecifier:fileID:filePath:line:column:)`` (Mockito's
    /// `verifyNoMoreInteractions`). Reports nothing.
    public func didHaveNoMoreInteractions() -> VerificationResult {
        recorderMutex.lock()
        let verified = verified.asSet
        recorderMutex.unlock()
        return core.verifier(for: invocations).verifyNoMoreInteractions(verified: verified, nothingAtAll: false)
    }

    /// Like ``didHaveNoMoreInteractions()``, and fails the current test at the caller's line if
    /// it does not hold.
    @discardableResult
    public func verifyNoMoreInteractions(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                         line: UInt = #line, column: UInt = #column) -> VerificationResult {
        didHaveNoMoreInteractions().reported(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Whether no call at all was recorded (Mockito's `verifyNoInteractions`). Reports nothing.
    public func didHaveNoInteractions() -> VerificationResult {
        core.verifier(for: invocations).verifyNoMoreInteractions(verified: [], nothingAtAll: true)
    }

    /// Like ``didHaveNoInteractions()``, and fails the current test at the caller's line if it
    /// does not hold.
    @discardableResult
    public func verifyNoInteractions(fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) -> VerificationResult {
        didHaveNoInteractions().reported(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Like ``didCall(_:withArguments:countSpecifier:)``, and fails the current test (XCTest
    /// or Swift Testing) at the caller's line with the full message if it does not hold.
    @discardableResult
    public func verify(_ selector: Selector, withArguments arguments: [Any?]? = nil,
                       countSpecifier: CountSpecifier = .atLeast(1),
                       fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> VerificationResult {
        didCall(selector, withArguments: arguments, countSpecifier: countSpecifier)
            .reported(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// An expected call, for ``verifyInOrder(_:fileID:filePath:line:column:)`` and
    /// ``didCallInOrder(_:)``: `count` matching calls at this step (at least one by default).
    public func call(_ selector: Selector, withArguments arguments: [Any?]? = nil,
                     count: CountSpecifier = .atLeast(1)) -> ExpectedCall {
        ExpectedCall(recorder: self, selector: selector, arguments: arguments, count: count)
    }
}
