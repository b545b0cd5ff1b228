@_spi(Internals) import SwizzleCore
import SwizzleLayers
import Synchronization

/// The stubs of one spy or mock: checked against the method's signature when made, matched
/// newest first, a stub with arguments winning over a plain one.
package final class StubTable: Sendable {
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
        /// The same stub as words, where it can be matched on a typed entry's words; nil where
        /// it needs the call's values.
        var words: WordStub? = nil
    }

    /// A stub whose expected arguments are plain values or `.any`, and whose answer is one value,
    /// of a method whose values are all scalars: kept as the words a typed entry point makes of
    /// them, so a call is matched and answered without boxing anything.
    struct WordStub {
        /// The arguments' words it expects; nil for a stub with no `with(…)`.
        let expected: WordPattern?
        let answer: UInt64

        /// The stub as words, if it can be: integers, `Bool`s and pointers compare by their bits
        /// as `==` does; floating-point values do not (`-0.0 == 0.0`, `nan != nan`), so their
        /// stubs stay on the frame path.
        init?(matching: ArgumentMatching?, action: Action, limit: Int?, signature: MethodSignature) {
            guard limit == nil, EvidenceLog.recordsFromWords(signature), case let .value(value) = action else { return nil }
            func word(_ value: Any?, as type: ABIType) -> UInt64? {
                guard type.typeEncoding != "f", type.typeEncoding != "d" else { return nil }
                var word: UInt64 = 0
                let fits = withUnsafeMutableBytes(of: &word) { type.operations.initialize($0.baseAddress!, with: value) }
                return fits ? word : nil
            }
            if signature.result.isVoid {
                answer = 0
            } else {
                guard let answer = word(value, as: signature.result) else { return nil }
                self.answer = answer
            }
            guard let matching else {
                expected = nil
                return
            }
            var expected: [UInt64?] = []  // nil: this argument matches anything
            let parameters = signature.parameters
            var index = 0  // `while`, not `zip`: see ArgumentMatching
            while index < min(matching.expected.count, parameters.count) {
                if matching.matchesAnything(at: index) {
                    expected.append(nil)
                } else {
                    let value = matching.expected[index]
                    guard matching.isValue(at: index), value != nil else { return nil }
                    guard let word = word(value, as: parameters[index]) else { return nil }
                    expected.append(word)
                }
                index += 1
            }
            self.expected = WordPattern(expected)
        }
    }

    /// The words a word stub expects, kept where a debug build reads them without generic calls
    /// (each `Array` subscript is one there): for each argument its word, then its mask (all ones,
    /// or zero for an argument that matches anything). Immutable once made.
    final class WordPattern: @unchecked Sendable {
        private let count: Int
        private let words: UnsafeMutablePointer<UInt64>

        init(_ expected: [UInt64?]) {
            count = expected.count
            words = .allocate(capacity: 2 * count)
            var index = 0
            while index < count {
                words[index] = expected[index] ?? 0
                words[count + index] = expected[index] == nil ? 0 : ~0
                index += 1
            }
        }

        deinit { words.deallocate() }

        /// Whether a typed entry's argument words (one per argument) are the ones expected.
        func matches(_ arguments: UnsafeRawPointer) -> Bool {
            let arguments = arguments.assumingMemoryBound(to: UInt64.self)
            var index = 0  // `while`, not `indices`: a debug build builds a range's metadata for it
            while index < count {
                if arguments[index] & words[count + index] != words[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// How a call matched on words is answered.
    enum WordAnswer {
        case answered(UInt64)
        case unmatched
        /// A stub of the method needs the call's values.
        case needsFrame
    }

    private let methods: [(selector: Selector, signature: MethodSignature)]
    private struct Entries: @unchecked Sendable { var list: [Entry] = [] }
    private let entries = Locked(Entries())
    private let count = Atomic<Int>(0)
    /// Why no call can reach these stubs any more (a global mock was undone): a stub added after
    /// fails its test with this, instead of being kept where nothing reads it.
    private let closedReason = Locked<String?>(nil)

    package init(methods: [(selector: Selector, signature: MethodSignature)]) {
        self.methods = methods
    }

    func methodIndex(of selector: Selector) -> Int? {
        methods.firstIndex { $0.selector == selector }
    }

    /// From now on, refuses new stubs, saying `reason` (why no call can reach them).
    package func close(because reason: String) {
        closedReason.withLock { $0 = reason }
    }

    /// Adds a stub, or reports why it does not fit the method (or can answer nothing) and adds nothing.
    func add(_ selector: Selector, matching: ArgumentMatching?, action: Action, limit: Int? = nil, location: SourceLocation) {
        if let reason = closedReason.withLock({ $0 }) {
            return location.report("Stub of '\(selector)' ignored: \(reason)")
        }
        guard let method = methodIndex(of: selector) else {
            let known = methods.map { "\($0.selector)" }.joined(separator: ", ")
            return location.report("Cannot stub '\(selector)': it is not spied or mocked here (these are: \(known)).")
        }
        let signature = methods[method].signature
        if let problem = matching.flatMap({ Self.problem(with: $0, for: signature) }) ?? Self.problem(with: action, for: signature) {
            return location.report("Stub of '\(selector)' refused: \(problem). Its signature is \(signature).")
        }
        if let limit, limit < 1 {
            return location.report("Stub of '\(selector)' refused: it would answer \(limit) calls; times(_:) takes 1 or more.")
        }
        let words = WordStub(matching: matching, action: action, limit: limit, signature: signature)
        entries.withLock {
            $0.list.insert(Entry(method: method, matching: matching, action: action, location: location, limit: limit,
                                 words: words), at: 0)
        }
        count.add(1, ordering: .releasing)
    }

    /// Why `with(…)` can never match a call of the method: the wrong number of arguments, or a
    /// plain value that is not of its parameter's type (matchers and captors fit any).
    private static func problem(with matching: ArgumentMatching, for signature: MethodSignature) -> String? {
        let parameters = signature.parameters
        guard matching.expected.count == parameters.count else {
            let given = matching.expected.count
            return "with(…) has \(given) argument\(given == 1 ? "" : "s"), but the method takes \(parameters.count)"
        }
        var index = 0  // `while`, not `zip`: see ArgumentMatching
        while index < parameters.count {
            let expected = matching.expected[index]
            if matching.isValue(at: index) && !parameters[index].operations.accepts(expected) {
                return "argument #\(index + 1) of with(…), \(describeValue(expected)), is not of type \(parameters[index])"
            }
            index += 1
        }
        return nil
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
        !isEmpty && entries.withLock { $0.list.contains { $0.method == method } }
    }

    /// The stub that answers a call of `method` with `arguments`, capturing into its captors,
    /// with its answer for this call (the next of consecutive values); a stub that has answered
    /// its number of calls is removed, so later calls fall through.
    func match(method: Int, arguments: [Any]) -> Entry? {
        let (entry, removed) = entries.withLock { entries -> (Entry?, Bool) in
            let list = entries.list
            guard let index = list.firstIndex(where: { $0.method == method && ($0.matching?.matches(arguments) ?? false) })
                    ?? list.firstIndex(where: { $0.method == method && $0.matching == nil })
            else { return (nil, false) }
            entries.list[index].answered += 1
            var entry = entries.list[index]
            if case let .values(values) = entry.action {
                entry = Entry(method: entry.method, matching: entry.matching, action: .value(values[min(entry.answered, values.count) - 1]),
                              location: entry.location, limit: entry.limit, answered: entry.answered)
            }
            let usedUp = entry.limit.map { entry.answered >= $0 } ?? false
            if usedUp { entries.list.remove(at: index) }
            return (entry, usedUp)
        }
        if removed { count.subtract(1, ordering: .releasing) }
        entry?.matching?.capture(arguments)
        return entry
    }

    /// ``match(method:arguments:)`` on a typed entry's argument words: the same stub wins (the
    /// newest whose arguments match, else the newest with no `with(…)`), and counts the call.
    func match(method: Int, words arguments: UnsafeRawPointer) -> WordAnswer {
        entries.withLock { entries in
            // Through the buffer, by index, the winner's answer read there too: a debug build (what
            // `swift test` runs) copied each whole entry out of the array, retaining all it holds,
            // to read one of its fields.
            let winner = entries.list.withUnsafeBufferPointer { list -> (index: Int, answer: UInt64)?? in
                var plain: Int?, matched: Int?
                var index = 0
                while index < list.count {
                    if list[index].method == method {
                        // Any stub of the method that needs values decides for all: it may be the one that wins.
                        guard let words = list[index].words else { return nil }
                        if let expected = words.expected {
                            if matched == nil, expected.matches(arguments) { matched = index }
                        } else if plain == nil {
                            plain = index
                        }
                    }
                    index += 1
                }
                guard let index = matched ?? plain, let answer = list[index].words?.answer else { return .some(nil) }
                return (index, answer)
            }
            guard let winner else { return .needsFrame }
            guard let (index, answer) = winner else { return .unmatched }
            entries.list[index].answered += 1
            return .answered(answer)
        }
    }

    /// The stubs that have answered no call and were not reported yet, oldest first; each is
    /// marked reported, so a strict spy ended twice (by its scope, then by its release) reports
    /// it once.
    func takeUnanswered() -> [Entry] {
        entries.withLock { entries in
            var unanswered: [Entry] = []
            for index in entries.list.indices.reversed()
            where entries.list[index].answered == 0 && !entries.list[index].reportedUnused {
                entries.list[index].reportedUnused = true
                unanswered.append(entries.list[index])
            }
            return unanswered
        }
    }

    /// The stub of `method` whose arguments differ least from `arguments`, for a call no stub
    /// matched (nil if the method has none).
    func nearest(method: Int, arguments: [Any]) -> Entry? {
        let candidates = entries.withLock { $0.list.filter { $0.method == method } }
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
        let remaining = entries.withLock { entries -> Int in
            entries.list.removeAll { method == nil || $0.method == method }
            return entries.list.count
        }
        count.store(remaining, ordering: .releasing)
    }

    func removeAll() {
        entries.withLock { $0.list.removeAll() }
        count.store(0, ordering: .releasing)
    }
}
