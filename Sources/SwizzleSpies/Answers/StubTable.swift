@_spi(Internals) import SwizzleCore
import SwizzleLayers
import Synchronization

/// The stubs of one spy or mock: checked against the method's signature when made, matched
/// newest first, a stub with arguments winning over a plain one. Unchecked `Sendable`: its list
/// is reached only under its lock.
package final class StubTable: @unchecked Sendable {
    enum Action {
        case value(Any?)
        /// Consecutive answers: the first call gets the first value, and so on; the last repeats.
        case values([Any?])
        case body(([Any]) -> Any?)
        /// An async method's body, awaited when the call's awaited part runs.
        case asyncBody(([Any]) async -> Any?)
        case error(any Error)
    }

    struct Entry {
        let method: Int
        let matching: ArgumentMatching?
        let action: Action
        let location: SourceLocation
        /// How many calls it answers before it is used up (nil: every call).
        var limit: Int?
        /// How many calls it has answered, in the copy a match returns (the list counts them).
        var answered = 0
        /// Whether a strict spy has reported it as unused already (it is reported once).
        var reportedUnused = false
    }

    private let methods: [SpiedMethod]
    /// The table's lock: its own, not a ``Locked`` value, so a typed entry's call takes it with no
    /// closure (in a debug build, what `swift test` runs, a generic closure costs ~180 instructions).
    private let mutex = MutexWord()
    /// The stubs, newest first, each with what a typed entry's call matches it on. Only reached
    /// under `mutex`.
    @exclusivity(unchecked) private var list = StubList()
    private let count = Atomic<Int>(0)
    /// Why no call can reach these stubs any more (a global mock was undone): a stub added after
    /// fails its test with this, instead of being kept where nothing reads it. Under `mutex`.
    @exclusivity(unchecked) private var closedReason: String?

    package init(methods: [SpiedMethod]) {
        self.methods = methods
    }

    func methodIndex(of selector: Selector) -> Int? {
        methods.index(of: selector)
    }

    /// From now on, refuses new stubs, saying `reason` (why no call can reach them).
    package func close(because reason: String) {
        mutex.lock()
        closedReason = reason
        mutex.unlock()
    }

    /// Adds a stub, or reports why it does not fit the method (or can answer nothing) and adds nothing.
    /// `typesChecked`: its expected arguments and answers are of the method's types (a typed stub
    /// whose reference is the method's), so only what the compiler did not check is (an error for
    /// a method that cannot throw it, an async body); checking the values again cast each through
    /// the runtime, 3,700 instructions a stub of two `Int`s.
    /// `answerWord`: a typed stub's answer as the word its value's static type makes, when it is one
    /// (``comparableWord(of:)``; given only with `typesChecked`, so the type is the method's result's).
    func add(_ selector: Selector, matching: ArgumentMatching?, action: consuming Action, answerWord: UInt64? = nil, limit: Int? = nil,
             typesChecked: Bool = false, location: SourceLocation) {
        mutex.lock()
        let closedReason = closedReason
        mutex.unlock()
        if let reason = closedReason {
            return location.report("Stub of '\(selector)' ignored: \(reason)")
        }
        guard let method = methodIndex(of: selector) else {
            let known = methods.map { "\($0.selector)" }.joined(separator: ", ")
            return location.report("Cannot stub '\(selector)': it is not spied or mocked here (these are: \(known)).")
        }
        let signature = methods[method].signature
        // A typed answer made into its word is a value of the method's result type, which the
        // compiler checked: nothing is left to check, and the answer is not read (a switch over it
        // copied its box).
        var isTypedWord = false
        if case .some = answerWord { isTypedWord = true }  // a pattern, not `!= nil`: generic in debug
        if !isTypedWord, let problem = typesChecked ? Self.uncheckedProblem(with: action, for: signature)
            : matching.flatMap({ Self.problem(with: $0, for: signature) }) ?? Self.problem(with: action, for: signature) {
            return location.report("Stub of '\(selector)' refused: \(problem). Its signature is \(signature).")
        }
        if let limit, limit < 1 {
            return location.report("Stub of '\(selector)' refused: it would answer \(limit) calls; times(_:) takes 1 or more.")
        }
        // The stub as words, where it can be matched on a typed entry's words (nil where it needs the
        // call's values): kept in its slot only, which a change of the list keeps.
        let words: WordStub?
        if let answerWord {
            words = WordStub(answerWord: answerWord, limit: limit, signature: signature)
        } else {
            words = WordStub(action: action, limit: limit, signature: signature)
        }
        // The answer and the entry moved, not copied: a copy of either goes through value witnesses.
        let entry = Entry(method: method, matching: matching, action: consume action, location: location, limit: limit)
        // The lock taken here, not through a closure: one is an unspecialized generic call in a
        // debug build (what `swift test` runs).
        mutex.lock()
        list.insertFirst(consume entry, words: words, matching: matching, parameters: signature.parameters)
        mutex.unlock()
        count.add(1, ordering: .releasing)
    }

    /// Why `with(…)` can never match a call of the method: the wrong number of arguments, or a
    /// plain value that is not of its parameter's type (matchers and captors fit any).
    private static func problem(with matching: ArgumentMatching, for signature: MethodSignature) -> String? {
        let parameters = signature.parameters
        guard matching.count == parameters.count else {
            let given = matching.count
            return "with(…) has \(given) argument\(given == 1 ? "" : "s"), but the method takes \(parameters.count)"
        }
        var index = 0  // `while`, not `zip`: see ArgumentMatching
        while index < parameters.count {
            let expected = matching.expected(at: index)
            if matching.isValue(at: index) && !parameters[index].operations.accepts(expected) {
                return "argument #\(index + 1) of with(…), \(describeValue(expected)), is not of type \(parameters[index])"
            }
            index += 1
        }
        return nil
    }

    /// ``problem(with:for:)`` for a typed stub: its values are of the method's types.
    private static func uncheckedProblem(with action: Action, for signature: MethodSignature) -> String? {
        switch action {
        case .value, .values: nil
        case .error, .asyncBody, .body: problem(with: action, for: signature)
        }
    }

    private static func problem(with action: Action, for signature: MethodSignature) -> String? {
        switch action {
        case let .values(values):
            return values.lazy.compactMap { problem(with: .value($0), for: signature) }.first
        case let .value(value):
            let result = signature.awaitedResult
            if result.isVoid {
                // `()` is Void's one value; nil stands for "nothing" too.
                return value == nil || value is Void ? nil : "it returns Void, so the only value to return is ()"
            }
            return result.operations.accepts(value) ? nil : "\(describeValue(value)) is not of type \(result)"
        case let .error(error):
            if signature.isRethrowing {
                return "it rethrows: it can throw only what its closure argument throws, and a caller that passes a closure "
                    + "that does not throw is not ready for an error. Answer with andDo instead"
            }
            if let thrown = signature.thrownError, !thrown.operations.accepts(error) {
                return "it throws only \(thrown) (typed throws), so it cannot throw \(describeValue(error))"
            }
            return signature.throwsToCaller ? nil : "it does not throw, so it cannot throw \(error)"
        case .asyncBody:
            return signature.isAsync ? nil : "it is not async, so its andDo body cannot be async"
        case .body:
            return nil
        }
    }

    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    /// Whether any stub answers some call of `method`.
    func hasStub(forMethod method: Int) -> Bool {
        guard !isEmpty else { return false }
        mutex.lock()
        defer { mutex.unlock() }
        return list.hasStub(forMethod: method)
    }

    /// The stub that answers a call of `method` with `arguments`, capturing into its captors,
    /// with its answer for this call (the next of consecutive values); a stub that has answered
    /// its number of calls is removed, so later calls fall through.
    func match(method: Int, arguments: [Any]) -> Entry? {
        mutex.lock()
        guard let index = list.index(ofStubFor: method, arguments: arguments) else {
            mutex.unlock()
            return nil
        }
        var entry = list.countAnswer(at: index)
        if case let .values(values) = entry.action {
            entry = Entry(method: entry.method, matching: entry.matching, action: .value(values[min(entry.answered, values.count) - 1]),
                          location: entry.location, limit: entry.limit, answered: entry.answered)
        }
        let usedUp = entry.limit.map { entry.answered >= $0 } ?? false
        if usedUp { list.remove(at: index) }
        mutex.unlock()
        if usedUp { count.subtract(1, ordering: .releasing) }
        entry.matching?.capture(arguments)
        return entry
    }

    /// ``match(method:arguments:)`` on a typed entry's argument words: the same stub wins (the
    /// newest whose arguments match, else the newest with no `with(…)`), and counts the call.
    func match(method: Int, words arguments: UnsafeRawPointer) -> WordAnswer {
        mutex.lock()
        defer { mutex.unlock() }
        return list.match(method: method, words: arguments)
    }

    /// The stubs that have answered no call and were not reported yet, oldest first; each is
    /// marked reported, so a strict spy ended twice (by its scope, then by its release) reports
    /// it once.
    func takeUnanswered() -> [Entry] {
        mutex.lock()
        defer { mutex.unlock() }
        var unanswered: [Entry] = []
        var index = list.count
        while index > 0 {
            index -= 1
            let entry = list[index]
            if list.answered(at: index) == 0 && !entry.reportedUnused {
                list.markReportedUnused(at: index)
                unanswered.append(entry)
            }
        }
        return unanswered
    }

    /// The stub of `method` whose arguments differ least from `arguments`, for a call no stub
    /// matched (nil if the method has none).
    func nearest(method: Int, arguments: [Any]) -> Entry? {
        mutex.lock()
        var candidates: [Entry] = []
        var index = 0
        while index < list.count {
            if list[index].method == method { candidates.append(list[index]) }
            index += 1
        }
        mutex.unlock()
        return candidates.min { mismatches($0, arguments) < mismatches($1, arguments) }
    }

    private func mismatches(_ entry: Entry, _ arguments: [Any]) -> Int {
        guard let matching = entry.matching else { return 0 }
        return matching.compare(arguments).filter { if case .match = $0 { false } else { true } }.count
    }

    /// `add(_:_:) with (2, 3) andReturn(5)`: a stub as failure messages name it.
    func describe(_ entry: Entry) -> String {
        let arguments = entry.matching.map { " with \($0.description)" } ?? ""
        let answer: String
        switch entry.action {
        case let .value(value): answer = "andReturn(\(describeValue(value)))"
        case let .values(values): answer = "andReturn(" + values.map(describeValue).joined(separator: ", ") + ")"
        case .body, .asyncBody: answer = "andDo { … }"
        case let .error(error): answer = "andThrow(\(error))"
        }
        return "\(methods[entry.method].selector)\(arguments) \(answer)"
    }

    /// Removes the stubs of `selector` (every stub for nil).
    func remove(_ selector: Selector?) {
        let method = selector.flatMap(methodIndex(of:))
        if selector != nil, method == nil { return }
        mutex.lock()
        list.removeAll { method == nil || $0.method == method }
        let remaining = list.count
        mutex.unlock()
        count.store(remaining, ordering: .releasing)
    }

    func removeAll() {
        mutex.lock()
        list.removeAll { _ in true }
        mutex.unlock()
        count.store(0, ordering: .releasing)
    }
}
