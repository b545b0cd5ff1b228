/// Who a layer belongs to: the test that was running where it was installed.
///
/// The swizzling layer only stores the owner that is current when a layer is installed, and
/// lists or restores an owner's layers on request. What an owner is — a test's scope — is the
/// testing layer's business (SwizzleKit's `SwizzleScope`).
package protocol SwizzleOwner: AnyObject, Sendable {
    /// What messages call the owner, e.g. the test's name.
    var name: String { get }
}

package enum SwizzleOwnership {
    /// The owner of layers installed now: a task-local, so tests running in parallel each have
    /// their own, and tasks a test starts inherit it. Nil outside any owner.
    @TaskLocal package static var current: (any SwizzleOwner)?
}
