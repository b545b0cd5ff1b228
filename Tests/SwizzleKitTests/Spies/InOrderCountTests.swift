import SwizzleKit
import Testing

/// In-order verification with counts, and its non-reporting form.
@Suite("In order, with counts")
struct InOrderCountTests {
    @Test func eachStepsCountIsCheckedBetweenItsNeighbours() throws {
        let calculator = Calculator()
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                          selectors: [.instance("add(_:_:)"), .instance("describe(_:)")])
        spy.spy {
            _ = calculator.add(1, 1)
            _ = calculator.add(2, 2)
            _ = calculator.describe("done")
            _ = calculator.add(3, 3)
        }
        #expect(didCallInOrder([spy.call("add(_:_:)", count: .exactly(2)), spy.call("describe(_:)"),
                                spy.call("add(_:_:)", count: .exactly(1))]).success)
        verifyInOrder([
            spy.call("add(_:_:)", count: .exactly(2)),
            spy.call("describe(_:)"),
            spy.call("add(_:_:)", count: .exactly(1)),
        ])
        let tooMany = didCallInOrder([spy.call("add(_:_:)", count: .exactly(1)), spy.call("describe(_:)")])
        #expect(!tooMany.success)
        #expect(tooMany.failureMessage.contains("add(_:_:) exactly once on direct spy"))
        #expect(tooMany.failureMessage.contains("it was made twice there"))
        let missing = didCallInOrder([spy.call("describe(_:)"), spy.call("add(_:_:)", count: .atLeast(2))])
        #expect(!missing.success, "only one add after describe")
        #expect(missing.failureMessage.contains("at least twice after call 1"))
        withKnownIssue {
            verifyInOrder([spy.call("describe(_:)"), spy.call("add(_:_:)", count: .atLeast(2))])
        } matching: { String(describing: $0).contains("it was made once there") }
        #expect(!didCallInOrder([spy.call("add(_:_:)", count: .atLeast(-1))]).success, "a negative count is no count")
    }
}
