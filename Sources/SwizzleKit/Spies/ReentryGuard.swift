/// Marks the spy's own work on this thread (stub actions, default values, reporting), so calls
/// it makes are passed straight through instead of being recorded or stubbed.
enum ReentryGuard {
    static var isActive: Bool { sk_thread_guardDepth().pointee > 0 }

    static func during<R>(_ body: () throws -> R) rethrows -> R {
        let depth = sk_thread_guardDepth()
        depth.pointee += 1
        defer { depth.pointee -= 1 }
        return try body()
    }
}
