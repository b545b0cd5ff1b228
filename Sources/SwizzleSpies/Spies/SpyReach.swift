import SwizzleLayers
import Synchronization
#if canImport(Testing)
// Only to tell one unscoped Swift Testing test's calls from another's (`Test.current`, a
// task-local read); IssueReporting's `TestContext.current` looks the library up on each call
// (dlopen, dlsym), 7.5 µs a spied call in a debug build.
import Testing
#endif

/// Whose calls a spy on a shared subject sees: the class methods of a class, or the values of a
/// struct or enum (``SwizzlableValueType``), which every test in the process calls alike.
///
/// A spy on one object needs no reach: only its object's calls are its own, wherever they are
/// made. A spy on a class's class methods, or on the values of a value type, would otherwise see
/// the calls of every test running beside its own.
public enum SpyReach: Sendable, Equatable {
    /// The calls its test makes, in the test's task tree: where the test's ``SwizzleScope`` is
    /// current (the `.swizzleScoped` trait, `SwizzleKitTestCase`, `SwizzleScope.withCurrent`),
    /// or, in a Swift Testing test with no scope, where that test is current. Parallel tests that
    /// spy on one class method or one value type, each its own way, need no `.serialized`.
    /// A spy made outside any test sees the whole process.
    case currentTest
    /// Every call in the process: from any test, thread, dispatch queue or detached task. Tests
    /// whose spies reach the whole process and share a subject belong in one `.serialized` suite.
    case wholeProcess
}

/// A Swift Testing test that runs with no scope, told apart by `Test.current`. A class: the call
/// path copies a reference, not the test library's resilient `Test.ID` (which is copied through
/// its value witnesses, +400 instructions a call in a release build).
final class UnscopedTest: Sendable {
    #if canImport(Testing)
    private let id: Test.ID

    private init(id: Test.ID) { self.id = id }

    /// The Swift Testing test whose task runs here, if any.
    static var current: UnscopedTest? { Test.current.map { UnscopedTest(id: $0.id) } }

    /// Whether the running code is in this test's task tree.
    var isCurrent: Bool {
        guard let current = Test.current else { return false }
        return current.id == id
    }
    #else
    static var current: UnscopedTest? { nil }
    var isCurrent: Bool { false }
    #endif
}

/// Which calls of a shared subject a spy on it admits: those of the test that made it (unless
/// its reach is the whole process) and, for a spy on one value, that value's.
package final class SharedSubjectCalls: Sendable {
    /// The scope current where the spy was made: the test it keeps to.
    private let scope: ObjectIdentifier?
    /// Made with no scope: the Swift Testing test it keeps to (XCTest runs tests one at a time).
    private let unscopedTest: UnscopedTest?
    /// Whether the spy was made in a test at all; one made outside every test sees the whole process.
    /// Stored, though `scope` and `unscopedTest` tell it: every call reads it, and in a debug build
    /// a computed property is a call (~120 instructions a spied call).
    private let keepsToATest: Bool
    private let wholeProcess = Atomic<Bool>(false)
    /// For a spy on one value: whether the call is made on it.
    private let admitsValue: (@Sendable () -> Bool)?

    init(admitsValue: (@Sendable () -> Bool)?) {
        scope = SwizzleOwnership.current.map(ObjectIdentifier.init)
        unscopedTest = scope == nil ? UnscopedTest.current : nil
        keepsToATest = scope != nil || unscopedTest != nil
        self.admitsValue = admitsValue
    }

    /// `.wholeProcess` for a spy made outside every test, which has no test to keep to.
    var reach: SpyReach {
        get { !keepsToATest || wholeProcess.load(ordering: .relaxed) ? .wholeProcess : .currentTest }
        set { wholeProcess.store(newValue == .wholeProcess, ordering: .relaxed) }
    }

    /// Whether the call being made now is one the spy sees.
    func admitsCurrentCall() -> Bool {
        if keepsToATest, !wholeProcess.load(ordering: .relaxed), !isInItsTest { return false }
        return admitsValue?() ?? true
    }

    /// Whether the running code is in the task tree of the test that made the spy: where its
    /// scope is current (one task-local read), or, made with no scope (in a suite's `init`, say,
    /// before the scope trait runs the test), where its test is, scope or not. Out of line: inlined,
    /// it made every shared-subject spy's check save more registers (+60 instructions a call).
    @inline(never)
    private var isInItsTest: Bool {
        if let scope {
            guard let owner = SwizzleOwnership.current else { return false }
            return ObjectIdentifier(owner) == scope
        }
        return unscopedTest?.isCurrent ?? false
    }

    /// What a missing call may mean, when the spy sees its test's calls only.
    var missingCallHint: String? {
        guard reach == .currentTest else { return nil }
        return "This spy's subject is shared by every test, so it sees only the calls made in its own test's task tree "
            + "(reach .currentTest): a call made on another thread, a dispatch queue or a detached task is not seen. "
            + "Run that work inside SwizzleScope.current?.withCurrent { … }, or set the spy's reach to .wholeProcess "
            + "and serialize the tests that share the subject."
    }
}

/// The values of a value type a spy watches: every value, or the one `admits` tells apart.
struct SpiedValues: Sendable {
    /// "the Transfer value with id 7"; nil for every value (the subject's own description).
    let description: String?
    /// Whether the call being made is the watched value's; nil for every value.
    let admits: (@Sendable () -> Bool)?

    static let every = SpiedValues(description: nil, admits: nil)
}
