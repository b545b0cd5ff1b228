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
        /// How many calls it has answered.
        var answered = 0
        /// Whether a strict spy has reported it as unused already (it is reported once).
        var reportedUnused = false
        /// Which of the table's stubs it is (the table counts them): what its slot among the word
        /// stubs (``WordStubIndex``) is found by when the list changes.
        var serial = 0
    }

    private let methods: [SpiedMethod]
    /// The table's lock: its own, not a ``Locked`` value, so a typed entry's call takes it with no
    /// closure (in a debug build, what `swift test` runs, a generic closure costs ~180 instructions).
    private let mutex = MutexWord()
    /// The stubs, newest first. Only reached under `mutex`.
    @exclusivity(unchecked) private var list: [Entry] = []
    /// The stubs a typed entry can answer from its words, as `list` has them: changed whenever
    /// `list` changes, under `mutex`.
    @exclusivity(unchecked) private var wordStubs = WordStubIndex()
    /// How many stubs were added: the last one's ``Entry/serial``. Under `mutex`.
    @exclusivity(unchecked) private var stubsAdded = 0
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
    func add(_ selector: Selector, matching: ArgumentMatching?, action: Action, answerWord: UInt64? = nil, limit: Int? = nil,
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
        if let problem = typesChecked ? Self.uncheckedProblem(with: action, for: signature)
            : matching.flatMap({ Self.problem(with: $0, for: signature) }) ?? Self.problem(with: action, for: signature) {
            return location.report("Stub of '\(selector)' refused: \(problem). Its signature is \(signature).")
        }
        if let limit, limit < 1 {
            return location.report("Stub of '\(selector)' refused: it would answer \(limit) calls; times(_:) takes 1 or more.")
        }
        // The stub as words, where it can be matched on a typed entry's words (nil where it needs the
        // call's values): kept in its slot only, which a change of the list keeps.
        let words = WordStub(action: action, answerWord: answerWord, limit: limit, signature: signature)
        // The lock taken here, not through `changeList`: its closure in `withList`'s is one more
        // unspecialized generic call in a debug build (what `swift test` runs).
        mutex.lock()
        stubsAdded += 1
        let serial = stubsAdded
        // Made once its serial is known, with nothing to change after.
        let entry = Entry(method: method, matching: matching, action: action, location: location, limit: limit, serial: serial)
        // Newest first. The first appended: an insertion is a replacement of a range, which a
        // debug build makes generic, about 750 instructions.
        if list.count == 0 { list.append(entry) } else { list.insert(entry, at: 0) }  // `isEmpty`: generic in debug
        wordStubs.insertFirst(method, serial: serial, words, matching: matching, parameters: signature.parameters)
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
        !isEmpty && withList { $0.contains { $0.method == method } }
    }

    /// The stub that answers a call of `method` with `arguments`, capturing into its captors,
    /// with its answer for this call (the next of consecutive values); a stub that has answered
    /// its number of calls is removed, so later calls fall through.
    func match(method: Int, arguments: [Any]) -> Entry? {
        let (entry, removed) = withList { list -> (Entry?, Bool) in
            guard let index = list.firstIndex(where: { $0.method == method && ($0.matching?.matches(arguments) ?? false) })
                    ?? list.firstIndex(where: { $0.method == method && $0.matching == nil })
            else { return (nil, false) }
            list[index].answered += 1
            var entry = list[index]
            if case let .values(values) = entry.action {
                entry = Entry(method: entry.method, matching: entry.matching, action: .value(values[min(entry.answered, values.count) - 1]),
                              location: entry.location, limit: entry.limit, answered: entry.answered)
            }
            let usedUp = entry.limit.map { entry.answered >= $0 } ?? false
            if usedUp { changeLocked(&list) { $0.remove(at: index) } }
            return (entry, usedUp)
        }
        if removed { count.subtract(1, ordering: .releasing) }
        entry?.matching?.capture(arguments)
        return entry
    }

    /// ``match(method:arguments:)`` on a typed entry's argument words: the same stub wins (the
    /// newest whose arguments match, else the newest with no `with(…)`), and counts the call.
    func match(method: Int, words arguments: UnsafeRawPointer) -> WordAnswer {
        mutex.lock()
        defer { mutex.unlock() }
        return wordStubs.match(method: method, words: arguments)
    }

    /// The stubs that have answered no call and were not reported yet, oldest first; each is
    /// marked reported, so a strict spy ended twice (by its scope, then by its release) reports
    /// it once.
    func takeUnanswered() -> [Entry] {
        withList { list in
            wordStubs.foldAnswers(into: &list)
            var unanswered: [Entry] = []
            for index in list.indices.reversed() where list[index].answered == 0 && !list[index].reportedUnused {
                list[index].reportedUnused = true
                unanswered.append(list[index])
            }
            return unanswered
        }
    }

    /// The stub of `method` whose arguments differ least from `arguments`, for a call no stub
    /// matched (nil if the method has none).
    func nearest(method: Int, arguments: [Any]) -> Entry? {
        let candidates = withList { $0.filter { $0.method == method } }
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
        let remaining = changeList { list -> Int in
            list.removeAll { method == nil || $0.method == method }
            return list.count
        }
        count.store(remaining, ordering: .releasing)
    }

    func removeAll() {
        changeList { $0.removeAll() }
        count.store(0, ordering: .releasing)
    }

    private func withList<R>(_ body: (inout [Entry]) -> R) -> R {
        mutex.lock()
        defer { mutex.unlock() }
        return body(&list)
    }

    /// Changes the list, and the word stubs with it.
    private func changeList<R>(_ body: (inout [Entry]) -> R) -> R {
        withList { changeLocked(&$0, body) }
    }

    /// Changes the list under the lock already held, the calls the word stubs answered counted
    /// in the entries first.
    private func changeLocked<R>(_ list: inout [Entry], _ body: (inout [Entry]) -> R) -> R {
        wordStubs.foldAnswers(into: &list)
        let result = body(&list)
        wordStubs.keepSlots(of: list)
        return result
    }
}
