import BenchmarkFixtures
import SwizzleKit

/// Not today's code: two proposed shapes of the macro's fast path (TunedAdder.swift,
/// ExactClassAdder.swift), timed against today's shape and the plain call in the same rounds,
/// as evidence for the changes suggested in BENCHMARKS.md.
let hotPathProposalSuite = Suite(
    name: "hot path proposals",
    summary: "the fast path without swift_once (and without the runtimeClass call) vs today's"
) {
    let plain = opaque(PlainAdder()), dispatched = opaque(DispatchedAdder())
    let tuned = opaque(TunedAdder()), exact = opaque(ExactClassAdder())
    return [Comparison(
        title: "hot path proposals",
        workloads: [
            Workload("plain Swift call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("table call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
            Workload("table call, no swift_once") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= tuned.add(i, k) }
                sink(sum)
            },
            Workload("table call, no swift_once, no runtimeClass call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= exact.add(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("table call, no swift_once", against: "table call"),
            Row("table call, no swift_once", against: "plain Swift call", goal: .ratioAtMost(1.2)),
            Row("table call, no swift_once, no runtimeClass call", against: "plain Swift call", goal: .ratioAtMost(1.2)),
        ]
    )]
}
