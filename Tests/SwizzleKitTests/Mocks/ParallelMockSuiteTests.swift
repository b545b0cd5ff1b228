import Foundation
import SwizzleKit
import Testing

/// Tests that run in parallel (Swift Testing's default), each mocking `Courier` its own way with
/// 100 constructions, some in child and unstructured tasks, two of them with exclusive mocks
/// reached from detached tasks and threads; another test builds Couriers without mocking. No test
/// may see another's mock, the exclusive ones never overlap, and the leftover check (the trait)
/// fails none. CI runs this suite 20 times.
@Suite("Parallel mocks of one class", .swizzleScoped)
struct ParallelMockSuiteTests {
    static let exclusive = Overlap()

    @Test func aScopedMockWithAStub() throws {
        try GlobalMocker.withGlobalMock(for: Courier.self, initSelector: "init(route:)") { mock in
            mock.stub("company()").andReturn("stubbed A")
            for index in 0..<100 {
                let courier = index.isMultiple(of: 2) ? Courier.make(route: "a") : Courier(route: "a")
                #expect(courier.company() == "stubbed A")
            }
            #expect(mock.constructions.count == 100)
        }
    }

    @Test func aScopedMockWithAnOverrideInChildTasks() async throws {
        try await GlobalMocker.withGlobalMock(for: Courier.self, initSelector: "init(route:)",
                                              override: { _ in Courier(route: "override B") }) { mock in
            mock.stub("company()").andReturn("stubbed B")
            let companies = await withTaskGroup(of: String.self) { group in
                for _ in 0..<100 { group.addTask { Courier.make(route: "b").company() } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(companies == Array(repeating: "stubbed B", count: 100))
            #expect(mock.constructions.count == 100)
        }
    }

    @Test func aScopedMockInUnstructuredTasks() async throws {
        try await GlobalMocker.withGlobalMock(for: Courier.self, initSelector: "init(route:)") { mock in
            mock.stub("company()").andReturn("stubbed C")
            for _ in 0..<100 {
                let company = await Task { Courier(route: "c").company() }.value
                #expect(company == "stubbed C")
            }
            #expect(mock.constructions.count == 100)
        }
    }

    @Test func anExclusiveMockReachedFromDetachedTasksAndThreads() async throws {
        try await Self.exclusive.during {
            try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(route:)") { mock in
                try await Self.exclusive.during {
                    mock.stub("company()").andReturn("exclusive D")
                    try await expectEveryConstructionAnywhere(answers: "exclusive D", mock: mock)
                }
            }
        }
    }

    @Test func anotherExclusiveMockOfTheSameClassWaitsItsTurn() async throws {
        try await GlobalMocker.withExclusiveGlobalMock(for: Courier.self, initSelector: "init(route:)",
                                                       override: { _ in Courier(route: "override E") }) { mock in
            try await Self.exclusive.during {
                mock.stub("company()").andReturn("exclusive E")
                try await expectEveryConstructionAnywhere(answers: "exclusive E", mock: mock)
            }
        }
        #expect(Self.exclusive.most <= 2, "the outer count of D's test and one body at a time")
    }

    @Test func aTestThatOnlyBuildsTheClassIsNeverFailedForAnotherTestsMock() async {
        // It may meet an exclusive mock (every construction anywhere reaches one while it runs),
        // but the layers that mock puts on its objects are that mock's test's, not this one's.
        for _ in 0..<100 { _ = Courier(route: "f").company() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = Courier.make(route: "f").company() } }
        }
    }

    /// 100 constructions: on detached tasks (which inherit no binding), and on threads.
    private func expectEveryConstructionAnywhere(answers expected: String, mock: GlobalMock<Courier>) async throws {
        let before = mock.constructions.count
        for index in 0..<100 {
            let company: String
            if index.isMultiple(of: 4) {
                company = await withCheckedContinuation { continuation in
                    Thread.detachNewThread { continuation.resume(returning: Courier(route: "thread").company()) }
                }
            } else {
                company = await Task.detached { Courier.make(route: "detached").company() }.value
            }
            #expect(company == expected)
        }
        // At least these: a test that builds Couriers without mocking them adds its own meanwhile.
        #expect(mock.constructions.count - before >= 100)
    }
}
