import SwizzleKit
import Testing

/// Not serialized: two tests here spy on `Calculator.version()`, one stubbing it, and a spy on a
/// class method sees only its own test's calls (``SpyReach/currentTest``).
@Suite("Indirect spies and class-method spies")
struct IndirectAndClassSpyTests {
    @Test func indirectSpySeesTheSuperCallOfItsSubjectOnly() throws {
        let subject = ScientificCalculator(), bystander = ScientificCalculator(), base = Calculator()
        let spy = try #require(IndirectInvocationSpy(on: subject, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.spy {
            #expect(subject.add(1, 2) == 1003, "the override reached the real superclass implementation")
            #expect(bystander.add(1, 2) == 1003)
            #expect(base.add(1, 2) == 3)
        }
        #expect(spy.invocations.count == 1)
        #expect(spy.invocations.first?.result as? Int == 3, "the superclass's own result")
        #expect(spy.didCall("add(_:_:)", withArguments: [1, 2], countSpecifier: .exactly(1)).success)
    }

    @Test func anOverrideThatSkipsSuperIsCaught() throws {
        let subject = ScientificCalculator()
        subject.callsSuper = false
        let spy = try #require(IndirectInvocationSpy(on: subject, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.spy { _ = subject.add(1, 2) }
        #expect(!spy.didCall("add(_:_:)").success)
    }

    @Test func indirectWithoutForwardingStubsTheSuperclass() throws {
        let subject = ScientificCalculator()
        let spy = try #require(IndirectInvocationSpy(on: subject, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").andReturn(5)
        #expect(spy.spy { subject.add(1, 2) } == 1005)
        #expect(subject.add(1, 2) == 1003)
    }

    @Test func directClassSpyRecordsCallsOnThatClassOnly() throws {
        let spy = try #require(DirectInvocationSpy(on: Calculator.self, rootClass: Calculator.self,
                                                   selectors: SpyCoselectors(methodType: .class, original: "version()")))
        spy.forwardsMethodCalls = false
        spy.stub("version()").andReturn(40)
        spy.spy {
            #expect(Calculator.version() == 40)
            #expect(ScientificCalculator.version() == 2, "the subclass is another receiver: its super call is not the subject's")
        }
        #expect(Calculator.version() == 1)
        #expect(spy.invocations.count == 1, "only the call whose receiver is Calculator itself")
        #expect(spy.invocations.first?.receiver as? Calculator.Type == Calculator.self)
    }

    @Test func indirectClassSpySeesTheSubclassSuperCall() throws {
        let spy = try #require(IndirectInvocationSpy(on: ScientificCalculator.self, rootClass: Calculator.self,
                                                     selectors: SpyCoselectors(methodType: .class, original: "version()")))
        spy.spy {
            #expect(ScientificCalculator.version() == 2)
            #expect(Calculator.version() == 1)
        }
        #expect(spy.invocations.count == 1)
        #expect(spy.invocations.first?.result as? Int == 1)
    }
}
