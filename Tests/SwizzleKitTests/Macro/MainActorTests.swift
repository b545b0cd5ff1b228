import SwizzleKit
import Testing

/// A `@MainActor` class's methods, spied and stubbed from `@MainActor` tests: the real bodies
/// and the stubs' bodies run on the main actor.
@Suite("Main-actor classes", .swizzleScoped)
struct MainActorTests {
    @Test @MainActor func aSpyForwardsAndTheBodyRunsOnTheMainActor() throws {
        let screen = ProfileScreen()
        let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "render(name:)")])
        #expect(spy.spy { screen.render(name: "Ada") } == "Profile: Ada")
        #expect(screen.renders == 1)
        #expect(spy.didCall("render(name:)", withArguments: ["Ada"]).success)
        #expect(spy.invocations.first?.thread == InvocationThread.current, "recorded on the main actor's thread, where the test runs")
    }

    @Test @MainActor func stubsAnswerOnTheMainActor() throws {
        let screen = ProfileScreen()
        let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "badgeCount()"),
                                                      SpyCoselectors(methodType: .instance, original: "render(name:)")])
        spy.forwardsMethodCalls = false
        spy.stub("badgeCount()").andReturn(9)
        spy.stub("render(name:)").andDo { arguments in
            MainActor.assertIsolated("a stub of a main-actor method runs on the main actor")
            return "stubbed \(arguments[0])"
        }
        spy.spy {
            #expect(screen.badgeCount() == 9)
            #expect(screen.render(name: "Lin") == "stubbed Lin")
        }
        #expect(screen.renders == 0, "the real render never ran")
    }

    @Test @MainActor func aMainActorStoredPropertysGetterIsStubbedAndItsSetsRecorded() throws {
        let screen = ProfileScreen()
        let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "getter:title"),
                                                      SpyCoselectors(methodType: .instance, original: "setter:renders")])
        spy.stub("getter:title").andReturn("Stubbed")
        #expect(spy.spy { screen.render(name: "Bo") } == "Stubbed: Bo", "render reads the title through the table")
        #expect(spy.didCall("setter:renders", withArguments: [1]).success)
        #expect(screen.renders == 1, "the set was forwarded")
    }

    @Test @MainActor func asyncMainActorMethodsAreSpiedAndStubbed() async throws {
        let screen = ProfileScreen()
        let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "reload(page:)")])
        #expect(await spy.spy { await screen.reload(page: 2) } == "Profile page 2")
        #expect(spy.didCall("reload(page:)", withArguments: [2]).success)
        spy.forwardsMethodCalls = false
        spy.stub("reload(page:)").andReturn("stubbed")
        #expect(await spy.spy { await screen.reload(page: 3) } == "stubbed")
    }

    @Test @MainActor func nonisolatedMembersAndFactoriesAreDispatchedToo() throws {
        let screen = ProfileScreen.make()
        let spy = try DirectInvocationSpy(validating: screen, rootClass: ProfileScreen.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "version()")])
        #expect(spy.spy { screen.version() } == 2)
        #expect(spy.didCall("version()").success)
    }
}
