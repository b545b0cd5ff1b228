import SwizzleLayers
import SwizzleSpies
import SwizzleMocks
import IssueReporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(Testing)
import Testing
#endif

/// A region of a test run, usually one test, that owns the swizzles, spies and mocks installed
/// while it is current, so that it can restore whatever its test left behind.
///
/// A layer belongs to the scope that is current (a task-local value) on the thread that installs
/// it. Tests that run in parallel each have their own scope, so cleaning up one never touches
/// another's layers. Code that a test starts outside its task tree (a `Thread`, `Task.detached`,
/// a dispatch queue) has no scope: what it installs belongs to no test, and if it is still
/// installed when the tests that were running then have all ended, the last of them to end reports
/// it, naming them (under XCTest, where tests run one at a time, it also restores it and fails). A spy such work
/// begins is the test's that made the spy, and anything it runs inside ``withCurrent(_:)`` is the test's.
///
/// Use the `.swizzleScoped` trait (Swift Testing) or ``SwizzleKitTestCase`` (XCTest), or
/// ``checking(_:fileID:filePath:line:column:_:)`` directly.
public final class SwizzleScope: SwizzleOwner, Sendable, CustomStringConvertible {
    /// The scope layers installed now belong to; nil outside any scope.
    public static var current: SwizzleScope? { SwizzleOwnership.current as? SwizzleScope }

    /// What failure messages call the scope, e.g. the test's name.
    public let name: String

    /// What runs when the scope ends, before it restores what is left (strict spies' checks).
    private let endActions = OwnerEndActions()

    /// Whether the scope restores and fails on what code outside every test's task left
    /// installed while it ran (see ``end()``): not where Swift Testing runs tests in parallel.
    private let restoresStrays: Bool

    /// An empty scope named `name`; nothing is recorded until it is made current.
    public convenience init(_ name: String) {
        #if canImport(Testing)
        self.init(name, restoresStrays: Test.current == nil)
        #else
        self.init(name, restoresStrays: true)
        #endif
    }

    /// A scope that does, or does not, restore what code outside every test's task left.
    package init(_ name: String, restoresStrays: Bool) {
        _ = UsageReports.failTheRunningTest
        _ = Self.knowsUnscopedTests
        self.name = name
        self.restoresStrays = restoresStrays
    }

    /// Tells the swizzling layer how to tell a test's own task (one with no scope) from work
    /// started outside every test: a Swift Testing test's task has a current test.
    private static let knowsUnscopedTests: Void = {
        #if canImport(Testing)
        SwizzleOwnership.setUnscopedTestCheck { Test.current != nil }
        #endif
    }()

