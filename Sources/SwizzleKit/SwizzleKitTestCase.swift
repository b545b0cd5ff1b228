import SwizzleLayers
import SwizzleSpies
import SwizzleMocks

#if canImport(XCTest)
import XCTest

/// An `XCTestCase` whose every test runs in its own ``SwizzleScope``: whatever a test (with its
/// `setUp` and `tearDown`) leaves installed is restored after `tearDown`, and the test fails with
/// the list of what was left and where each was installed.
///
/// ```swift
/// final class CalculatorTests: SwizzleKitTestCase {
///     func testAdd() { … }
/// }
/// ```
/// Without the base class, wrap a test's body in ``SwizzleScope/checking(_:fileID:filePath:line:column:_:)``.
open class SwizzleKitTestCase: XCTestCase {
    /// Whether every spy the tests make (in `setUp` too) is strict (``StubStrictness/strict``):
    /// a stub that answers no call fails the test, and so does a call no stub matches on a spy
    /// that does not forward. False unless a subclass overrides it:
    /// `override var strictStubs: Bool { true }`. A spy can still set its own ``InvocationSpy/strictness``.
    open var strictStubs: Bool { false }

    /// Runs the test (its `setUp`, body and `tearDown`) inside a fresh ``SwizzleScope``.
    open override func invokeTest() {
        // setUp, the test and tearDown all run inside invokeTest, so all of them are in scope,
        // and the check runs after tearDown has had its chance to clean up.
        StubStrictness.withStrictness(strictStubs ? .strict : .lenient) {
            SwizzleScope.checking(name) {
                super.invokeTest()
            }
        }
    }
}
#endif
