import SwizzleKit
import Testing

/// An actor's synchronous and asynchronous methods through the table: spied on one actor only,
/// forwarded, stubbed; the real bodies run isolated to the actor.
@Suite("Actors", .swizzleScoped)
struct ActorTests {
    @Test func syncAndAsyncMethodsAreSpiedAndForwarded() async throws {
        let ledger = Ledger(), other = Ledger()
        let spy = try DirectInvocationSpy(validating: ledger, rootClass: Ledger.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "add(_:)"),
                                                      SpyCoselectors(methodType: .instance, original: "settle(note:)")])
        try await spy.spy { () async throws in
            #expect(await ledger.add(5) == 5)
            #expect(await ledger.add(2) == 7)
            #expect(try await ledger.settle(note: "day") == "day: 7")
            #expect(await other.add(1) == 1, "another actor of the class is not spied")
        }
        #expect(spy.didCall("add(_:)", countSpecifier: .exactly(2)).success)
        #expect(spy.invocations.map { $0.result as? Int } == [5, 7, nil])
        #expect(spy.invocations.last?.result as? String == "day: 7")
    }

    @Test func anActorsStoredPropertyIsSpiedFromItsOwnMethods() async throws {
        let ledger = Ledger()
        let spy = try DirectInvocationSpy(validating: ledger, rootClass: Ledger.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "setter:total"),
                                                      SpyCoselectors(methodType: .instance, original: "getter:total")])
        spy.stub("getter:total").andReturn(100)
        #expect(await spy.spy { await ledger.add(5) } == 100, "add stored 105 through the setter; its read was stubbed")
        #expect(spy.didCall("setter:total", withArguments: [105]).success)
    }

    @Test func stubsAnswerAnActorsMethods() async throws {
        let ledger = Ledger()
        let spy = try DirectInvocationSpy(validating: ledger, rootClass: Ledger.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "add(_:)"),
                                                      SpyCoselectors(methodType: .instance, original: "settle(note:)"),
                                                      SpyCoselectors(methodType: .instance, original: "currency()")])
        spy.forwardsMethodCalls = false
        spy.stub("add(_:)").andReturn(100)
        spy.stub("settle(note:)").andThrow(ConfigUnavailable())
        spy.stub("currency()").andReturn("SEK")
        try await spy.spy { () async throws in
            #expect(await ledger.add(1) == 100)
            await #expect(throws: ConfigUnavailable.self) { try await ledger.settle(note: "x") }
            #expect(ledger.currency() == "SEK")
        }
        #expect(await ledger.add(1) == 1, "the stubbed add never ran; the real one does after spying")
    }

    @Test func staticAsyncFactoriesAreDispatchedToo() async throws {
        let spy = try DirectInvocationSpy(validating: Ledger.self, rootClass: Ledger.self,
                                          selectors: [SpyCoselectors(methodType: .class, original: "opening(with:)")])
        let ledger = await spy.spy { await Ledger.opening(with: 3) }
        #expect(await ledger.add(0) == 3)
        #expect(spy.didCall("opening(with:)", withArguments: [3]).success)
    }
}
