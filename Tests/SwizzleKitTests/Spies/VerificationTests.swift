import SwizzleKit
import Testing

@Suite("Verification and failure messages")
struct VerificationTests {
    let calculator = Calculator()

    func spied(_ calls: (Calculator) -> Void) throws -> DirectInvocationSpy<Calculator> {
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: [.instance("add(_:_:)"), .instance("describe(_:)"), .instance("lookup(_:)")]))
        spy.spy { calls(calculator) }
        return spy
    }

    @Test func countSpecifiers() throws {
        let spy = try spied { _ = $0.add(1, 2); _ = $0.add(1, 2); _ = $0.add(3, 4) }
        #expect(spy.didCall("add(_:_:)").success)
        #expect(spy.didCall("add(_:_:)", countSpecifier: .exactly(3)).success)
        #expect(!spy.didCall("add(_:_:)", countSpecifier: .exactly(2)).success)
        #expect(spy.didCall("add(_:_:)", withArguments: [1, 2], countSpecifier: .exactly(2)).success)
        #expect(spy.didCall("add(_:_:)", withArguments: [3, 4], countSpecifier: .atMost(1)).success)
        #expect(!spy.didCall("add(_:_:)", withArguments: [1, 2], countSpecifier: .atMost(1)).success)
        #expect(spy.didCall("describe(_:)", countSpecifier: .never).success)
        #expect(!spy.didCall("add(_:_:)", countSpecifier: .never).success)
    }

    @Test func matchers() throws {
        let spy = try spied { _ = $0.lookup("pi"); _ = $0.add(5, 6) }
        #expect(spy.didCall("add(_:_:)", withArguments: [Match.any, 6]).success)
        #expect(spy.didCall("add(_:_:)", withArguments: [Match.where { ($0 as? Int ?? 0) > 4 }, Match.nonNil]).success)
        #expect(!spy.didCall("add(_:_:)", withArguments: [Match.where { ($0 as? Int ?? 0) > 5 }, 6]).success)
        #expect(spy.didCall("lookup(_:)", withArguments: ["pi"]).success)
        #expect(!spy.didCall("lookup(_:)", withArguments: [Match.nil]).success)
        let key = Captor<String>(), right = Captor<Int>()
        #expect(spy.didCall("lookup(_:)", withArguments: [key]).success)
        #expect(spy.didCall("add(_:_:)", withArguments: [5, right]).success)
        #expect(key.values == ["pi"])
        #expect(right.values == [6])
        #expect(spy.invocations.last?.result as? Int == 11)
    }

    @Test func aCaptorOfTheWrongTypeMatchesNothingAndSaysWhatItWanted() throws {
        let spy = try spied { _ = $0.add(1, 1) }
        let strings = Captor<String>()
        let result = spy.didCall("add(_:_:)", withArguments: [strings, Match.any])
        #expect(!result.success)
        #expect(result.failureMessage.contains("argument #1: expected <captor of String>, actual 1"), "\(result.failureMessage)")
        #expect(strings.values.isEmpty)
        let numbers = Captor<Int>()
        #expect(spy.didCall("add(_:_:)", withArguments: [numbers, Match.any]).success, "the spy is left as it was")
        #expect(numbers.values == [1])
    }

    @Test func aValueThatCannotBeComparedFailsClearly() throws {
        struct Opaque {}
        let spy = try spied { _ = $0.add(1, 1) }
        let result = spy.didCall("add(_:_:)", withArguments: [Opaque(), 1])
        #expect(!result.success)
        #expect(result.failureMessage.contains("cannot be compared"))
        #expect(result.failureMessage.contains("Opaque"))
    }

    @Test func wantedButNotInvokedListsTheCallsAndTheClosestDifference() throws {
        let spy = try spied { _ = $0.add(1, 3); _ = $0.add(2, 4) }
        let result = spy.didCall("add(_:_:)", withArguments: [2, 3])
        #expect(!result.success)
        let message = result.failureMessage
        #expect(message.contains("Wanted but not invoked: add(_:_:) with (2, 3)"))
        #expect(message.contains("forwarding on"))
        #expect(message.contains("1. add(_:_:)(1, 3) -> 4"))
        #expect(message.contains("2. add(_:_:)(2, 4) -> 6"))
        #expect(message.contains("Closest: call 1 — argument #1: expected 2, actual 1"), "\(message)")
        #expect(result.recordedCallsDescription == "  1. add(_:_:)(1, 3) -> 4\n  2. add(_:_:)(2, 4) -> 6")
    }

    @Test func wrongCountSaysHowOften() throws {
        let spy = try spied { _ = $0.describe("a"); _ = $0.describe("a") }
        let message = spy.didCall("describe(_:)", withArguments: ["a"], countSpecifier: .exactly(1)).failureMessage
        #expect(message.contains("Wanted exactly once: describe(_:) with (\"a\")"))
        #expect(message.contains("it was called twice with those arguments"))
    }

    @Test func neverCalledMentionsOtherCalls() throws {
        let spy = try spied { _ = $0.describe("a") }
        let message = spy.didCall("add(_:_:)").failureMessage
        #expect(message.contains("it was never called"))
        #expect(message.contains("(none)"))
        #expect(message.contains("Other calls on this subject: describe(_:)"))
    }

    @Test func verifyingASelectorThatIsNotSpiedFails() throws {
        let spy = try spied { _ = $0.add(1, 1) }
        let result = spy.didCall("history()", countSpecifier: .never)
        #expect(!result.success, "never passing silently for a selector the spy cannot see")
        #expect(result.failureMessage.contains("is not spied"))
    }

    @Test func verifyReportsAtTheCallersLine() throws {
        let spy = try spied { _ = $0.add(1, 1) }
        withKnownIssue {
            spy.verify("add(_:_:)", withArguments: [9, 9])
        } matching: { issue in
            issue.sourceLocation?.fileName == "VerificationTests.swift" && String(describing: issue).contains("(9, 9)")
        }
        #expect(spy.verify("add(_:_:)", withArguments: [1, 1]).success)
    }

    @Test func orderAcrossSpies() throws {
        let other = Calculator()
        let first = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        let second = try #require(DirectInvocationSpy(on: other, rootClass: Calculator.self, selectors: .instance("describe(_:)")))
        first.spy {
            second.spy {
                _ = calculator.add(1, 1)
                _ = other.describe("then")
                _ = calculator.add(2, 2)
            }
        }
        #expect(verifyInOrder([first.call("add(_:_:)", withArguments: [1, 1]), second.call("describe(_:)"),
                               first.call("add(_:_:)", withArguments: [2, 2])]).success)
        withKnownIssue {
            verifyInOrder([second.call("describe(_:)"), first.call("add(_:_:)", withArguments: [1, 1])])
        } matching: { String(describing: $0).contains("was not made after call 1") }
    }
}
