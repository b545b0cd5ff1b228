import BenchmarkFixtures
import SwizzleKit

/// Issue 4: a construction through `make()` while a global mock replaces it, against the same
/// `make()` unmocked (and a plain `init()`, the floor); and the same construction inside a
/// scoped mock, which reads the task-local list of scopes on every construction.
let globalMockSuite = Suite(
    name: "global mocks",
    summary: "make() under a process-wide and a scoped global mock vs unmocked make() and init()"
) {
    let mock = try GlobalMocker.globalMock(for: MockedWidget.self, initSelector: "init()")
    precondition(MockedWidget.make() === mock.object && UnmockedWidget.make() !== UnmockedWidget.make())
    return [Comparison(
        title: "global mocks",
        workloads: [
            Workload("init(), no table") { n in
                var sum = 0
                for _ in 0..<n { sum &+= address(UnmockedWidget()) }
                sink(sum)
            },
            Workload("make(), unmocked") { n in
                var sum = 0
                for _ in 0..<n { sum &+= address(UnmockedWidget.make()) }
                sink(sum)
            },
            Workload("make(), process-wide global mock") { n in
                var sum = 0
                for _ in 0..<n { sum &+= address(MockedWidget.make()) }
                sink(sum)
                withExtendedLifetime(mock) {}
            },
            // The scope is entered once per batch (install and undo of one layer, ~µs) and
            // spread over the batch's constructions (a 5 ms batch holds tens of thousands).
            Workload("make(), inside a scoped global mock") { n in
                try! GlobalMocker.withGlobalMock(for: ScopedWidget.self, initSelector: "init()") { _ in
                    var sum = 0
                    for _ in 0..<n { sum &+= address(ScopedWidget.make()) }
                    sink(sum)
                }
            },
        ],
        rows: [
            Row("make(), process-wide global mock", against: "make(), unmocked", goal: .ratioAtMost(3)),
            Row("make(), inside a scoped global mock", against: "make(), unmocked", goal: .ratioAtMost(3)),
            Row("make(), inside a scoped global mock", against: "make(), process-wide global mock"),
            Row("make(), unmocked", against: "init(), no table"),
        ]
    )]
}
