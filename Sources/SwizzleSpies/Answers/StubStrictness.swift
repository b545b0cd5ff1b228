import Synchronization

/// How a spy treats stubs nobody needed and calls nobody stubbed (Mockito's strict stubs,
/// gMock's `StrictMock`).
///
/// A strict spy fails its test:
/// - when it ends (`endSpying()`, the end of `spy { }`, its release, or the end of the test's
///   ``SwizzleScope``) for each stub that answered no call, at the line that added the stub;
/// - with forwarding off, at each call that no stub matches, naming the call and the nearest
///   stub (at the line that made the spy).
///
/// A spy is lenient unless made strict: set ``InvocationSpy/strictness``, or make every spy of
/// a test strict with the `.strictStubs` trait (Swift Testing) or
/// `SwizzleKitTestCase.strictStubs` (XCTest).
public enum StubStrictness: Sendable, Hashable {
    /// Unused stubs and unstubbed calls are fine (the default).
    case lenient
    /// An unused stub, or an unstubbed call while not forwarding, fails the test.
    case strict

    /// The strictness new spies get: `.lenient`, unless a test's trait or test case made it
    /// `.strict` (``withStrictness(_:_:)``). A task-local, so parallel tests each have their own.
    package static var forNewSpies: StubStrictness {
        // Until the process binds one, every task's is the default: a task-local read is about
        // 80 instructions of every spy made (see ``SwizzleOwnership/current``).
        anyBound.load(ordering: .relaxed) ? bound : .lenient
    }

    @TaskLocal private static var bound: StubStrictness = .lenient
    /// Whether any task ever bound a strictness: set before the binding, never cleared.
    private static let anyBound = Atomic<Bool>(false)

    /// Runs `body` with `strictness` for the spies it makes.
    package static func withStrictness<R>(_ strictness: StubStrictness, _ body: () throws -> R) rethrows -> R {
        anyBound.store(true, ordering: .relaxed)
        return try $bound.withValue(strictness, operation: body)
    }

    /// The asynchronous form of ``withStrictness(_:_:)``.
    package static func withStrictness<R>(_ strictness: StubStrictness, isolation: isolated (any Actor)? = #isolation,
                                          _ body: () async throws -> R) async rethrows -> R {
        anyBound.store(true, ordering: .relaxed)
        return try await $bound.withValue(strictness, operation: body)
    }
}
