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

    /// The observer, kept in a box: a closure stored in generic storage would be re-abstracted
    /// (wrapped in a thunk) on every store and load.
    private final class Box: Sendable {
        let observe: Observer
        init(_ observe: @escaping Observer) { self.observe = observe }
    }

    private struct Key: Hashable {
        let record: UInt
        let selector: Selector
    }

    private struct State {
        var observer: Box?
        /// The initializers watched now, each with how many watch it (a mock each).
        var watched: [Key: Int] = [:]
    }

    /// How many initializers are watched: while none is, constructions cost one load.
    private static let watchedCount = Atomic<Int>(0)
    private static let state = Locked(State())
    /// Per slot (a class record's address, hashed), how many watched initializers' classes fall
    /// in it: a construction of a class in an empty slot is not watched, known with one load.
    private static let slots = AtomicSlots<Int>(count: 256, initialValue: 0)

    /// The slot of a class record: the top 8 bits of a Fibonacci hash of its address.
    private static func slot(_ record: UInt) -> UnsafeMutablePointer<Atomic<Int>> {
        slots[Int((record &* 0x9E37_79B9_7F4A_7C15) >> 56)]
    }

    /// Whether some initializer is watched now: initializers track their depth only then.
    package static var areObserved: Bool { watchedCount.load(ordering: .acquiring) > 0 }

    /// Makes `observer` see the constructions through watched initializers (replacing any earlier one).
    package static func observe(_ new: @escaping Observer) {
        let box = Box(new)
        state.withLock { $0.observer = box }
    }

    /// Starts (`watching`) or stops showing the observer constructions through `selector` of `runtimeClass`.
    package static func watch(_ runtimeClass: RuntimeClass, _ selector: Selector, _ watching: Bool) {
        let key = Key(record: UInt(bitPattern: runtimeClass.record), selector: selector)
        let count = state.withLock { state in
            let count = (state.watched[key] ?? 0) + (watching ? 1 : -1)
            state.watched[key] = count > 0 ? count : nil
            slot(key.record).pointee.add(watching ? 1 : -1, ordering: .releasing)
            return state.watched.count
        }
        watchedCount.store(count, ordering: .releasing)
    }

    /// Tells the observer about `object`, built as `runtimeClass` through `selector`, if that
    /// initializer is watched and `arguments` gives them (nil: it is not this construction).
    package static func report(_ object: AnyObject, _ runtimeClass: RuntimeClass, _ selector: Selector,
                               _ arguments: () -> [Any]?) {
        let record = UInt(bitPattern: runtimeClass.record)
        guard slot(record).pointee.load(ordering: .acquiring) > 0 else { return }
        let key = Key(record: record, selector: selector)
        guard let box = state.withLock({ $0.watched[key] != nil ? $0.observer : nil }) else { return }
        guard let arguments = arguments() else { return }
        box.observe(object, runtimeClass, selector, arguments)
    }
}
