public import CSwizzleRuntime

/// A value behind a mutex (the runtime's `sk_mutex_lock`: one atomic operation to lock and one
/// to unlock when no other thread holds it, a futex wait when one does).
///
/// Not `Synchronization.Mutex`: on Linux its atomics and futex calls are compiled into the
/// standard library, which the thread sanitizer does not instrument, so TSan reports every access
/// it guards as a race. The runtime's mutex is compiled with the sanitizer like the rest of the
/// runtime, so our sanitizer runs report only real races. Not a pthread mutex either: a spied call
/// takes a lock to record itself, and a pthread mutex's lock and unlock cost about 55 instructions
/// of a release build's 740 (callgrind), the runtime's about 15.
///
/// SPI, not `package`: the layers above take it on every spied call, and Swift 6.3 inlines and
/// specializes a generic `@inlinable` function across modules only if it is public.
@_spi(Internals)
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let mutex = MutexWord()
    /// Only ever reached under `mutex`, so the runtime's dynamic exclusivity check (a
    /// thread-local access set, on every lock of a spied call) would add cost and no safety.
    @usableFromInline @exclusivity(unchecked) var value: Value

    public init(_ value: consuming Value) {
        self.value = value
    }

    @inlinable
    public func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}

/// The runtime's mutex (`sk_mutex_lock`): the lock of ``Locked``, and of a class that keeps its
/// value beside the lock itself, one that changes the value on every spied call. There
/// ``Locked/withLock(_:)``'s generic closure would cost a debug build (what `swift test` runs)
/// about 180 instructions, and the value, as another module's stored property, would be checked
/// for exclusivity at run time on every access.
///
/// Its word is the runtime's (`sk_mutex_create`), so its address is stable for the futex and is
/// never a Swift access of its owner's storage (which the sanitizer would see two threads make at
/// once); a freed one is kept for the next, so a spy's locks cost no allocation.
@_spi(Internals)
public struct MutexWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let word: UnsafeMutablePointer<UInt32>

    public init() {
        word = sk_mutex_create()
    }

    deinit { sk_mutex_destroy(word) }

    @inlinable
    public func lock() { sk_mutex_lock(word) }

    @inlinable
    public func unlock() { sk_mutex_unlock(word) }
}
