import Synchronization

/// The answer a lookup found last, kept for the next one: a key of two words and a value of two
/// behind a version that is odd while a writer changes them (a seqlock), read without a lock.
/// A reader that finds the version odd or moved, or another key, asks where the answer came from.
///
/// For lookups that tests repeat with the same key (objects of the class spied last, the method
/// reference checked last), where a locked dictionary cost a debug build (what `swift test`
/// runs) several hundred instructions a lookup. A key's first word is never 0.
final class LastLookup: Sendable {
    private let version = Atomic<UInt>(0)
    private let key0 = Atomic<UInt>(0)
    private let key1 = Atomic<UInt>(0)
    private let value0 = Atomic<UInt>(0)
    private let value1 = Atomic<UInt>(0)
    /// Writers take turns: the version is made odd by exactly one of them at a time.
    private let writer = Mutex(())

    /// The value stored last with `key`, if it is still the last one stored.
    func value(for key: (UInt, UInt)) -> (UInt, UInt)? {
        let before = version.load(ordering: .acquiring)
        guard before & 1 == 0, key0.load(ordering: .acquiring) == key.0, key1.load(ordering: .acquiring) == key.1
        else { return nil }
        let value = (value0.load(ordering: .acquiring), value1.load(ordering: .acquiring))
        return version.load(ordering: .acquiring) == before ? value : nil
    }

    func store(_ value: (UInt, UInt), for key: (UInt, UInt)) {
        writer.withLock { _ in
            // The acquire half keeps the stores below from moving above the odd version.
            version.add(1, ordering: .acquiringAndReleasing)
            key0.store(key.0, ordering: .releasing)
            key1.store(key.1, ordering: .releasing)
            value0.store(value.0, ordering: .releasing)
            value1.store(value.1, ordering: .releasing)
            version.add(1, ordering: .releasing)
        }
    }
}
