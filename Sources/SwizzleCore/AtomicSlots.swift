import Synchronization

/// A fixed number of atomic words, allocated once for the life of the process and never freed:
/// the lock-free direct-mapped tables the hot paths read (selector validity, watched classes).
@_spi(Internals)
public final class AtomicSlots<Value: AtomicRepresentable>: @unchecked Sendable {
    /// How many slots: a power of two, so that an index is masked into range.
    public let count: Int
    private let slots: UnsafeMutablePointer<Atomic<Value>>

    public init(count: Int, initialValue: Value) {
        precondition(count > 0 && count & (count - 1) == 0, "a power of two")
        self.count = count
        slots = .allocate(capacity: count)
        for index in 0..<count { (slots + index).initialize(to: Atomic(initialValue)) }
    }

    /// The slot `index` falls in (masked into range).
    public subscript(index: Int) -> UnsafeMutablePointer<Atomic<Value>> {
        slots + (index & (count - 1))
    }
}
