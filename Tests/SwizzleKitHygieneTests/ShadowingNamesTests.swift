import SwizzleKit
import XCTest

/// In a module whose own types shadow `Int`, `Void`, `Never`, `Result`, `Task`, `Selector`,
/// `KeyPath`, `Error`…, what @Swizzlable generates still means the standard library's and
/// SwizzleKit's types: the calls run, and a spy records and stubs them. (XCTest, whose assertions
/// are plain functions: a test macro's expansion would meet the same shadowed names.)
final class ShadowingNamesTests: XCTestCase {
    func testGeneratedCodeMeansTheSameInAModuleThatShadowsItsNames() throws {
        let ledger = Ledger()
        var amount: Swift.Int = 1
        let spy = try DirectInvocationSpy(on: ledger, spying: \.total, \.nothing, \.count, \.move, \.flag, \.settle)
        spy.spy {
            XCTAssertEqual(ledger.total(3), 3)
            ledger.nothing()
            XCTAssertEqual(ledger.count(of: Task()), 1)
            ledger.move(&amount)
            XCTAssertTrue(ledger.flag())
            ledger.settle { _ in }
        }
        XCTAssertEqual(amount, 2)
        spy.verify(\.total).with(3).called(.once)
        spy.verify(\.nothing).called(.once)
        spy.verify(\.settle).called(.once)
        spy.forwardsMethodCalls = false
        spy.stub(\.count).andReturn(7)
        XCTAssertEqual(spy.spy { ledger.count(of: Task()) }, 7)
    }

    func testAnAsyncMethodAndASubclassesSuperCallWork() async throws {
        let ledger = Ledger()
        let loaded = await ledger.load()
        XCTAssertEqual(loaded, 2)
        let savings = Savings()
        let spy = try DirectInvocationSpy(on: savings, spying: \.describe)
        _ = spy.spy { savings.describe() }
        spy.verify(\.describe).called(.once)
    }
}
