import SwizzleKit
import Testing
import XCTest

/// Several spies on one method all record, whichever of them answers: a call the upper spy
/// answers with a stub (or, not forwarding, with a default) never reaches the spy below it, which
/// is told of it and records it, with the answer the caller got.
@Suite("Stacked spies: a stub on the upper spy", .swizzleScoped)
struct StackedSpyStubTests {
    let calculator = Calculator()

    func spy(_ selector: Selector) throws -> DirectInvocationSpy<Calculator> {
        try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance(selector)))
    }

    @Test func theLowerSpyRecordsACallTheUpperSpysStubAnswered() throws {
        let lower = try spy("add(_:_:)"), upper = try spy("add(_:_:)")
        upper.stub("add(_:_:)").with(2, 3).andReturn(99)
        lower.spy {
            upper.spy {
                #expect(calculator.add(2, 3) == 99, "the upper spy's stub answers")
                #expect(calculator.add(1, 1) == 2, "no stub matches: forwarded through the lower spy")
            }
        }
        #expect(upper.invocations.map(\.arguments.count) == [2, 2])
        #expect(lower.invocations.count == 2, "both calls, the stubbed one too")
        #expect(lower.didCall("add(_:_:)", withArguments: [2, 3], countSpecifier: .exactly(1)).success)
        #expect(lower.invocations.first?.result as? Int == 99, "what the caller got")
        #expect(lower.didCall("add(_:_:)", withArguments: [1, 1], countSpecifier: .exactly(1)).success,
                "a forwarded call is recorded once, as it passes through")
    }

    @Test func theLowerSpyRecordsACallTheUpperSpyAnsweredWithADefault() throws {
        let lower = try spy("add(_:_:)"), upper = try spy("add(_:_:)")
        upper.forwardsMethodCalls = false
        lower.spy {
            upper.spy { #expect(calculator.add(4, 5) == 0, "Int's default") }
        }
        #expect(lower.didCall("add(_:_:)", withArguments: [4, 5], countSpecifier: .exactly(1)).success)
        #expect(upper.didCall("add(_:_:)", withArguments: [4, 5], countSpecifier: .exactly(1)).success)
    }

    @Test func aThrownStubIsRecordedAsThrownBelow() throws {
        let lower = try spy("divide(_:by:)"), upper = try spy("divide(_:by:)")
        upper.stub("divide(_:by:)").andThrow(CalculatorError(code: 9))
        lower.spy {
            upper.spy { _ = #expect(throws: CalculatorError(code: 9)) { try calculator.divide(8, by: 2) } }
        }
        #expect(lower.invocations.count == 1)
        #expect(lower.invocations.first?.error as? CalculatorError == CalculatorError(code: 9))
    }

    @Test func threeSpiesAllRecordAndAnEndedOneNoLonger() throws {
        let bottom = try spy("add(_:_:)"), middle = try spy("add(_:_:)"), top = try spy("add(_:_:)")
        top.stub("add(_:_:)").andReturn(7)
        bottom.beginSpying()
        middle.beginSpying()
        top.beginSpying()
        #expect(calculator.add(1, 2) == 7)
        middle.endSpying()
        #expect(calculator.add(3, 4) == 7)
        top.endSpying()
        bottom.endSpying()
        #expect(top.invocations.count == 2)
        #expect(middle.invocations.count == 1, "only while it spied")
        #expect(bottom.invocations.count == 2)
    }

    @Test func anAsyncCallTheUpperSpyStubbedIsRecordedBelowWhenAwaited() async throws {
        let service = ConfigService()
        func spy() throws -> DirectInvocationSpy<ConfigService> {
            try #require(DirectInvocationSpy(on: service, rootClass: ConfigService.self, selectors: .instance("fetchConfig(arg:)")))
        }
        let lower = try spy(), upper = try spy()
        upper.stub("fetchConfig(arg:)").andReturn(["stubbed": "yes"])
        lower.beginSpying()
        upper.beginSpying()
        let config = try await service.fetchConfig(arg: 3)
        upper.endSpying()
        lower.endSpying()
        #expect(config == ["stubbed": "yes"])
        #expect(lower.invocations.count == 1, "recorded once: not also as the real call the stub replaced")
        #expect(lower.invocations.first?.result as? [String: String] == ["stubbed": "yes"])
    }
}

/// The same from XCTest, where `SwizzleKitTestCase` ends both spies.
final class StackedSpyStubXCTests: SwizzleKitTestCase {
    func testTheLowerSpyRecordsACallTheUpperSpysStubAnswered() throws {
        let calculator = Calculator()
        let lower = try XCTUnwrap(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        let upper = try XCTUnwrap(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        upper.stub("add(_:_:)").andReturn(42)
        lower.beginSpying()
        upper.beginSpying()
        XCTAssertEqual(calculator.add(1, 2), 42)
        upper.endSpying()
        lower.endSpying()
        lower.verify("add(_:_:)", withArguments: [1, 2], countSpecifier: .exactly(1))
        XCTAssertEqual(lower.invocations.first?.result as? Int, 42)
    }
}
