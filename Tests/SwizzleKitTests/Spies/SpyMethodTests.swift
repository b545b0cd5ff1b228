import SwizzleKit
import Testing

/// Serialized: the indirect spies here put layers on `Greeter`'s own entries (their subject's
/// superclass), which the first test reads before and after its spy; run beside it, it saw one.
@Suite("Hand-written spy methods (spy selectors)", .serialized)
struct SpyMethodTests {
    @Test func theOriginalRunsTheSpyMethodWhichReachesTheOriginal() throws {
        let greeter = Greeter()
        let spyMethodBefore = unsafeBitCast(Greeter.runtimeClass.implementation(of: "spy_greet(_:)"), to: Int.self)
        greeter.saveSpyEvidence("keep me", for: .unrelated)
        let spy = try #require(DirectInvocationSpy(on: greeter, rootClass: Greeter.self, selectors: .greet))
        #expect(greeter.spyEvidence(for: .greetCalled) == nil, "no evidence before")
        spy.spy {
            #expect(greeter.greet("Ann") == "Hello, Ann")
            #expect(greeter.spyEvidence(for: .greetCalled) as? Bool == true)
            #expect(greeter.spyEvidence(for: .greetName) as? String == "Ann")
            #expect(Greeter().greet("Bo") == "Hello, Bo")
        }
        #expect(greeter.spyEvidence(for: .greetCalled) == nil, "listed evidence is removed at the end")
        #expect(greeter.spyEvidence(for: .greetName) == nil)
        #expect(greeter.spyEvidence(for: .unrelated) as? String == "keep me", "other evidence stays")
        #expect(spy.invocations.map(\.description) == ["greet(_:)(\"Ann\") -> \"Hello, Ann\""])
        #expect(greeter.greet("Cy") == "Hello, Cy")
        #expect(unsafeBitCast(Greeter.runtimeClass.implementation(of: "spy_greet(_:)"), to: Int.self) == spyMethodBefore,
                "the spy selector is its own method again")
        SpyEvidence.remove(.unrelated, on: greeter.receiverPointer)
    }

    @Test func withoutForwardingTheSpySelectorReturnsTheDefault() throws {
        let greeter = Greeter()
        let spy = try #require(DirectInvocationSpy(on: greeter, rootClass: Greeter.self, selectors: .greet))
        spy.forwardsMethodCalls = false
        #expect(spy.spy { greeter.greet("Ann") } == "")
        spy.stub("greet(_:)").andReturn("stubbed")
        #expect(spy.spy { greeter.greet("Ann") } == "stubbed")
    }

    @Test func indirectSpyMethodSeesTheSuperCall() throws {
        let loud = LoudGreeter()
        let spy = try #require(IndirectInvocationSpy(on: loud, rootClass: Greeter.self, selectors: .greet))
        spy.spy {
            #expect(loud.greet("ann") == "HELLO, ANN")
            #expect(loud.spyEvidence(for: .greetName) as? String == "ann")
            #expect(Greeter().greet("x") == "Hello, x")
        }
        #expect(loud.spyEvidence(for: .greetCalled) == nil)
        #expect(spy.didCall("greet(_:)", withArguments: ["ann"]).success)
    }

    @Test func classSpyMethods() throws {
        let spy = try #require(IndirectInvocationSpy(on: LoudGreeter.self, rootClass: Greeter.self, selectors: .standard))
        spy.spy {
            #expect(LoudGreeter.standard() == "Hi!")
            #expect(LoudGreeter.spyEvidence(for: .standardCalled) as? Bool == true)
        }
        #expect(LoudGreeter.spyEvidence(for: .standardCalled) == nil)
        #expect(spy.invocations.count == 1)
    }
}
