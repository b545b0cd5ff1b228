#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex.
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futex calls that the thread
/// sanitizer cannot see, so TSan reports every access it guards as a race. A pthread mutex is
/// intercepted by TSan, so our sanitizer runs report only real races.
///
/// SPI, not `package`: the layers above take it on every spied call, and Swift 6.3 inlines and
/// specializes a generic `@inlinable` function across modules only if it is public.
@_spi(Internals)
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Only ever reached under `mutex`, so the runtime's dynamic exclusivity check (a
    /// thread-local access set, on every lock of a spied call) would add cost and no safety.
    @usableFromInline @exclusivity(unchecked) var value: Value

    public init(_ value: consuming Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    public func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
