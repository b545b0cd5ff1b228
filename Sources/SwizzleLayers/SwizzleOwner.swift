@_spi(Internals) import SwizzleCore
import Synchronization

/// Who a layer belongs to: the test that was running where it was installed.
///
/// The swizzling layer only stores the owner that is current when a layer is installed, and
/// lists or restores an owner's layers on request. What an owner is — a test's scope — is the
/// testing layer's business (SwizzleKit's `SwizzleScope`).
package protocol SwizzleOwner: AnyObject, Sendable {
    /// What messages call the owner, e.g. the test's name.
    var name: String { get }

    /// Runs `action` when the owner ends (its test is over), before it restores what is left:
    /// how a strict spy the test never ended still checks its stubs while the test can fail.
    func whenEnding(_ action: @escaping @Sendable () -> Void)
}

package enum SwizzleOwnership {
    /// The owner of layers installed now: a task-local, so tests running in parallel each have
    /// their own, and tasks a test starts inherit it. Nil outside any owner: in code no test runs,
    /// or in work a test started outside its task tree (a `Thread`, `Task.detached`), whose layers
    /// the registry holds the tests then running to account for (``SwizzleRegistry/close(_:restoring:)``).
    /// Bound with ``withCurrent(_:_:)``.
    package static var current: (any SwizzleOwner)? {
        // Until the process binds an owner, every task's is nil: a test with a spy reads it twice,
        // and a task-local read is about 150 instructions (a generic copy of the existential).
        anyOwnerBound.load(ordering: .relaxed) ? bound : nil
    }

    @TaskLocal private static var bound: (any SwizzleOwner)?
    /// Whether any task ever bound an owner. Set before the binding, in the binding task, so a
    /// read in that task or in one it starts finds it; never cleared, as a task a binding started
    /// may outlive it and still hold the owner.
    private static let anyOwnerBound = Atomic<Bool>(false)

    /// Runs `body` with `owner` current.
    package static func withCurrent<R>(_ owner: (any SwizzleOwner)?, _ body: () throws -> R) rethrows -> R {
        anyOwnerBound.store(true, ordering: .relaxed)
        return try $bound.withValue(owner, operation: body)
    }

    /// The asynchronous form of ``withCurrent(_:_:)``.
    package static func withCurrent<R>(_ owner: (any SwizzleOwner)?, isolation: isolated (any Actor)? = #isolation,
                                       _ body: () async throws -> R) async rethrows -> R {
        anyOwnerBound.store(true, ordering: .relaxed)
        return try await $bound.withValue(owner, operation: body)
    }

    private static let unscopedTestCheck = Locked<(@Sendable () -> Bool)?>(nil)

    /// Set by the test library: whether the code running now is a test's own task (one that has
    /// no scope). Such a test's layers are its own business, not work it started outside its task.
    package static func setUnscopedTestCheck(_ check: @escaping @Sendable () -> Bool) {
        unscopedTestCheck.withLock { $0 = $0 ?? check }
    }

    /// Whether a layer installed now with no owner is installed outside every test's task.
    static var isOutsideEveryTest: Bool {
        unscopedTestCheck.withLock { $0 }?() != true
    }
}

/// The owner of layers installed on purpose for no test: a shared layer that outlives the test
/// that opened it, the objects of a mock made outside any test. Never held to account.
package final class NoOwner: SwizzleOwner {
    package static let shared = NoOwner()
    package var name: String { "no test" }
    package func whenEnding(_ action: @escaping @Sendable () -> Void) {}
}

/// What an owner runs when it ends (``SwizzleOwner/whenEnding(_:)``).
package final class OwnerEndActions: Sendable {
    private let actions = Locked<[@Sendable () -> Void]>([])

    package init() {}

    package func add(_ action: @escaping @Sendable () -> Void) {
        actions.withLock { $0.append(action) }
    }

    /// Runs each action once, outside the lock: they report, and may begin or end spies.
    package func run() {
        let taken = actions.withLock { actions in
            defer { actions = [] }
            return actions
        }
        for action in taken { action() }
    }
}
