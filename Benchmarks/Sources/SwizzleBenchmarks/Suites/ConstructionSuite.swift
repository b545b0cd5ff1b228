import BenchmarkFixtures
import SwizzleKit

/// Issue 14: what `Type(…)` of an opted-in class pays for reaching global mocks (its initializer
/// is bracketed to report the object it built). Runs before any mock exists in the process (the
/// production case: one load and a few calls); the global mocks suite measures it again while a
/// mock of another class is installed.
let constructionSuite = Suite(
    name: "construction",
    summary: "init() of a @Swizzlable class, before any mock exists, vs the same class without the attribute"
) {
    [Comparison(
        title: "construction",
        workloads: [
            Workload("init(), plain class") { n in
                var sum = 0
                for _ in 0..<n { sum &+= address(PlainWidget()) }
                sink(sum)
            },
            Workload("init(), @Swizzlable class") { n in
                var sum = 0
                for _ in 0..<n { sum &+= address(UnmockedWidget()) }
                sink(sum)
            },
        ],
        rows: [Row("init(), @Swizzlable class", against: "init(), plain class")]
    )]
}
