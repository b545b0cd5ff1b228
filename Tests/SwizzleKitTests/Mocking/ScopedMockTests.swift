import SwizzleKit
import Testing

/// Two parallel tests mock one class with different scoped mocks; each sees its own. A shared
/// rendezvous makes them overlap in time for certain (no sleeps).
@Suite("Scoped global mocks in parallel")
struct ScopedMockTests {
    static let rendezvous = Rendezvous(parties: 2)

    @Test(arguments: [10, 20])
    func eachTestSeesItsOwnMock(time: Int) async throws {
        try await GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { mock in
            mock.stub("now()").andReturn(time)
            await Self.rendezvous.arrive()  // both scopes are open now
            #expect(Clock.make().now() == time)
            let seenInChildTask = await Task { Clock.make().now() }.value
            #expect(seenInChildTask == time, "the task tree sees the scope's mock")
            await Self.rendezvous.arrive()  // both have checked before either closes
        }
        #expect(Clock.make().now() == 0, "removed when the scope ends")
    }

    @Test func scopedMocksAreRemovedWhenTheBodyThrows() async {
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await GlobalMocker.withGlobalMock(for: Clock.self, initSelector: "init()") { mock in
                mock.stub("now()").andReturn(99)
                throw Failure()
            }
        }
        #expect(Clock.make().now() == 0, "the mock is gone although the body threw")
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
