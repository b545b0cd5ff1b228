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
    /// `.strict`. A task-local, so parallel tests each have their own.
    @TaskLocal package static var forNewSpies: StubStrictness = .lenient
}
