import SwizzleCore
@_spi(Internals) import SwizzleLayers
import Synchronization

/// What a spied call returns: a matching stub's answer; else, when forwarding, the real
/// implementation's; else the result type's default (``StubDefaultValue``). A failure (no
/// default, a stub of the wrong type) is reported where the spy or stub was made.
///
/// The core's own concern, in its own file: an object of its own was one more made and freed
/// with every spy, holding copies of the core's methods, name and location (`per test` benchmark).
extension SpyCore {
    var forwardsMethodCalls: Bool {
        get { forwards.load(ordering: .acquiring) }
        set { forwards.store(newValue, ordering: .releasing) }
    }

    var strictness: StubStrictness {
        get { strict.load(ordering: .acquiring) ? .strict : .lenient }
        set { strict.store(newValue == .strict, ordering: .releasing) }
    }

    /// Whether every call goes on to the real implementation as it is: no stub, and forwarding.
    /// The usual spy; its calls are decided without their arguments.
    /// Two statements, not `&&`: a debug build makes the right operand a closure, and retains
    /// and releases `self` for it on every call.
    @inline(__always)
    var passesEveryCallOn: Bool {
        guard stubs.isEmpty else { return false }
        return forwardsMethodCalls
    }

    /// How a call of `methods[method]` is answered.
    enum Plan {
        /// Here, by a stub or a default, already written in the frame.
        case answered
        /// By the implementation below, as it is.
        case passedOn
        /// By the implementation below first, then ``answerAfterPassingOn(_:method:)``: an async or
        /// generic method's entry only makes the call, which a stub's answer replaces.
        case passedOnThenAnswered
    }

    /// Decides the call in `frame`, answering it here when a stub or default does. Inlined: the
    /// usual spy (no stubs, forwarding) is decided with two loads.
    @inline(__always)
    func plan(_ frame: CallFrame, method: Int) -> Plan {
        if passesEveryCallOn { return .passedOn }
        return planWithStubsOrDefault(frame, method: method)
    }

    private func planWithStubsOrDefault(_ frame: CallFrame, method: Int) -> Plan {
        let signature = methods[method].signature
        if signature.isAsync || signature.isGeneric { return .passedOnThenAnswered }
        return answerSynchronously(frame, method: method) ? .answered : .passedOn
    }

    /// For ``Plan/passedOnThenAnswered``, once the call below has returned: replaces its answer
    /// with a stub's or default's where one applies. Returns whether the answer is this spy's own.
    func answerAfterPassingOn(_ frame: CallFrame, method: Int) -> Bool {
        let signature = methods[method].signature
        if signature.isAsync, signature.isGeneric { return answerAsyncGeneric(frame, method: method) }
        if signature.isAsync { return answerAsync(frame, method: method) }
        return answerGeneric(frame, method: method)
    }

    /// Answers a call of `methods[method]` in `frame` in one go, forwarding to what lies below
    /// `layer` where the plan says so.
    /// - Returns: Whether the answer is this spy's own (a stub's or a default), not the one from
    ///   below: the spies below then have not seen the call.
    func answer(_ frame: CallFrame, method: Int, forwardingBelow layer: Layer) -> Bool {
        switch plan(frame, method: method) {
        case .answered:
            return true
        case .passedOn:
            frame.forward(to: layer.implementationBelow())
            return false
        case .passedOnThenAnswered:
            frame.forward(to: layer.implementationBelow())
            return answerAfterPassingOn(frame, method: method)
        }
    }

    /// Answers a synchronous call here (true), or leaves it to the real implementation (false).
    private func answerSynchronously(_ frame: CallFrame, method: Int) -> Bool {
        switch answerer(method: method, arguments: frame.arguments) {
        case let .stub(stub): return ReentryGuard.during { apply(stub, to: frame) }
        case nil: return false
        case .resultDefault: break
        }
        let result = methods[method].signature.result
        if result.isVoid { return true }
        if let value = Self.defaultValue(of: result), frame.setBoxedReturnValue(value) { return true }
        ReentryGuard.during { reportNoDefault(method: method, result: result) }
        // A throwing method has an answer that is no value; another must return something
        // valid, and only the real implementation has one (the test has failed already).
        if methods[method].signature.canThrowAnyError {
            frame.setError(unanswered(method: method, result: result))
            return true
        }
        return false
    }

