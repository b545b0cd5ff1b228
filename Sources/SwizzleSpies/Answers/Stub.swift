import SwizzleCore
import SwizzleLayers

/// A stub being made: `spy.stub(\.add).with(2, 3).andReturn(5)`, or from a selector,
/// `spy.stub("add(_:_:)").with(2, 3).andReturn(5)`.
///
/// Made from a method reference, its type says the method's: `Stub<Int, Int, Int>` for
/// `add(_:_:) -> Int`, so `.with(2, .any)` and `.andReturn("5")` do not compile (write
/// `.with(.value(2), .any)`). Made from a selector it is `Stub<Any?>`, which takes any values and
/// checks them when the stub is made: one that does not fit the method is refused, and the test
/// fails with the method's real signature. Calls that match no stub return the type's default
/// (or, for a forwarding spy, run the real implementation).
public struct Stub<Result, each Argument>: @unchecked Sendable {
    /// nil for a refused method reference (reported when it was given): the stub does nothing.
    let table: StubTable?
    let selector: Selector
    let matching: ArgumentMatching?
    let limit: Int?
    /// Made from a method reference whose types are the method's own: its values need no check
    /// against the method's types, which the compiler made.
    let typesChecked: Bool

    /// Only calls whose arguments equal these.
    public func with(_ values: repeat each Argument) -> Self {
        var matching = ArgumentMatching()
        repeat matching.append(each values)
        return with(matching: consume matching)
    }

    /// Only calls whose arguments match these: `.value(2)`, `.any`, `.where { $0 > 0 }`,
    /// `.captured(by: captor)`. Disfavored, so that `with()` of a method without arguments, which
    /// both forms fit, is the values' and not ambiguous.
    @_disfavoredOverload
    public func with(_ matchers: repeat Match<each Argument>) -> Self {
        var matching = ArgumentMatching()
        repeat matching.append(each matchers)
        return with(matching: consume matching)
    }

    func with(arguments: [Any?]) -> Self {
        with(matching: ArgumentMatching(expected: arguments))
    }

    /// `consuming`: the expected arguments just made move into the new stub, where a borrowed
    /// one was copied (a retain of each of its lists).
    private func with(matching: consuming ArgumentMatching) -> Self {
        Stub(table: table, selector: selector, matching: matching, limit: limit, typesChecked: typesChecked)
    }

    /// Answers only the next `count` matching calls, then falls through to the stubs made before
    /// it, else the default or the real method (OCMock's `expect`).
    public func times(_ count: Int) -> Self {
        Stub(table: table, selector: selector, matching: matching, limit: count, typesChecked: typesChecked)
    }

    /// Answers only the next matching call: ``times(_:)`` with 1.
    public func once() -> Self { times(1) }

    /// Matching calls return `value` (for a method returning `T?`, a `T` or nil).
    public func andReturn(_ value: Result, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
        // A typed stub's answer as a word from its static type; a selector's (`Stub<Any?>`) is
        // opened when the table makes its word, as its values are checked there.
        let answerWord = typesChecked ? comparableWord(of: value)?.word : nil
        add(.value(anyValue(value)), answerWord: answerWord,
            SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls return `first`, then `second`, and so on; the last value answers every
    /// call after (Mockito's `thenReturn(a, b)`).
    public func andReturn(_ first: Result, _ second: Result, _ more: Result..., fileID: StaticString = #fileID,
                          filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let values = ([first, second] + more).map(anyValue)
        add(.values(values), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls run `body` with their arguments and return what it returns. It may call a
    /// closure argument.
    public func andDo(_ body: @escaping (repeat each Argument) -> Result, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        add(.body { arguments in
            var cursor = 0
            return body(repeat typedArgument(arguments, &cursor, as: (each Argument).self))
        }, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// For an `async` method: matching calls await `body` with their arguments and return what
    /// it returns. (A synchronous `andDo` body answers async methods too.)
    public func andDo(_ body: @escaping (repeat each Argument) async -> Result, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        add(.asyncBody { arguments in
            var cursor = 0
            return await body(repeat typedArgument(arguments, &cursor, as: (each Argument).self))
        }, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls throw `error` (throwing methods only: refused otherwise, when made).
    public func andThrow(_ error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
        add(.error(error), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func add(_ action: consuming StubTable.Action, answerWord: UInt64? = nil, _ location: SourceLocation) {
        table?.add(selector, matching: matching, action: consume action, answerWord: answerWord, limit: limit, typesChecked: typesChecked,
                   location: location)
    }
}

/// The string API's stub, `spy.stub("add(_:_:)")`: its arguments and its body's are `Any?`s.
extension Stub where Result == Any? {
    /// Only calls whose arguments match these: values, ``Match``es (`Match.any`) or captors.
    public func with(_ arguments: Any?...) -> Self {
        with(arguments: arguments)
    }

    /// Only calls without arguments (which the list above and the typed form would both take).
    public func with() -> Self {
        with(arguments: [])
    }

    /// Matching calls run `body` with the arguments and return what it returns (nil for Void).
    /// It may call a closure argument: `andDo { args in (args[1] as! (Int) -> Void)(42); return nil }`.
    public func andDo(_ body: @escaping ([Any]) -> Any?, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        add(.body(body), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// For an `async` method: matching calls await `body` with the arguments and return what it
    /// returns.
    public func andDo(_ body: @escaping ([Any]) async -> Any?, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        add(.asyncBody(body), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
