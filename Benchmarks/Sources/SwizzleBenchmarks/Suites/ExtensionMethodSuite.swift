import BenchmarkFixtures
import SwizzleKit

/// Issue 23: an unspied call of a method declared in a `@SwizzlableExtension` extension against
/// the same method declared in the class's body, of the same class: the same lookup, through the
/// entry the extension's method keeps itself.
let extensionMethodSuite = Suite(
    name: "extension method",
    summary: "an unspied table call of a method of an annotated extension vs the same method in the class's body"
) {
    let adder = opaque(ExtendedAdder())
    return [Comparison(
        title: "extension method",
        workloads: [
            Workload("class-body method") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= adder.add(i, k) }
                sink(sum)
            },
            Workload("extension method") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= adder.addInExtension(i, k) }
                sink(sum)
            },
            Workload("class-body generic method") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= adder.pick(k, i) }
                sink(sum)
            },
            Workload("extension generic method") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= adder.pickInExtension(k, i) }
                sink(sum)
            },
        ],
        rows: [
            Row("extension method", against: "class-body method", goal: .ratioAtMost(1.05)),
            Row("extension generic method", against: "class-body generic method", goal: .ratioAtMost(1.10)),
        ]
    )]
}