    /// Who answers a call instead of the real implementation: the first matching stub, else,
    /// with forwarding off, the result type's default; nil when the real implementation answers.
    private enum Answerer {
        case stub(StubTable.Entry)
        case resultDefault
    }

    /// The same decision for every kind of method: `arguments` are read only if there are stubs.
    private func answerer(method: Int, arguments: @autoclosure () -> [Any]) -> Answerer? {
        if !stubs.isEmpty, let stub = ReentryGuard.during({ stubs.match(method: method, arguments: arguments()) }) {
            return .stub(stub)
        }
        if forwardsMethodCalls { return nil }
        if strict.load(ordering: .acquiring) { ReentryGuard.during { reportUnexpectedCall(method: method, arguments: arguments()) } }
        return .resultDefault
    }

    /// A strict spy that does not forward was called with no stub to match: the call, and the
    /// stub that came closest, so the test shows which argument the stub got wrong.
    private func reportUnexpectedCall(method: Int, arguments: [Any]) {
        let selector = methods[method].selector
        let call = "\(selector)(" + arguments.map(describeValue).joined(separator: ", ") + ")"
        let nearest = stubs.nearest(method: method, arguments: arguments).map {
            "The nearest stub is \(stubs.describe($0)), added at \($0.location)."
        } ?? "\(selector) has no stub."
        location.report("Unexpected call \(call) on \(subjectName), a strict spy that does not forward calls: "
            + "no stub matches it. \(nearest) Stub this call, or make the spy lenient (strictness = .lenient).")
    }

    /// For a strict spy: fails the test for each stub that answered no call, at the line that
    /// added it (Mockito's `UnnecessaryStubbingException`). Each stub is reported once.
    func reportUnusedStubs() {
        guard strict.load(ordering: .acquiring) else { return }
        for stub in stubs.takeUnanswered() {
            stub.location.report("Unnecessary stub: \(stubs.describe(stub)), added at \(stub.location), answered no call "
                + "while \(subjectName) was spying (strict stubs). Remove it, or make the spy lenient (strictness = .lenient).")
        }
    }

    /// Answers with `stub`; false (reported) when its value is not of the result type, and the
    /// real implementation answers.
    private func apply(_ stub: StubTable.Entry, to frame: CallFrame) -> Bool {
        let value: Any?
        switch stub.action {
        case let .error(error):
            frame.setError(error)
            return true
        case let .value(stubbed):
            value = stubbed
        case let .body(body):
            value = body(frame.arguments)
        case .asyncBody:
            preconditionFailure("an async stub body on a method that is not async is refused when it is made")
        case .values:
            preconditionFailure("StubTable.match answers consecutive values one at a time")
        }
        let result = methods[stub.method].signature.result
        if result.isVoid || frame.setBoxedReturnValue(value) { return true }
        reportWrongType(value, of: stub, result: result)
        return false
    }

    // MARK: Async methods

    /// An async method's entry only makes its awaited part, so the real one is made first, and a
    /// stub's or default's answer replaces it, falling back on it where that answer has no value
    /// of the result type (reported) or when forwarding with no matching stub.
    private func answerAsync(_ frame: CallFrame, method: Int) -> Bool {
        guard let real = frame.returnValue as? any AsyncCallBox else { return false }
        let arguments = frame.arguments
        let answer: () async throws -> Any?
        switch answerer(method: method, arguments: arguments) {
        case let .stub(stub):
            answer = asyncAnswer(stub, arguments: arguments)
        case nil:
            return false
        case .resultDefault:
            let result = methods[method].signature.awaitedResult
            if let value = result.isVoid ? () : Self.defaultValue(of: result) {
                answer = { value }
            } else {
                reportNoDefault(method: method, result: result)
                guard methods[method].signature.canThrowAnyError else { return false }
                let error = unanswered(method: method, result: result)
                answer = { throw error }
            }
        }
        return frame.replaceReturnValue(Self.answering(answer, otherwise: real))
    }

