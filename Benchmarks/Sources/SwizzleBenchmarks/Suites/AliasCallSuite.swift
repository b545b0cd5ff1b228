import BenchmarkFixtures
import SwizzleKit

/// Issue 23: a method whose types are an alias of `Int` crosses the table by pointer (the macro
/// cannot know the alias is a scalar, and no longer traps at run time); against the same method
/// over `Int`, by value, and the plain Swift call.
let aliasCallSuite = Suite(
    name: "alias types",
    summary: "a table call over a type alias of Int (by pointer) vs over Int (by value) vs plain"
) {
    let plain = opaque(PlainFinalAdder()), byValue = opaque(FinalAdder()), byPointer = opaque(AliasAdder())
    return [Comparison(
        title: "alias types",
        workloads: [
            Workload("plain Swift call, final class") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("table call, Int by value") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= byValue.add(i, k) }
                sink(sum)
            },
            Workload("table call, alias by pointer") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= byPointer.add(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("table call, alias by pointer", against: "table call, Int by value", goal: .ratioAtMost(1.1)),
            Row("table call, Int by value", against: "plain Swift call, final class"),
            Row("table call, alias by pointer", against: "plain Swift call, final class"),
        ]
    )]
}
