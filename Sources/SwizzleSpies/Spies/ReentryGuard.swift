import SwizzleCore
import SwizzleLayers
internal import CSwizzleRuntime

/// Marks the spy's own work on this thread (stub actions, default values, reporting), so calls
/// it makes are passed straight through instead of being recorded or stubbed.
package enum ReentryGuard {
    package static var isActive: Bool { sk_thread_guardDepth().pointee > 0 }

    package static func during<R>(_ body: () throws -> R) rethrows -> R {
        let depth = sk_thread_guardDepth()
        depth.pointee += 1
        defer { depth.pointee -= 1 }
        return try body()
    }
}