    private static func answering<Call: AsyncCallBox>(_ answer: @escaping () async throws -> Any?, otherwise real: Call) -> Call {
        Call.answering(answer, otherwise: real)
    }

    /// What a stub answers an async call with, when it is awaited: its value, error or body's
    /// value; nil (the real call answers) for a body's value of another type, reported.
    private func asyncAnswer(_ stub: StubTable.Entry, arguments: [Any]) -> () async throws -> Any? {
        switch stub.action {
        case let .value(value):
            return { value }
        case let .error(error):
            return { throw error }
        case let .body(body):
            return { self.checked(ReentryGuard.during { body(arguments) }, of: stub) }
        case let .asyncBody(body):
            return { self.checked(await body(arguments), of: stub) }
        case .values:
            preconditionFailure("StubTable.match answers consecutive values one at a time")
        }
    }

    private func checked(_ value: Any?, of stub: StubTable.Entry) -> Any? {
        checked(value, of: stub, result: methods[stub.method].signature.awaitedResult)
    }

    private func checked(_ value: Any?, of stub: StubTable.Entry, result: ABIType) -> Any? {
        if result.isVoid { return () }
        if result.operations.accepts(value) { return value }
        reportWrongType(value, of: stub, result: result)
        return nil
    }

    // MARK: Generic methods

    /// A generic method's entry only says how to resolve the call, so the real one is made first,
    /// and a stub's or default's answer replaces it: checked, when the call resolves, against the
    /// result type that call instantiates, and falling back on the real body where it does not fit
    /// (reported) or when forwarding with no matching stub.
    private func answerGeneric(_ frame: CallFrame, method: Int) -> Bool {
        guard let real = frame.returnValue as? any GenericCallBox else { return false }
        let arguments = frame.arguments
        let answer: (ABIType) throws -> Any?
        switch answerer(method: method, arguments: arguments) {
        case let .stub(stub): answer = genericAnswer(stub, arguments: arguments)
        case nil: return false
        case .resultDefault: answer = genericDefault(method: method)
        }
        return frame.replaceReturnValue(Self.answering(answer, otherwise: real))
    }

    /// An async generic method's: as a generic method's, with the answer awaited (a stub's body
    /// may be async).
    private func answerAsyncGeneric(_ frame: CallFrame, method: Int) -> Bool {
        guard let real = frame.returnValue as? any AsyncGenericCallBox else { return false }
        let arguments = frame.arguments
        let answer: (ABIType) async throws -> Any?
        switch answerer(method: method, arguments: arguments) {
        case let .stub(stub):
            if case let .asyncBody(body) = stub.action {
                answer = { result in self.checked(await body(arguments), of: stub, result: result) }
            } else {
                let sync = genericAnswer(stub, arguments: arguments)
                answer = { try sync($0) }
            }
        case nil:
            return false
        case .resultDefault:
            let sync = genericDefault(method: method)
            answer = { try sync($0) }
        }
        return frame.replaceReturnValue(Self.answering(answer, otherwise: real))
    }

    private static func answering<Call: AsyncGenericCallBox>(_ answer: @escaping (ABIType) async throws -> Any?,
                                                             otherwise real: Call) -> Call {
        Call.answering(answer, otherwise: real)
    }

    /// With forwarding off and no stub: the default of the result type the call instantiates.
    private func genericDefault(method: Int) -> (ABIType) throws -> Any? {
        { [self] result in
            if result.isVoid { return () }
            if let value = Self.defaultValue(of: result) { return value }
            reportNoDefault(method: method, result: result)
            if methods[method].signature.canThrowAnyError { throw unanswered(method: method, result: result) }
            return nil
        }
    }

