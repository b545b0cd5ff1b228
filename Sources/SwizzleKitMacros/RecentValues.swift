import Synchronization

/// Values the plugin worked out for the classes it expanded last, by key: the compiler asks about
/// one class's roles and members together, so a few are enough, and a module of any size keeps
/// the process small (all are dropped when it is full). The plugin answers one request at a time;
/// the lock is for the tests, which expand in parallel in one process.
final class RecentValues<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        values.withLock { $0[key] }
    }

    func store(_ value: Value, for key: Key) {
        values.withLock { values in
            if values.count >= capacity { values.removeAll() }
            values[key] = value
        }
    }

    /// The value for `key`, forgotten.
    func take(_ key: Key) -> Value? {
        values.withLock { $0.removeValue(forKey: key) }
    }
}
