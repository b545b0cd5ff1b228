import BenchmarkFixtures
import SwizzleKit

/// The fast-path ratio depends on the body: with `a * 3 + b` it is nearly all dispatch. Here the
/// body is 16 dependent multiply-adds (about 20 ns) and each call takes the previous call's
/// result, as code that uses what it gets back does: the dispatch's loads and calls can then run
/// in the shadow of the previous body, and the ratio shows what is left of them.
let heavyBodySuite = Suite(
    name: "fast path, 20 ns body",
    summary: "table call vs plain Swift call with a 20 ns body, each call using the previous result"
) {
    let plain = opaque(PlainWorker()), dispatched = opaque(DispatchedWorker())
    return [Comparison(
        title: "fast path, 20 ns body",
        workloads: [
            Workload("plain Swift call, 20 ns body") { n in
                var result = opaqueInt(1)
                for _ in 0..<n { result = plain.work(result, 1) }
                sink(result)
            },
            Workload("table call, 20 ns body") { n in
                var result = opaqueInt(1)
                for _ in 0..<n { result = dispatched.work(result, 1) }
                sink(result)
            },
        ],
        rows: [
            Row("table call, 20 ns body", against: "plain Swift call, 20 ns body", goal: .ratioAtMost(1.2)),
        ]
    )]
}