    private static func answering<Call: GenericCallBox>(_ answer: @escaping (ABIType) throws -> Any?, otherwise real: Call) -> Call {
        Call.answering(answer, otherwise: real)
    }

    /// What a stub answers a generic call with, given the result type the call instantiates.
    private func genericAnswer(_ stub: StubTable.Entry, arguments: [Any]) -> (ABIType) throws -> Any? {
        switch stub.action {
        case let .value(value):
            return { result in self.checked(value, of: stub, result: result) }
        case let .error(error):
            return { _ in throw error }
        case let .body(body):
            return { result in self.checked(ReentryGuard.during { body(arguments) }, of: stub, result: result) }
        case .asyncBody:
            preconditionFailure("an async stub body on a method that is not async is refused when it is made")
        case .values:
            preconditionFailure("StubTable.match answers consecutive values one at a time")
        }
    }

    /// With forwarding off, reports each method that would have nothing to return: no stub, and
    /// a result type with no default. Called when a spy begins, when forwarding is turned off
    /// and when stubs are removed, so the test fails before such a call, not at it.
    func reportMethodsWithNothingToReturn() {
        guard !forwardsMethodCalls else { return }
        for (index, method) in methods.enumerated() where !method.signature.isGeneric {
            let result = method.signature.awaitedResult
            guard !result.isVoid, Self.defaultValue(of: result) == nil, !stubs.hasStub(forMethod: index) else { continue }
            if result.swiftType == Never.self {
                location.report("With forwarding off, \(method.selector) on \(subjectName) has no answer: it returns "
                    + "Never, which has no value to return. Such a method needs a stub that does not return (andThrow(…) if it "
                    + "throws, or andDo { … } that ends the call another way) or forwarding left on.")
                continue
            }
            location.report("With forwarding off, \(method.selector) on \(subjectName) would have nothing to return: "
                + "\(result) has no default value and the method has no stub. Stub it before spying begins "
                + "(.stub(\"\(method.selector)\").andReturn(…)), conform \(result) to StubDefaultValue, or leave forwarding on.")
        }
    }

    private func reportNoDefault(method: Int, result: ABIType) {
        let selector = methods[method].selector
        if result.swiftType == Never.self {
            return location.report("\(selector) was called on \(subjectName), which does not forward calls, and it "
                + "returns Never, which has no value to return: stub it with an answer that does not return, or leave "
                + "forwarding on. " + (methods[method].signature.canThrowAnyError
                    ? "The call threw UnansweredCall instead." : "The real implementation ran instead."))
        }
        location.report("\(selector) was called on \(subjectName), which does not forward calls, and \(result) has no "
            + "default value. Stub it: .stub(\"\(selector)\").andReturn(…), or conform \(result) to StubDefaultValue. "
            + (methods[method].signature.canThrowAnyError ? "The call threw UnansweredCall instead." : "The real implementation ran instead."))
    }

    private func reportWrongType(_ value: Any?, of stub: StubTable.Entry, result: ABIType) {
        let signature = methods[stub.method].signature
        // A generic method's stub is checked against each call's instantiated result type.
        let returned = signature.isGeneric ? "\(describeValue(value)) (of type \(value.map { "\(type(of: $0))" } ?? "nil"))" : describeValue(value)
        let expected = signature.isGeneric ? ", the result type this call of the generic method has" : ""
        stub.location.report("The stub of \(methods[stub.method].selector) returned \(returned), which is not of type \(result)\(expected); "
            + "the real implementation ran instead.")
    }

    private func unanswered(method: Int, result: ABIType) -> UnansweredCall {
        UnansweredCall(selector: methods[method].selector, subject: subjectName.description, resultType: "\(result)")
    }

    /// The value an unstubbed, non-forwarding call of a method returning `type` gets, if any.
    static func defaultValue(of type: ABIType) -> Any? {
        (type.swiftType as? any StubDefaultValue.Type)?.stubDefaultValue
    }
}
