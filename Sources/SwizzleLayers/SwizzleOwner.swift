@_spi(Internals) import SwizzleCore

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
    /// their own, and tasks a test starts inherit it. Nil outside any owner.
    @TaskLocal package static var current: (any SwizzleOwner)?
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
