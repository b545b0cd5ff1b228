import SwizzleCore
import SwizzleLayers

/// A stub being made: `spy.stub("add(_:_:)").with(2, 3).andReturn(7)`.
///
/// A stub whose value does not fit the method is refused when it is made, and the test fails
/// with the method's real signature. Calls that match no stub return the type's default
/// (or, for a forwarding spy, run the real implementation).
public struct Stub: @unchecked Sendable {
    let table: StubTable
    let selector: Selector
    let matching: ArgumentMatching?
    var limit: Int?

    /// Only calls whose arguments match these (values, ``Argument``s or captors).
    public func with(_ arguments: Any?...) -> Stub {
        with(arguments: arguments)
    }

    func with(arguments: [Any?]) -> Stub {
        Stub(table: table, selector: selector, matching: ArgumentMatching(expected: arguments), limit: limit)
    }

    /// Answers only the next `count` matching calls, then falls through to the stubs made before
    /// it, else the default or the real method (OCMock's `expect`).
    public func times(_ count: Int) -> Stub {
        var stub = self
        stub.limit = count
        return stub
    }

    /// Answers only the next matching call: ``times(_:)`` with 1.
    public func once() -> Stub { times(1) }

    /// Matching calls return `first`, then `second`, and so on; the last value answers every
    /// call after (Mockito's `thenReturn(a, b)`).
    public func andReturn(_ first: Any?, _ second: Any?, _ more: Any?..., fileID: StaticString = #fileID,
                          filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        andReturn(first, second, more: more, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    func andReturn(_ first: Any?, _ second: Any?, more: [Any?], fileID: StaticString, filePath: StaticString,
                   line: UInt, column: UInt) {
        table.add(selector, matching: matching, action: .values([first, second] + more), limit: limit,
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls return `value` (a `T` for a method returning `T?` is fine).
    public func andReturn(_ value: Any?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
        table.add(selector, matching: matching, action: .value(value), limit: limit,
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls run `body` with the arguments and return what it returns (nil for Void).
    /// It may call a closure argument: `andDo { args in (args[1] as! (Int) -> Void)(42); return nil }`.
    public func andDo(_ body: @escaping ([Any]) -> Any?, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        table.add(selector, matching: matching, action: .body(body), limit: limit,
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// For an `async` method: matching calls await `body` with the arguments and return what it
    /// returns. (A synchronous `andDo` body answers async methods too.)
    public func andDo(_ body: @escaping ([Any]) async -> Any?, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        table.add(selector, matching: matching, action: .asyncBody(body), limit: limit,
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Matching calls throw `error` (throwing methods only).
    public func andThrow(_ error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
        table.add(selector, matching: matching, action: .error(error), limit: limit,
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
