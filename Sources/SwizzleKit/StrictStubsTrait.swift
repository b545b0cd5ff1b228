import SwizzleSpies

#if canImport(Testing)
import Testing

/// A Swift Testing trait that makes every spy a test makes strict (``StubStrictness/strict``):
/// a stub that answered no call fails the test when its spy ends, or when the test's scope does,
/// at the line that added the stub; and a call that no stub matches on a spy that does not
/// forward fails it, naming the call and the nearest stub.
///
/// ```swift
/// @Suite(.swizzleScoped, .strictStubs) struct PaymentTests { … }
/// ```
///
/// A spy can still set its own ``InvocationSpy/strictness``.
public struct StrictStubsTrait: TestTrait, SuiteTrait, TestScoping {
    /// On a suite, every test in it (and in nested suites) is strict.
    public var isRecursive: Bool { true }

    /// Usually written `.strictStubs`.
    public init() {}

    /// Runs the test with strict stubs for every spy it makes.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await StubStrictness.withStrictness(.strict) {
            try await function()
        }
    }
}

extension Trait where Self == StrictStubsTrait {
    /// Makes every spy of the test strict; see ``StrictStubsTrait``.
    public static var strictStubs: Self { StrictStubsTrait() }
}
#endif
