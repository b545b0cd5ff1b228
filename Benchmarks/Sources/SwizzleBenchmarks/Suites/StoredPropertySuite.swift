import BenchmarkFixtures
import SwizzleKit

/// Issue 14: a stored property's get and set through the table, unspied, against the same
/// property without `@Swizzlable`: in an open class from another module (its accessors called
/// through the vtable on both sides; the plain one's read is a coroutine), and in a final class
/// (the plain one a direct load or store of the field). A final class's field in a loop would be
/// read once and kept in a register, so those workloads go round 16 objects, on both sides.
let storedPropertySuite = Suite(
    name: "stored property",
    summary: "an unspied stored-property get and set through the table vs the same property without @Swizzlable"
) {
    let plain = opaque(PlainCounter()), dispatched = opaque(DispatchedCounter())
    let plainFinals = (0..<16).map { _ in opaque(PlainFinalCounter()) }
    let dispatchedFinals = (0..<16).map { _ in opaque(DispatchedFinalCounter()) }
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
            Workload("plain get, final class") { n in
                var sum = 0
                for i in 0..<n { sum &+= plainFinals[i & 15].count }
                sink(sum)
            },
            Workload("table get, final class") { n in
                var sum = 0
                for i in 0..<n { sum &+= dispatchedFinals[i & 15].count }
                sink(sum)
            },
            Workload("plain set, final class") { n in
                for i in 0..<n { plainFinals[i & 15].count = i }
                sink(plainFinals[0].count)
            },
            Workload("table set, final class") { n in
                for i in 0..<n { dispatchedFinals[i & 15].count = i }
                sink(dispatchedFinals[0].count)
            },
        ],
        rows: [
            Row("table get", against: "plain get", goal: .ratioAtMost(1.3)),
            Row("table set", against: "plain set", goal: .ratioAtMost(1.3)),
            Row("table get, final class", against: "plain get, final class", goal: .ratioAtMost(1.3)),
            Row("table set, final class", against: "plain set, final class", goal: .ratioAtMost(1.3)),
        ]
    )]
}
