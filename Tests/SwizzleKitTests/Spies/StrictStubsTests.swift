import SwizzleKit
import Testing

/// Strict stubs (Mockito's strictness, gMock's `StrictMock`): a strict spy fails its test for a
/// stub that answered no call, at the stub's line, and, with forwarding off, for a call no stub
/// matches, naming the call and the nearest stub. A lenient spy (the default) fails for neither.
@Suite("Strict stubs", .swizzleScoped)
struct StrictStubsTests {
    let calculator = Calculator()

    func makeSpy(_ strictness: StubStrictness = .strict) throws -> DirectInvocationSpy<Calculator> {
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: [.instance("add(_:_:)"), .instance("describe(_:)")]))
        spy.strictness = strictness
        return spy
    }

    @Test func anUnusedStubFailsTheTestWhenTheSpyEndsAtTheStubsLine() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").with(2, 3).andReturn(7)
        let unusedLine = #line + 1
        spy.stub("describe(_:)").with("total").andReturn("[sum]")
        withKnownIssue {
            spy.spy { #expect(calculator.add(2, 3) == 7) }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unnecessary stub: describe(_:) with (\"total\") andReturn(\"[sum]\"), added at SwizzleKitTests/StrictStubsTests.swift:\(unusedLine)")
                && text.contains("answered no call while direct spy on") && !text.contains("add(_:_:)")
                && issue.sourceLocation?.line == unusedLine
        }
    }

    @Test func endingTheSpyReportsAnUnusedStubOnce() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").andReturn(1)
        spy.beginSpying()
        withKnownIssue {
            spy.endSpying()
        } matching: { String(describing: $0).contains("Unnecessary stub: add(_:_:) andReturn(1)") }
        // Already reported: a second session that uses nothing reports nothing more.
        spy.spy {}
    }

    @Test func aStrictSpyWhoseStubsAllAnsweredPasses() throws {
        let spy = try makeSpy()
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").with(2, 3).andReturn(7)
        spy.stub("describe(_:)").andReturn("x")
        spy.spy {
            #expect(calculator.add(2, 3) == 7)
            #expect(calculator.describe("y") == "x")
        }
    }

    @Test func aLenientSpyIgnoresUnusedStubsAndUnstubbedCalls() throws {
        let spy = try makeSpy(.lenient)
        spy.forwardsMethodCalls = false
        spy.stub("add(_:_:)").with(2, 3).andReturn(7)
        spy.stub("describe(_:)").andReturn("x")
        spy.spy { #expect(calculator.add(1, 1) == 0) }
    }

    @Test func anUnstubbedCallFailsAStrictSpyThatDoesNotForwardNamingTheNearestStub() throws {
        let spy = try makeSpy()
        spy.forwardsMethodCalls = false
        let stubLine = #line + 1
        spy.stub("add(_:_:)").with(2, 3).andReturn(7)
        spy.stub("add(_:_:)").with(9, 9).andReturn(18)
        withKnownIssue {
            spy.spy {
                #expect(calculator.add(2, 3) == 7)
                #expect(calculator.add(9, 9) == 18)
                #expect(calculator.add(2, 4) == 0, "answered with the default, after failing the test")
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unexpected call add(_:_:)(2, 4) on direct spy on")
                && text.contains("a strict spy that does not forward calls: no stub matches it")
                && text.contains("The nearest stub is add(_:_:) with (2, 3) andReturn(7), added at SwizzleKitTests/StrictStubsTests.swift:\(stubLine)")
        }
        #expect(spy.invocations.count == 3, "the unexpected call is evidence too")
    }

    @Test func anUnstubbedCallOfAMethodWithNoStubSaysSo() throws {
        let spy = try makeSpy()
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.spy { #expect(calculator.describe("a") == "") }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unexpected call describe(_:)(\"a\")") && text.contains("describe(_:) has no stub.")
        }
    }

    @Test func aStrictSpyThatForwardsLetsUnstubbedCallsRunTheRealMethod() throws {
        let spy = try makeSpy()
        spy.spy { #expect(calculator.add(2, 2) == 4) }
    }

    @Test func aStrictSpyTheTestNeverEndsIsCheckedWhenItsScopeEnds() throws {
        let spy = try makeSpy()
        spy.stub("add(_:_:)").andReturn(1)
        withKnownIssue {
            SwizzleScope.checking("a test that never ends its spy") {
                spy.beginSpying()
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unnecessary stub: add(_:_:) andReturn(1)") || text.contains("left installed at the end of")
        }
        // Reported by the scope already: ending it now reports nothing more.
        spy.endSpying()
    }
}

/// The `.strictStubs` trait makes every spy its tests make strict; other tests' spies stay lenient.
@Suite("Strict stubs trait", .swizzleScoped, .strictStubs)
struct StrictStubsTraitTests {
    @Test func spiesMadeInTheTestAreStrict() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        #expect(spy.strictness == .strict)
        spy.stub("add(_:_:)").andReturn(3)
        withKnownIssue {
            spy.spy {}
        } matching: { String(describing: $0).contains("Unnecessary stub: add(_:_:) andReturn(3)") }
    }
}

@Test func spiesAreLenientWithoutTheTrait() throws {
    let spy = try #require(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
    #expect(spy.strictness == .lenient)
}
