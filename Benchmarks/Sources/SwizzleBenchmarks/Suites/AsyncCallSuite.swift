import BenchmarkFixtures
import Dispatch
import SwizzleKit

/// Issue 14: an unspied `async` call through the table against the same method without
/// `@Swizzlable`. Each batch awaits its calls in one task (created per batch for both sides
/// alike, a few microseconds in a ~5 ms batch) while the harness's thread waits for it.
let asyncCallSuite = Suite(
    name: "async call",
    summary: "an unspied async table call vs the same async method without @Swizzlable"
) {
    let plain = opaque(PlainAsyncAdder()), dispatched = opaque(DispatchedAsyncAdder())
    return [Comparison(
        title: "async call",
        workloads: [
            Workload("plain async call") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await plain.add(i, k) }
                    sink(sum)
                }
            },
            Workload("async table call") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await dispatched.add(i, k) }
                    sink(sum)
                }
            },
        ],
        rows: [
            Row("async table call", against: "plain async call", goal: .ratioAtMost(1.3)),
        ]
    )]
}

/// Runs `batch` in a task and waits for it on this thread.
private func awaitBatch(_ batch: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await batch()
        done.signal()
    }
    done.wait()
}
