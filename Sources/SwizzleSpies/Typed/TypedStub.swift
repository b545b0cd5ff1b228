import SwizzleCore
import SwizzleLayers

/// A stub of a typed method reference being made: `spy.stub(\.add).with(2, .any)…` does not
/// compile; `spy.stub(\.add).with(.value(2), .any).andReturn(5)` does, and
/// `spy.stub(\.add).andReturn("5")` does not. The same stub as ``Stub``, checked by the compiler.
public struct TypedStub<Result, each Argument>: @unchecked Sendable {
    /// nil for a refused method reference (reported when it was given): the stub does nothing.
    let untyped: Stub?

    /// Only calls whose arguments equal these.
    public func with(_ values: repeat each Argument) -> Self {
        TypedStub(untyped: untyped?.with(arguments: expectedValues(repeat each values)))
    }

    /// Only calls whose arguments match these: `.value(2)`, `.any`, `.where { $0 > 0 }`,
    /// `.captured(by: captor)`.
    public func with(_ matchers: repeat Match<each Argument>) -> Self {
        TypedStub(untyped: untyped?.with(arguments: expectedMatchers(repeat each matchers)))
    }

    /// Answers only the next `count` matching calls (OCMock's `expect`).
    public func times(_ count: Int) -> Self { TypedStub(untyped: untyped?.times(count)) }

    /// Answers only the next matching call.
    public func once() -> Self { times(1) }

    /// Matching calls return `value`.
    public func andReturn(_ value: Result, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
        untyped?.andReturn(value, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Matching calls return `first`, then `second`, and so on; the last answers every call after.
    public func andReturn(_ first: Result, _ second: Result, _ more: Result..., fileID: StaticString = #fileID,
                          filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        untyped?.andReturn(first, second, more: more.map { $0 }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Matching calls run `body` with their arguments, typed, and return what it returns.
    public func andDo(_ body: @escaping (repeat each Argument) -> Result, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        untyped?.andDo({ arguments in
            var cursor = 0
            return body(repeat typedArgument(arguments, &cursor, as: (each Argument).self))
        }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// For an `async` method: matching calls await `body` with their arguments and return what it returns.
    public func andDo(_ body: @escaping (repeat each Argument) async -> Result, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        untyped?.andDo({ arguments async in
            var cursor = 0
            return await body(repeat typedArgument(arguments, &cursor, as: (each Argument).self))
        }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Matching calls throw `error` (throwing methods only: refused otherwise, when made).
    public func andThrow(_ error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
        untyped?.andThrow(error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Plain values as the untyped matching engine takes them.
func expectedValues<each Value>(_ values: repeat each Value) -> [Any?] {
    var expected: [Any?] = []
    for value in repeat each values { expected.append(value) }
    return expected
}

/// Typed matchers as the untyped matching engine takes them.
func expectedMatchers<each Value>(_ matchers: repeat Match<each Value>) -> [Any?] {
    var expected: [Any?] = []
    for matcher in repeat each matchers { expected.append(matcher.expected) }
    return expected
}

/// Argument `cursor` of a recorded or stubbed call as the type its reference declares (checked
/// against the method's own when the reference was accepted), moving the cursor on.
package func typedArgument<T>(_ arguments: [Any], _ cursor: inout Int, as type: T.Type) -> T {
    defer { cursor += 1 }
    return arguments[cursor] as! T
}
