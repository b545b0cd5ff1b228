public import CSwizzleRuntime
public import Synchronization

/// A value behind a mutex (``MutexWord``: one atomic operation to lock and one to unlock when no
/// other thread holds it, a futex wait when one does).
///
/// Not `Synchronization.Mutex`: on Linux its atomics and futex calls are compiled into the
/// standard library, which the thread sanitizer does not instrument, so TSan reports every access
/// it guards as a race (measured: a contended `Mutex<Void>` under TSan reports its guarded value).
/// ``MutexWord``'s handovers are atomics of the caller's module, compiled with the sanitizer, so
/// our sanitizer runs report only real races. Not a pthread mutex either: a spied call takes a
/// lock to record itself, and a pthread mutex's lock and unlock cost about 55 instructions of a
/// release build's 740 (callgrind), ours about 15.
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

/// The Swift layers' mutex: the lock of ``Locked``, and of a class that keeps its value beside
/// the lock itself, one that changes the value on every spied call. There
/// ``Locked/withLock(_:)``'s generic closure would cost a debug build (what `swift test` runs)
/// about 180 instructions, and the value, as another module's stored property, would be checked
/// for exclusivity at run time on every access.
///
/// Its state is an atomic word in its owner (0 unlocked, 1 locked, 2 locked and perhaps waited
/// for, after Drepper's "Futexes Are Tricky"), so making and freeing one costs nothing: a spy's
/// five locks are made and freed in every test, where a word of their own cost about 400
/// instructions a test. Every handover goes through that word's atomics, compiled in the caller's
/// module, so the thread sanitizer sees the order they make. A waiter sleeps on the runtime's
/// parking word (`sk_park`), which Swift gives no address of a stored atomic to sleep on; an
/// unlock that finds waiters wakes every parked thread, and each one not waiting for this lock
/// parks again. Contention is rare in a spy's locks, so that herd is too. Not recursive.
@_spi(Internals)
public struct MutexWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let state: Atomic<UInt32>

    @inlinable
    public init() {
        state = Atomic(0)
    }

    @inlinable
    public func lock() {
        if state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    /// Marks the lock waited for (2), so its unlock wakes the parked, and takes it when the mark
    /// finds it free. The parking generation is read before the mark: an unlock after that read
    /// moves it, so the park returns at once instead of missing the wake.
    @usableFromInline
    func lockContended() {
        while true {
            let generation = sk_parking_generation()
            if state.exchange(2, ordering: .acquiring) == 0 { return }
            sk_park(generation)
        }
    }

    @inlinable
    public func unlock() {
        if state.exchange(0, ordering: .releasing) == 2 { sk_unpark_all() }
    }
}
