@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// An actor nobody annotated: its isolated methods, synchronous and async, spied per instance,
/// forwarded on the actor, with the calls it makes to itself recorded.
@Suite struct ActorSpyTests {
    @Test func anActorsMethodsForwardOnTheActorAndItsOwnCallsAreRecorded() async throws {
        let vault = Vault(), other = Vault()
        let spy = try DirectInvocationSpy(on: vault, spying: \.store, \.count)
        spy.beginSpying()
        let count = await vault.storeTwice("gold")
        _ = await other.store("silver")
        spy.endSpying()
        #expect(count == 2)
        spy.verify(\.store).with("gold").called(.twice)
        spy.verify(\.count).called(.once)
        #expect(spy.calls(\.store).map(\.result) == [1, 2])
    }

    @Test func anActorsMethodsStubbedForOneInstance() async throws {
        let vault = Vault(), other = Vault()
        let spy = try DirectInvocationSpy(on: vault, spying: \.count, \.label)
        spy.stub(\.count).andReturn(99)
        spy.stub(\.label).andReturn("stubbed")
        spy.beginSpying()
        #expect(await vault.count() == 99)
        #expect(vault.label() == "stubbed")
        #expect(await other.count() == 0)
        #expect(other.label() == "vault")
        spy.endSpying()
        #expect(await vault.count() == 0)
    }

    @Test func anActorsComputedPropertyIsForwardedOnTheActorAndStubbed() async throws {
        let vault = Vault()
        let spy = try DirectInvocationSpy(on: vault, spying: \.summary)
        spy.beginSpying()
        _ = await vault.store("gold")
        #expect(await vault.summary == "1 items")  // forwarded: the original, on the actor
        spy.stub(\.summary).andReturn("sealed")
        #expect(await vault.summary == "sealed")
        spy.endSpying()
        #expect(spy.calls(\.summary).map(\.result) == ["1 items", "sealed"])
        #expect(await vault.summary == "1 items")
    }

    @Test func concurrentCallsFromManyTasksReachTheActorOnce() async throws {
        let vault = Vault()
        let spy = try DirectInvocationSpy(on: vault, spying: \.store)
        spy.beginSpying()
        await withTaskGroup(of: Int.self) { group in
            for index in 0..<100 { group.addTask { await vault.store("item \(index)") } }
        }
        spy.endSpying()
        #expect(await vault.count() == 100)
        spy.verify(\.store).called(.exactly(100))
    }
}

final class ActorSpyXCTests: XCTestCase {
    func testAnAsyncActorMethodInSetUpAndTearDown() async throws {
        let vault = Vault()
        let spy = try DirectInvocationSpy(on: vault, spying: \.count)
        spy.beginSpying()
        let count = await vault.count()
        spy.endSpying()
        XCTAssertEqual(count, 0)
        spy.verify(\.count).called(.once)
    }
}
