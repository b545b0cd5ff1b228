import Foundation
import Synchronization
import SwizzleKit
import Testing

/// Not serialized on purpose: tests that spy on one class method, each its own way, run beside
/// each other and beside a test that calls it unspied. Each sees its own calls only.
@Suite("A spy on a class method sees its own test's calls")
struct SharedSubjectReachTests {
    static let calls = 2_000

    @Test func aTestStubsTheRateItsOwnWay() throws {
        try expectOwnStub(0.9)
    }

    @Test func anotherTestStubsTheSameRateAnotherWay() throws {
        try expectOwnStub(1.25)
    }

    @Test(.swizzleScoped) func aScopedTestStubsItAThirdWay() throws {
        try expectOwnStub(0.5)
    }

    /// Cases of one parameterized test are one test to Swift Testing's `Test.current`; the scope
    /// trait gives each its own scope, so each case's stub is its own.
    @Test(.swizzleScoped, arguments: [2.0, 3.0, 4.0]) func eachScopedCaseHasItsOwnStub(rate: Double) throws {
        try expectOwnStub(rate)
    }

    @Test func aTestThatSpiesOnNothingSeesTheRealRateThroughout() {
        for _ in 0..<Self.calls {
            #expect(ExchangeRates.rate(from: "EUR", to: "USD") == 1.1)
        }
    }

    private func expectOwnStub(_ rate: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.rate)
        #expect(spy.reach == .currentTest)
        spy.stub(ExchangeRates.SwizzleMethods().rate).andReturn(rate)
        let converted = spy.spy {
            (0..<Self.calls).map { _ in ExchangeRates.convert(100, from: "EUR", to: "USD") }
        }
        #expect(converted.allSatisfy { $0 == 100 * rate }, "only this test's stub answered", sourceLocation: sourceLocation)
        spy.verify(ExchangeRates.SwizzleMethods().rate).with("EUR", "USD").called(.exactly(Self.calls))
    }

    @Test func theTestsChildTasksAreItsTaskTree() async throws {
        let spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.rate)
        spy.stub(ExchangeRates.SwizzleMethods().rate).andReturn(7)
        let rates = await spy.spy {
            await withTaskGroup(of: Double.self) { group in
                for _ in 0..<8 { group.addTask { ExchangeRates.rate(from: "EUR", to: "CHF") } }
                return await group.reduce(into: [Double]()) { $0.append($1) }
            }
        }
        #expect(rates == Array(repeating: 7, count: 8))
        spy.verify(ExchangeRates.SwizzleMethods().rate).called(.exactly(8))
    }

    @Test(.swizzleScoped) func aThreadTheTestStartsIsNotItsTaskTreeUnlessItRunsInTheScope() throws {
        let spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.rate)
        spy.stub(ExchangeRates.SwizzleMethods().rate).andReturn(3)
        let scope = try #require(SwizzleScope.current)
        let (outside, inside) = spy.spy {
            (onAThread { ExchangeRates.rate(from: "EUR", to: "GBP") },
             onAThread { scope.withCurrent { ExchangeRates.rate(from: "EUR", to: "JPY") } })
        }
        #expect(outside == 1.1, "a thread of its own: the real rate")
        #expect(inside == 3, "inside the test's scope: the test's stub")
        let missing = spy.didCall("rate(from:to:)", withArguments: ["EUR", "GBP"])
        #expect(!missing.success)
        #expect(missing.failureMessage.contains("sees only the calls made in its own test's task tree"))
        #expect(missing.failureMessage.contains("reach to .wholeProcess"))
        #expect(spy.didCall("rate(from:to:)", withArguments: ["EUR", "JPY"], countSpecifier: .exactly(1)).success)
    }

    @Test func theWholeProcessReachSeesAThreadsCall() throws {
        let spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.lastUpdated)
        spy.reach = .wholeProcess
        spy.stub(ExchangeRates.SwizzleMethods().lastUpdated).andReturn("today")
        #expect(spy.spy { onAThread { ExchangeRates.lastUpdated() } } == "today")
        spy.verify(ExchangeRates.SwizzleMethods().lastUpdated).called(.once)
        #expect(ExchangeRates.lastUpdated() == "yesterday")
    }

    @Test func aSpyOnOneObjectSeesItsObjectsCallsWhateverItsReach() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        #expect(spy.reach == .wholeProcess)
        withKnownIssue {
            spy.reach = .currentTest
        } matching: { $0.description.contains("a spy on one object sees all of its object's calls") }
        #expect(spy.reach == .wholeProcess, "asking changed nothing")
        #expect(spy.spy { onAThread { calculator.add(2, 3) } } == 5)
        #expect(spy.didCall("add(_:_:)", countSpecifier: .exactly(1)).success)
    }
}

/// Runs `body` on a thread of its own (outside every task tree) and waits for its result.
func onAThread<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
    let result = Mutex<R?>(nil), done = DispatchSemaphore(value: 0)
    Thread {
        result.withLock { $0 = body() }
        done.signal()
    }.start()
    done.wait()
    return result.withLock { $0! }
}

/// The example of the DocC article "Scoping and parallel tests", compiled.
@Suite struct ScopingArticleExample {
    @Test func euroRatesAreStubbed() throws {
        let spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.rate)
        spy.stub(ExchangeRates.SwizzleMethods().rate).andReturn(0.9)
        #expect(spy.spy { ExchangeRates.convert(100, from: "EUR", to: "USD") } == 90)
    }
}

/// A spy made in a suite's `init`, where Swift Testing has made the test current but the scope
/// trait may not have begun its scope yet: it keeps to its test all the same.
@Suite(.swizzleScoped) struct SpyMadeInASuitesInit {
    let spy: DirectInvocationSpy<ExchangeRates.Type>

    init() throws {
        spy = try DirectInvocationSpy(on: ExchangeRates.self, spyingClassMethods: \.rate)
    }

    @Test func itSeesItsOwnTestsCalls() {
        #expect(spy.reach == .currentTest)
        spy.stub(ExchangeRates.SwizzleMethods().rate).andReturn(0.25)
        #expect(spy.spy { ExchangeRates.rate(from: "SEK", to: "NOK") } == 0.25)
        spy.verify(ExchangeRates.SwizzleMethods().rate).with("SEK", "NOK").called(.once)
    }
}
