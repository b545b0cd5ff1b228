import BenchmarkFixtures
import SwizzleKit

/// Issue 2, cases 1 and 2 (hierarchy): a call through the dispatch table on the fast path, as
/// `@Swizzlable` generates it, against the same body as a plain Swift vtable call. The
/// `@Swizzlable` rows check that the hand-written DispatchedAdder costs what the macro's output
/// costs (issue 5 measures the macro against plain classes in more shapes).
let fastPathSuite = Suite(
    name: "fast path",
    summary: "table call vs plain Swift vtable call; 1 class, @Swizzlable, a 5-deep hierarchy"
) {
    let plain = opaque(PlainAdder()), dispatched = opaque(DispatchedAdder()), macro = opaque(MacroAdder())
    let plainDeep: PlainDeepRoot = opaque(PlainDeep4()), dispatchedDeep: DeepRoot = opaque(Deep4())
    return [Comparison(
        title: "fast path",
        workloads: [
            // The same loop in each: the argument the compiler cannot see keeps it from folding.
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
            Workload("@Swizzlable call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= macro.add(i, k) }
                sink(sum)
            },
            Workload("plain Swift call, 5-deep") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plainDeep.add(i, k) }
                sink(sum)
            },
            Workload("table call, 5-deep") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatchedDeep.add(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("table call", against: "plain Swift call", goal: .ratioAtMost(1.2)),
            Row("@Swizzlable call", against: "table call"),
            Row("table call, 5-deep", against: "plain Swift call, 5-deep", goal: .ratioAtMost(1.2)),
            Row("table call, 5-deep", against: "table call", goal: .ratioAtMost(1.1)),
        ]
    )]
}
