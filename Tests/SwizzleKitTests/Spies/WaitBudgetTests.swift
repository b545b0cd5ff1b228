import SwizzleKit
import SwizzleSpies
import Testing

/// `waitUntilCalled`'s timeout counts the time its checks slept, at most 10 ms a check: a stall
/// of the waiting task (every thread of the cooperative pool busy with other tests' work) does
/// not use up the timeout of a correct test.
@Suite("Wait budget")
struct WaitBudgetTests {
    @Test func checksThatWakeOnTimeAreChargedWhatTheySlept() {
        var budget = WaitBudget(timeout: .milliseconds(5))
        for _ in 0 ..< 4 { budget.charge(sleptFor: .microseconds(1_100)) }
        #expect(budget.charged == .microseconds(4_400))
        #expect(!budget.isSpent)
        budget.charge(sleptFor: .microseconds(1_100))
        #expect(budget.isSpent)
    }

    @Test func aStalledCheckIsChargedAtMostTenMilliseconds() {
        var budget = WaitBudget(timeout: .milliseconds(100))
        budget.charge(sleptFor: .seconds(12))  // the pool's threads were busy for 12 s
        #expect(budget.charged == WaitBudget.chargePerCheck)
        #expect(WaitBudget.chargePerCheck == .milliseconds(10))
        #expect(!budget.isSpent, "the stall did not use up the timeout")
    }

    @Test func aWaitStillEndsAfterItsTimeoutOfChecks() {
        var budget = WaitBudget(timeout: .milliseconds(100))
        var checks = 0
        while !budget.isSpent {
            budget.charge(sleptFor: .seconds(1))
            checks += 1
        }
        #expect(checks == 10, "at most 10 ms a check: a wait ends after timeout / 10 ms checks however late each wakes")
    }
}
