@_spi(Internals) import SwizzleCore
import Synchronization

/// Constructions of opted-in classes, as the layers above want to see them: `@Swizzlable` makes
/// each initializer report the object it built (the outermost initializer only, of exactly the
/// class built), and an observer — the global mocks, while any exists — sees it.
///
/// Production code pays one atomic load per construction while nobody observes.
package enum Constructions {
    /// What sees a construction: the object, the class it was built as, the initializer's
    /// selector, and its arguments.
    package typealias Observer = @Sendable (AnyObject, RuntimeClass, Selector, [Any]) -> Void

    private static let observed = Atomic<Bool>(false)
    private static let observer = Locked<Observer?>(nil)

    /// Whether anybody observes constructions now: initializers track their depth only then.
    package static var areObserved: Bool { observed.load(ordering: .acquiring) }

    /// Makes `observer` see every construction from now on (replacing any earlier one).
    package static func observe(_ new: @escaping Observer) {
        observer.withLock { $0 = new }
        observed.store(true, ordering: .releasing)
    }

    /// Tells the observer about `object`, built as `runtimeClass` through `selector`.
    package static func report(_ object: AnyObject, _ runtimeClass: RuntimeClass, _ selector: Selector, _ arguments: [Any]) {
        guard let observer = observer.withLock({ $0 }) else { return }
        observer(object, runtimeClass, selector, arguments)
    }
}
