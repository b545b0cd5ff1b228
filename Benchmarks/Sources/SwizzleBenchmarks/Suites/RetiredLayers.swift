import BenchmarkFixtures
import Foundation
import SwizzleKit

/// Frees every layer retired so far, for a count of a workload that retires layers (a spy begun
/// and ended, a test with a spy). A retired layer is freed once its grace period (250 ms of wall
/// time) has passed, by the next install: a count of such a workload held the frees of whatever
/// its grace periods let go while it ran, which depended on how fast valgrind ran it (a debug
/// test's count moved by 1,000 instructions between runs of the same binary on a busy and an idle
/// machine). Settled before the count, and again at its end inside it, every operation's layers
/// are freed once, in the count, and earlier workloads' are not.
func settleRetiredLayers() {
    usleep(300_000)  // past the grace period
    // An install frees what is past its grace period; this spy's own layer is left retired, for
    // the next settling (its begin and end add about 6 instructions to each of 10,000 counted).
    let adder = SpiedAdder()
    guard let spy = try? DirectInvocationSpy(on: adder, spying: \.add) else { fatalError("settling: no spy") }
    spy.beginSpying()
    spy.endSpying()
}
