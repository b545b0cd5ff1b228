import SwizzleCore
import SwizzleLayers

/// A verification of a typed method reference being made:
/// `spy.verify(\.add).with(2, 3).called(.once)` fails the test at that line unless `add(2, 3)`
/// was called exactly once. Arguments of the wrong type or number do not compile.
public struct Verification<Result, each Argument>: @unchecked Sendable {
    let recorder: InvocationRecorder
    let selector: Selector
    /// The expected arguments, classified once; nil for calls with any arguments.
    let matching: ArgumentMatching?
    /// The same as a list, for waiting and ordering, which take the string API's.
    private var arguments: [Any?]? { matching?.expected }
    /// Why the reference cannot be used (already reported when it was given), or nil.
    let refusal: Refusal?

    /// Only calls whose arguments equal these.
    public func with(_ values: repeat each Argument) -> Self {
        var matching = ArgumentMatching()
        repeat matching.append(each values)
        return Verification(recorder: recorder, selector: selector, matching: consume matching, refusal: refusal)
    }

    /// Only calls whose arguments match these: `.value(2)`, `.any`, `.where { $0 > 0 }`,
    /// `.captured(by: captor)`. Disfavored, so that `with()` of a method without arguments, which
    /// both forms fit, is the values' and not ambiguous.
    @_disfavoredOverload
    public func with(_ matchers: repeat Match<each Argument>) -> Self {
        var matching = ArgumentMatching()
        repeat matching.append(each matchers)
        return Verification(recorder: recorder, selector: selector, matching: consume matching, refusal: refusal)
    }

    /// Whether the matching calls number as `count` says (at least one by default); if not,
    /// fails the current test at the caller's line with what was recorded.
    @discardableResult
    public func called(_ count: CountSpecifier = .atLeast(1), fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> VerificationResult {
        // A refused reference failed the test where it was given: not a second time here.
        if let refusal { return VerificationResult(refused: refusal.reason) }
        let result = check(count)
        result.reportIfFailed(fileID: fileID, filePath: filePath, line: line, column: column)
        return result
    }

    /// Whether the matching calls number as `count` says; reports nothing (for `#expect`, `XCTAssert`).
    public func check(_ count: CountSpecifier = .atLeast(1)) -> VerificationResult {
        if let refusal { return VerificationResult(refused: refusal.reason) }
        return recorder.didCall(selector, matching: matching, countSpecifier: count)
    }

    /// Waits until the matching calls number as `count` says — for a call made on another thread
    /// or task — and fails the current test at the caller's line if `timeout` passes first.
    @discardableResult
    public func waitUntilCalled(_ count: CountSpecifier = .atLeast(1), timeout: Duration = .seconds(1),
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) async -> VerificationResult {
        if let refusal { return VerificationResult(refused: refusal.reason) }
        return await recorder.waitUntilCalled(selector, withArguments: arguments, countSpecifier: count, timeout: timeout,
                                              fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// This call as a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
    public func inOrder(_ count: CountSpecifier = .atLeast(1)) -> ExpectedCall {
        ExpectedCall(recorder: recorder, selector: selector, arguments: arguments, count: count)
    }
}

/// Why a verification's method reference cannot be used: a reference, not a `String?`, so that
/// the usual verification, refused by nothing, copies and tests one word (an optional string in
/// this generic struct was copied through its type's value witnesses at each `if let`, about 180
/// instructions a verification, `per test` benchmark).
final class Refusal: Sendable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