    /// Runs `body` with this scope current: for work a test starts outside its task tree (a
    /// `Thread`, `Task.detached`, a dispatch queue), so that what it installs is the test's and is
    /// restored with it.
    /// ```swift
    /// let scope = SwizzleScope.current
    /// Thread { scope?.withCurrent { spy.beginSpying() } }.start()
    /// ```
    public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try SwizzleOwnership.withCurrent(self, body)
    }

    /// The asynchronous form of ``withCurrent(_:)``, for a `Task.detached` body.
    public func withCurrent<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        try await SwizzleOwnership.withCurrent(self, body)
    }

    /// The layers installed in this scope and still there.
    public var activeLayers: [SwizzleToken.Info] { SwizzleRegistry.shared.activeLayers(of: self) }

    /// Restores every layer installed in this scope and still there, newest first, and returns
    /// them. Their tokens' `restore()` then does nothing, and spies' `endSpying()` reports nothing.
    /// - Returns: what was left, and the errors restoring met (``SwizzleError/tampered(_:)``
    ///   when code outside SwizzleKit replaced an entry).
    @discardableResult
    public func restoreAll() -> (left: [SwizzleToken.Info], errors: [SwizzleError]) {
        SwizzleRegistry.shared.restoreAll(of: self)
    }

    public var description: String { "scope \(name)" }

    package func whenEnding(_ action: @escaping @Sendable () -> Void) {
        endActions.add(action)
    }

    /// The scope's test has begun: from now until ``end()``, what code outside every test's task
    /// installs is held to its account (with the other tests running then).
    package func begin() {
        SwizzleRegistry.shared.open(self)
    }

    /// What a test left: its own layers, the layers installed outside every test's task while it
    /// ran that it was the last to answer for, and the errors restoring met.
    package struct Leftovers {
        let left: [SwizzleToken.Info]
        let strays: [(layer: SwizzleToken.Info, runningTests: [String])]
        let errors: [SwizzleError]
    }

    /// Runs the end actions, then restores what is left: the end of a test's scope.
    ///
    /// Layers that code outside every test's task installed while this test ran, and that are
    /// still there when the last test running then ends (this one), are that code's leftovers.
    /// Under XCTest, where tests run one at a time, they are this test's: restored, and the test
    /// fails. Under Swift Testing, tests run in parallel and such a layer may be any running
    /// test's, one with no scope among them, still using it: it is left installed, and a warning
    /// naming it and the tests goes to standard error.
    package func end() -> Leftovers {
        endActions.run()
        let (left, errors) = restoreAll()
        let (strays, strayErrors) = SwizzleRegistry.shared.close(self, restoring: restoresStrays)
        if !restoresStrays, let warning = Self.strayLines(strays, scope: "test \(name)", restored: false) {
            var text = "SwizzleKit: warning: " + warning.joined(separator: "\n") + "\n"
            text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }  // standard error
        }
        // Left installed, they were warned about, not this test's to fail for.
        return Leftovers(left: left, strays: restoresStrays ? strays : [], errors: errors + strayErrors)
    }

    /// Runs `body` in a new scope named `name`; then restores whatever it left installed and, if
    /// anything was left, fails the current test (XCTest or Swift Testing) with the list: each
    /// entry and the file and line that installed it.
    public static func checking<R>(_ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column, _ body: () throws -> R) rethrows -> R {
        let scope = SwizzleScope(name)
        scope.begin()
        defer { scope.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
        return try scope.withCurrent(body)
    }

    /// The asynchronous form of ``checking(_:fileID:filePath:line:column:_:)``: tasks the body
    /// starts (child tasks, `Task { }`) inherit the scope.
    public static func checking<R>(_ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column,
                                   isolation: isolated (any Actor)? = #isolation,
                                   _ body: () async throws -> R) async rethrows -> R {
        let scope = SwizzleScope(name)
        scope.begin()
        defer { scope.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
        return try await scope.withCurrent(body)
    }

    /// Restores what is left and reports it where the oldest leftover was installed, or, if none
    /// has a usable place (or only restoring went wrong), at the scope's own place.
    private func finish(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        let leftovers = end()
        guard let message = Self.failureMessage(scope: name, leftovers) else { return }
        let installs = leftovers.left.reversed() + leftovers.strays.map(\.layer)
        if let place = installs.first(where: \.location.isCallSite)?.location {
            place.report(message)
        } else {
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The failure for what a scope left behind, or nil if it left nothing.
    package static func failureMessage(scope: String, _ leftovers: Leftovers) -> String? {
        let (left, strays, errors) = (leftovers.left, leftovers.strays, leftovers.errors)
        guard !left.isEmpty || !strays.isEmpty || !errors.isEmpty else { return nil }
        var lines: [String] = []
        if !left.isEmpty {
            let what = left.count == 1 ? "1 swizzle was" : "\(left.count) swizzles were"
            lines.append("\(what) left installed at the end of \(scope); SwizzleKit restored them:")
            // Oldest first, the order they were installed in.
            lines += left.reversed().map { "  \($0.entry) installed at \($0.location)" }
            lines.append("End every spy (endSpying(), or spy { }) and restore every token before the test ends.")
        }
        lines += strayLines(strays, scope: scope, restored: true) ?? []
        lines += errors.map { "Restoring at the end of \(scope): \($0)" }
        return lines.joined(separator: "\n")
    }

    /// What to say of layers installed outside every test's task, still there when `scope`, the
    /// last test running then, ended; nil if there are none.
    private static func strayLines(_ strays: [(layer: SwizzleToken.Info, runningTests: [String])], scope: String,
                                   restored: Bool) -> [String]? {
        guard !strays.isEmpty else { return nil }
        let what = strays.count == 1 ? "1 swizzle installed" : "\(strays.count) swizzles installed"
        let was = strays.count == 1 ? "was" : "were"
        let outcome = restored
            ? "SwizzleKit restored \(strays.count == 1 ? "it" : "them"):"
            : "SwizzleKit left \(strays.count == 1 ? "it, as it" : "them, as they") may be a running test's "
                + "(tests run in parallel, and that work carries no test):"
        return ["\(what) outside every test's task (from a Thread, Task.detached or a dispatch queue) "
            + "\(was) still installed when \(scope) ended, the last of the tests running then; \(outcome)"]
            + strays.reversed().map { stray in
                "  \(stray.layer.entry) installed at \(stray.layer.location), while these tests ran: "
                    + stray.runningTests.joined(separator: ", ")
            }
            + ["Install from the test's own task, or run the detached work in its scope "
                + "(let scope = SwizzleScope.current, then scope?.withCurrent { … } in the thread or task), "
                + "and end or restore it before the test ends."]
    }
}
