import SwizzleLayers
import SwizzleSpies
import SwizzleMocks

#if canImport(Testing)
import Testing

/// A Swift Testing trait that gives each test (each case of a parameterized test) its own
/// ``SwizzleScope``: whatever the test leaves installed — a spy never ended, a token never
/// restored — is restored when it ends, and the test fails with the list of what was left and
/// where each was installed.
///
/// ```swift
/// @Test(.swizzleScoped) func addsTwoNumbers() { … }
/// @Suite(.swizzleScoped) struct CalculatorTests { … }   // every test in the suite
/// ```
///
/// Parallel tests only ever restore their own layers: a layer belongs to the test whose task
/// installed it.
public struct SwizzleScopedTrait: TestTrait, SuiteTrait, TestScoping {
    /// On a suite, every test in it (and in nested suites) gets its own scope.
    public var isRecursive: Bool { true }

    /// Usually written `.swizzleScoped`.
    public init() {}

    /// Runs the test inside a fresh ``SwizzleScope``, then restores and reports what it left.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let scope = SwizzleScope(test.displayName ?? test.name)
        scope.begin()
        defer {
            if let message = SwizzleScope.failureMessage(scope: "test \(scope.name)", scope.end()) {
                Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
            }
        }
        try await scope.withCurrent {
            try await function()
        }
    }
}

extension Trait where Self == SwizzleScopedTrait {
    /// Restores what the test leaves installed and fails it with the list; see ``SwizzleScopedTrait``.
    public static var swizzleScoped: Self { SwizzleScopedTrait() }
}
#endif
