import SwizzleKit
import Testing

/// Scoped mocks: seen only by the scope's task tree, so tests running in parallel can mock one
/// class differently. This suite runs in parallel (with itself and with the others), and its
/// tests mock only Clock and Lamp, which no process-wide test touches.
@Suite("Scoped global mocks")
struct ScopedMockTests {
    static let rendezvous = Rendezvous(parties: 2)

    /// Two test cases run in parallel, each with its own scoped mock of Clock. The rendezvous
    /// makes both scopes certainly open at once before either checks, and keeps both open
    /// until both have checked. (The time limit only stops a hang if the cases were ever run
    /// one after the other; nothing is timed.)
    @Test(.timeLimit(.minutes(1)), arguments: [10, 20])
    func eachTestSeesItsOwnMock(time: Int) async throws {
        try await GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { mock in
            mock.stub("now()").andReturn(time)
            await Self.rendezvous.arrive()  // both scopes are open now
            #expect(Clock.make().now() == time)
            let seenInChildTask = await Task { Clock.make().now() }.value
            #expect(seenInChildTask == time, "the scope's task tree sees its mock")
            let seenElsewhere = await Task.detached { Clock.make().now() }.value
            #expect(seenElsewhere == 0, "a task outside the tree sees the real class")
            #expect(MockMap.mock(for: Clock.self) === mock)
            await Self.rendezvous.arrive()  // both have checked before either closes
            #expect(mock.constructions.count == 2, "only its own tree's constructions")
        }
        #expect(Clock.make().now() == 0, "removed when the scope ends")
        #expect(MockMap.mock(for: Clock.self) == nil)
    }

    /// The same overlap inside one test, without relying on the runner's parallelism.
    @Test func concurrentScopesInOneTaskGroup() async throws {
        let barrier = Rendezvous(parties: 3)
        try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for time in [1, 2, 3] {
                group.addTask {
                    try await GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { mock in
                        mock.stub("now()").andReturn(time)
                        await barrier.arrive()
                        let seen = Clock.make().now()
                        await barrier.arrive()
                        return (time, seen)
                    }
                }
            }
            for try await (time, seen) in group { #expect(seen == time) }
        }
        #expect(Clock.make().now() == 0)
    }

    @Test func scopedMocksAreRemovedWhenTheBodyThrows() async {
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { mock in
                mock.stub("now()").andReturn(99)
                let seen = await Task { Clock.make().now() }.value
                #expect(seen == 99)
                throw Failure()
            }
        }
        #expect(Clock.make().now() == 0, "the mock is gone although the body threw")
    }

    @Test func nestedScopesTheInnermostAnswers() throws {
        try GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { outer in
            outer.stub("now()").andReturn(1)
            try GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { inner in
                inner.stub("now()").andReturn(2)
                #expect(Clock.make().now() == 2)
                #expect(MockMap.mock(for: Clock.self) === inner)
                let layers = Swizzle.activeLayers.filter { $0.entry.hasPrefix("+[\(String(reflecting: Clock.self)) init()]") }
                #expect(layers.count >= 1 && layers.count <= 2,
                        "one shared layer for every open scope of the entry (a parallel test may be closing its own)")
            }
            #expect(Clock.make().now() == 1, "the outer one is back")
            try GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { inner in
                inner.undo()
                #expect(Clock.make().now() == 1, "undone early, the inner one declines and the outer one answers")
            }
            #expect(outer.constructions.count == 2)
        }
        #expect(Clock.make().now() == 0)
    }

    @Test func aScopedMockAnswersAboveAProcessWideOne() throws {
        let processWide = try GlobalMocker.globalMock(for: Lamp.self, initSelector: "init()")
        defer { processWide.undo() }
        processWide.stub("brightness()").andReturn(50)
        try GlobalMocker.withGlobalMock(for: Lamp.self, initSelector: "init()") { scoped in
            scoped.stub("brightness()").andReturn(5)
            #expect(Lamp.make().brightness() == 5)
            #expect(MockMap.mock(for: Lamp.self) === scoped)
        }
        #expect(Lamp.make().brightness() == 50, "outside the scope: the process-wide mock")
        #expect(MockMap.mock(for: Lamp.self) === processWide)
    }

    @Test func theSharedLayerBelongsToNoTest() throws {
        try SwizzleScope.checking("scoped mock in a checked scope") {
            try GlobalMocker.withGlobalMock(for: Kettle.self, initSelector: "init()") { _ in
                let mine = SwizzleScope.current?.activeLayers.map(\.entry) ?? []
                #expect(!mine.contains { $0.contains("init()") },
                        "a parallel test's cleanup must not take the shared layer from the others")
                #expect(mine.contains { $0.contains("boil()") }, "the mock object's own layers are this test's")
                #expect(Swizzle.activeLayers.contains { $0.entry.hasPrefix("+[\(String(reflecting: Kettle.self)) init()]") })
            }
        }
    }
}

/// Waits until `parties` tasks have arrived, then lets them all go; reusable.
actor Rendezvous {
    private let parties: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) { self.parties = parties }

    func arrive() async {
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            if waiting.count == parties {
                for waiter in waiting { waiter.resume() }
                waiting.removeAll()
            }
        }
    }
}
