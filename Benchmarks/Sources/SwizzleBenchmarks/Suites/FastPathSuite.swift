import BenchmarkFixtures
import SwizzleKit

/// Issue 2, cases 1 and 2 (hierarchy): a call through the dispatch table on the fast path, as
/// `@Swizzlable` generates it, against the same body as a plain Swift vtable call, in a class
/// and in subclasses 1 and 5 deep.
let fastPathSuite = Suite(
    name: "fast path",
    summary: "table call vs plain Swift vtable call; 1 class, subclasses 1 and 5 deep"
) {
    let plain = opaque(PlainAdder()), dispatched = opaque(DispatchedAdder())
    let plainDeep: PlainDeepRoot = opaque(PlainDeep4()), dispatchedDeep: DeepRoot = opaque(Deep4())
    let dispatchedSubclass: DeepRoot = opaque(Deep1())
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
            // A receiver of a direct subclass: the same path as 5-deep (runtimeClass is asked),
            // so the two differ only by depth.
            Workload("table call, 1-deep subclass") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatchedSubclass.add(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("table call", against: "plain Swift call", goal: .ratioAtMost(1.2)),
            Row("table call, 5-deep", against: "plain Swift call, 5-deep", goal: .ratioAtMost(1.2)),
            Row("table call, 5-deep", against: "table call", goal: .ratioAtMost(1.1)),
            Row("table call, 5-deep", against: "table call, 1-deep subclass", goal: .ratioAtMost(1.1)),
        ]
    )]
}
