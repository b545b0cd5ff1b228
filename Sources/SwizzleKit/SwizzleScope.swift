import SwizzleLayers
import SwizzleSpies
import SwizzleMocks
import IssueReporting

/// A region of a test run, usually one test, that owns the swizzles, spies and mocks installed
/// while it is current, so that it can restore whatever its test left behind.
///
/// A layer belongs to the scope that is current (a task-local value) on the thread that installs
/// it. Tests that run in parallel each have their own scope, so cleaning up one never touches
/// another's layers. Code that a test starts outside its task tree (a `Thread`, a dispatch
/// queue) has no scope: what it installs is listed in ``Swizzle/activeLayers`` but belongs to
/// no test.
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

    /// An empty scope named `name`; nothing is recorded until it is made current.
    public init(_ name: String) {
        _ = UsageReports.failTheRunningTest
        self.name = name
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

    /// Runs the end actions, then restores what is left: the end of a test's scope.
    package func end() -> (left: [SwizzleToken.Info], errors: [SwizzleError]) {
        endActions.run()
        return restoreAll()
    }

    /// Runs `body` in a new scope named `name`; then restores whatever it left installed and, if
    /// anything was left, fails the current test (XCTest or Swift Testing) with the list: each
    /// entry and the file and line that installed it.
    public static func checking<R>(_ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column, _ body: () throws -> R) rethrows -> R {
        let scope = SwizzleScope(name)
        defer { scope.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
        return try SwizzleOwnership.$current.withValue(scope, operation: body)
    }

    /// The asynchronous form of ``checking(_:fileID:filePath:line:column:_:)``: tasks the body
    /// starts (child tasks, `Task { }`) inherit the scope.
    public static func checking<R>(_ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column,
                                   isolation: isolated (any Actor)? = #isolation,
                                   _ body: () async throws -> R) async rethrows -> R {
        let scope = SwizzleScope(name)
        defer { scope.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
        return try await SwizzleOwnership.$current.withValue(scope, operation: body)
    }

    /// Restores what is left and reports it where the oldest leftover was installed, or, if none
    /// has a usable place (or only restoring went wrong), at the scope's own place.
    private func finish(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        let (left, errors) = end()
        guard let message = Self.failureMessage(scope: name, left: left, errors: errors) else { return }
        if let place = left.reversed().first(where: \.location.isCallSite)?.location {
            place.report(message)
        } else {
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The failure for what a scope left behind, or nil if it left nothing.
    static func failureMessage(scope: String, left: [SwizzleToken.Info], errors: [SwizzleError]) -> String? {
        guard !left.isEmpty || !errors.isEmpty else { return nil }
        var lines: [String] = []
        if !left.isEmpty {
            let what = left.count == 1 ? "1 swizzle was" : "\(left.count) swizzles were"
            lines.append("\(what) left installed at the end of \(scope); SwizzleKit restored them:")
            // Oldest first, the order they were installed in.
            lines += left.reversed().map { "  \($0.entry) installed at \($0.location)" }
            lines.append("End every spy (endSpying(), or spy { }) and restore every token before the test ends.")
        }
        lines += errors.map { "Restoring at the end of \(scope): \($0)" }
        return lines.joined(separator: "\n")
    }
}
