import BenchmarkFixtures
import SwizzleKit

/// Issue 24: what production code pays for `@Swizzlable` with no argument. In a release build the
/// class is compiled as written (the default condition is DEBUG), so its call must cost what the
/// plain class's does; in a debug build it is a table call, shown beside one.
let productionDefaultSuite = Suite(
    name: "production default",
    summary: "a call of a class annotated with plain @Swizzlable vs the same class without it, vs a table call"
) {
    let plain = opaque(UnannotatedTwinAdder()), annotated = opaque(ProductionDefaultAdder()), dispatched = opaque(DispatchedAdder())
    return [Comparison(
        title: "production default",
        workloads: [
            Workload("the same class without @Swizzlable") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("@Swizzlable, default condition") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= annotated.add(i, k) }
                sink(sum)
            },
            Workload("@Swizzlable(behindPreprocessorFlag: nil)") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
        ],
        rows: [
            // The goal is for release builds; a debug build dispatches (DEBUG is set).
            Row("@Swizzlable, default condition", against: "the same class without @Swizzlable", goal: isDebugBuild ? .none : .ratioAtMost(1.02)),
            Row("@Swizzlable(behindPreprocessorFlag: nil)", against: "the same class without @Swizzlable"),
        ]
    )]
}

/// Whether this benchmark binary is a debug build (the default condition of `@Swizzlable` is set).
private var isDebugBuild: Bool {
    #if DEBUG
    true
    #else
    false
    #endif
}
