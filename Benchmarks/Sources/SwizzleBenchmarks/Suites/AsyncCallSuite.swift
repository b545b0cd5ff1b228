import BenchmarkFixtures
import Dispatch
import SwizzleKit

/// Issue 14: an unspied `async` call through the table against the same method without
/// `@Swizzlable`, with a body that awaits nothing (and reads nothing, or the object's state) and
/// with one that awaits. Each batch awaits its calls in one task (created per batch for both sides
/// alike, a few microseconds in a ~5 ms batch) while the harness's thread waits for it. Each loop is
/// written out and calls its adder by name: a closure or a protocol between the loop and the call
/// would add a call to both sides and bring every ratio towards 1.
let asyncCallSuite = Suite(
    name: "async call",
    summary: "an unspied async table call vs the same async method without @Swizzlable"
) {
    let plain = opaque(PlainAsyncAdder()), dispatched = opaque(DispatchedAsyncAdder())
    let plainAwaiting = opaque(PlainAwaitingAdder()), dispatchedAwaiting = opaque(DispatchedAwaitingAdder())
    let offset = opaqueInt(0)
    let plainState = opaque(PlainStateAsyncAdder(offset: offset)), dispatchedState = opaque(DispatchedStateAsyncAdder(offset: offset))
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
            // The same with a body that awaits, so that the plain method hops on entry as well.
            Workload("plain async call, awaiting body") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await plainAwaiting.add(i, k) }
                    sink(sum)
                }
            },
            Workload("async table call, awaiting body") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await dispatchedAwaiting.add(i, k) }
                    sink(sum)
                }
            },
            // The same with a body that reads the object's state and awaits nothing.
            Workload("plain async call, body reading state") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await plainState.add(i, k) }
                    sink(sum)
                }
            },
            Workload("async table call, body reading state") { n in
                awaitBatch {
                    let k = opaqueInt(1)
                    var sum = 0
                    for i in 0..<n { sum &+= await dispatchedState.add(i, k) }
                    sink(sum)
                }
            },
        ],
        rows: [
            Row("async table call", against: "plain async call", goal: .ratioAtMost(1.3)),
            Row("async table call, body reading state", against: "plain async call, body reading state", goal: .ratioAtMost(1.3)),
            Row("async table call, awaiting body", against: "plain async call, awaiting body", goal: .ratioAtMost(1.3)),
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
