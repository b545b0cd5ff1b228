import BenchmarkFixtures
import SwizzleKit

/// Issue 14: a stored property's get and set through the table, unspied, against the same
/// property without `@Swizzlable` (a class property of an open class from another module: a
/// call to its accessor, not a direct load, on both sides).
let storedPropertySuite = Suite(
    name: "stored property",
    summary: "an unspied stored-property get and set through the table vs the same property without @Swizzlable"
) {
    let plain = opaque(PlainCounter()), dispatched = opaque(DispatchedCounter())
    return [Comparison(
        title: "stored property",
        workloads: [
            Workload("plain get") { n in
                var sum = 0
                for _ in 0..<n { sum &+= plain.count }
                sink(sum)
            },
            Workload("table get") { n in
                var sum = 0
                for _ in 0..<n { sum &+= dispatched.count }
                sink(sum)
            },
            Workload("plain set") { n in
                for i in 0..<n { plain.count = i }
                sink(plain.count)
            },
            Workload("table set") { n in
                for i in 0..<n { dispatched.count = i }
                sink(dispatched.count)
            },
        ],
        rows: [
            Row("table get", against: "plain get", goal: .ratioAtMost(1.3)),
            Row("table set", against: "plain set", goal: .ratioAtMost(1.3)),
        ]
    )]
}
