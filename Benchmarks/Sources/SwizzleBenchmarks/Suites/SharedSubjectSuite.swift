import BenchmarkFixtures
import SwizzleKit

/// Issue 26: a spy on a class method sees only its own test's calls. A spied class-method call
/// whose spy was made in a test's scope (each call reads the calling task's scope, a task-local)
/// against the same call to a spy made outside every test (which sees the whole process), and a
/// call another test makes, which passes the scoped spy's layer, against an unspied call; and
/// (issue 25) that unspied class-method call, which skips the lookup, against a plain one.
let sharedSubjectSuite = Suite(
    name: "shared subject",
    summary: "class-method spied call: spy scoped to its test vs whole process; another test's call passing it"
) {
    let scope = SwizzleScope("benchmark test")
    guard let processWide = try? DirectInvocationSpy(on: ProcessWideRates.self, spyingClassMethods: \.rate),
          let testScoped = scope.withCurrent({ try? DirectInvocationSpy(on: TestScopedRates.self, spyingClassMethods: \.rate) })
    else { fatalError("shared subject: could not create the spies") }
    processWide.beginSpying()  // for the rest of the run: the workloads hold them
    scope.withCurrent { testScoped.beginSpying() }
    let expected = UnspiedRates.rate(2, 1)
    precondition(processWide.reach == .wholeProcess && testScoped.reach == .currentTest)
    precondition(scope.withCurrent { TestScopedRates.rate(2, 1) } == expected && testScoped.invocations.count == 1)
    precondition(TestScopedRates.rate(2, 1) == expected && testScoped.invocations.count == 1, "another test's call is not seen")
    return [Comparison(
        title: "shared subject",
        workloads: [
            Workload("class-method spied call, spy made outside any test") { n in
                processWide.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= ProcessWideRates.rate(i, k) }
                sink(sum)
            },
            Workload("class-method spied call, spy and call in one test's scope") { n in
                testScoped.clearEvidence()
                let k = opaqueInt(1)
                scope.withCurrent {
                    var sum = 0
                    for i in 0..<n { sum &+= TestScopedRates.rate(i, k) }
                    sink(sum)
                }
            },
            Workload("another test's call, passing the scoped spy") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= TestScopedRates.rate(i, k) }
                sink(sum)
            },
            Workload("class-method table call, no spy") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= UnspiedRates.rate(i, k) }
                sink(sum)
            },
            // Issue 25: a class method skips the lookup too while nothing is installed.
            Workload("plain class-method call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= PlainRates.rate(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("class-method spied call, spy and call in one test's scope",
                against: "class-method spied call, spy made outside any test", goal: .ratioAtMost(1.1)),
            Row("another test's call, passing the scoped spy", against: "class-method table call, no spy"),
            Row("class-method spied call, spy made outside any test", against: "class-method table call, no spy"),
            Row("class-method table call, no spy", against: "plain class-method call", goal: .ratioAtMost(1.3)),
        ]
    )]
}
