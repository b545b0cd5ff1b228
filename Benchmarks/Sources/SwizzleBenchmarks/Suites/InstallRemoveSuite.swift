import BenchmarkFixtures
import SwizzleKit
import CSwizzleRuntime  // the count of libffi closures alive, beneath the Swift API
import Synchronization

/// Issue 2, case 5: installing one layer and restoring it. Reported against an uncontended
/// `Mutex` lock + unlock (install and restore each take the registry's and the runtime's locks:
/// this is the floor of one locked update) and against one fast-path call. An
/// `.implementation` layer (a C function, no libffi closure) splits the closure's share out.
let installRemoveSuite = Suite(
    name: "install and remove",
    summary: "Swizzle.install + token.restore() of one layer vs Mutex lock/unlock and one table call"
) {
    let target = InstallAdder.runtimeClass, selector = InstallAdder.selAdd
    let dispatched = opaque(DispatchedAdder())
    let mutex = Mutex(0)
    let replacement: AddIMP = { _, _, a, b in a &+ b }
    let closuresBefore = sk_closure_liveCount(), residentBefore = residentBytes()
    return [Comparison(
        title: "install and remove",
        workloads: [
            Workload("Mutex lock + unlock") { n in
                for i in 0..<n { mutex.withLock { $0 &+= i } }
                sink(mutex.withLock { $0 })
            },
            Workload("table call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
            Workload("install + restore a .handler layer") { n in
                for _ in 0..<n {
                    let token = try! Swizzle.install(.handler { _, forward in forward() }, on: target, selector)
                    try! token.restore()
                }
            },
            Workload("install + restore an .implementation layer") { n in
                for _ in 0..<n {
                    let token = try! Swizzle.install(.implementation(unsafeBitCast(replacement, to: (@convention(c) () -> Void).self)),
                                                     on: target, selector)
                    try! token.restore()
                }
            },
        ],
        rows: [
            Row("install + restore a .handler layer", against: "Mutex lock + unlock"),
            Row("install + restore a .handler layer", against: "table call"),
            Row("install + restore an .implementation layer", against: "Mutex lock + unlock"),
        ],
        notes: {
            // Restored closures are retired, and reused only after a grace period: a tight
            // install/restore loop keeps about (installs per grace period) of them alive, each
            // holding its handler (and what the handler captured) until it is reused.
            ["libffi closures alive: \(closuresBefore) before, \(sk_closure_liveCount()) after; "
                + "resident memory grew by \(formatMebibytes(residentBytes() - residentBefore))"]
        }
    )]
}
