@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// Structs and enums are spied per type: one spy sees every value's calls (a value has no
/// identity to tell one from another), and the type's static methods. Like a class-method spy,
/// it sees its own test's calls only, so the tests that spy on `Receipt` run in parallel.
@Suite struct ValueTypeSpyTests {
    @Test func everyValueOfAStructIsSpiedWithACallMadeInsideTheModule() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.formatted)
        let printed = spy.spy { (Receipt(cents: 5).printed(), Receipt(cents: 7).formatted()) }
        #expect(printed == ("Receipt: 5c", "7c"))
        spy.verify(\.formatted).called(.twice)
        #expect(spy.calls(\.formatted).map(\.result) == ["5c", "7c"])
    }

    @Test func aMutatingMethodForwardedChangesTheValueItWasCalledOn() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.add)
        var receipt = Receipt(cents: 1)
        spy.spy { receipt.add(41) }
        #expect(receipt == Receipt(cents: 42))
        spy.verify(\.add).with(41).called(.once)
    }

    @Test func stubsAnswerForEveryValueAndStaticMethodsAreTheTypes() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.formatted, \.zero, \.add)
        spy.stub(\.formatted).andReturn("free")
        spy.stub(\.zero).andReturn(Receipt(cents: 99))
        var receipt = Receipt(cents: 3)
        spy.stub(\.add).andDo { _ in }  // a mutating method stubbed: the value is left as it was
        spy.spy {
            #expect(Receipt(cents: 3).printed() == "Receipt: free")
            #expect(Receipt.zero() == Receipt(cents: 99))
            receipt.add(10)
        }
        #expect(receipt == Receipt(cents: 3))
        #expect(Receipt(cents: 3).formatted() == "3c")  // ended: the original again
    }

    @Test func aGenericMethodOfAStruct() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.labeled)
        #expect(spy.spy { Receipt(cents: 3).labeled(7) } == "7: 3c")
        spy.verify(\.labeled).called(.once)
        #expect(spy.calls(\.labeled).first?.arguments as? Int == 7)
    }

    @Test func anEnumIsSpiedLikeAStruct() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Currency.self, spying: \.symbol)
        spy.stub(\.symbol).andReturn("¤")
        #expect(spy.spy { [Currency.euro.symbol(), Currency.dollar.symbol()] } == ["¤", "¤"])
        spy.verify(\.symbol).called(.twice)
    }
}

/// A value with identity (`Identifiable`) is spied alone: its calls, told from other values' by
/// `id` (a copy is the same value), with stubs that answer for it only.
@Suite struct OneValueSpyTests {
    @Test func aSpyOnOneValueSeesItsCallsAndItsCopiesButNotOtherValues() throws {
        let watched = Transfer(id: 1, cents: 5_000), other = Transfer(id: 2, cents: 7_000)
        let spy = try DirectInvocationSpy(onValue: watched, spying: \.fee)
        spy.stub(\.fee).andReturn(0)
        let totals = spy.spy { (watched.total(), other.total(), Transfer(id: 1, cents: 100).fee()) }
        #expect(totals == (5_000, 7_070, 0))
        spy.verify(\.fee).called(.twice)
        // Called from a static method (a new session of evidence): only the watched value's.
        #expect(spy.spy { Transfer.batchFee([other, watched]) } == 70)
        spy.verify(\.fee).called(.once)
    }

    @Test func aSpyOnEveryValueSeesTheWatchedValueToo() throws {
        let watched = Transfer(id: 1, cents: 5_000)
        let one = try DirectInvocationSpy(onValue: watched, spying: \.fee)
        let every = try DirectInvocationSpy(onEveryValueOf: Transfer.self, spying: \.fee)
        every.beginSpying()
        one.spy { _ = watched.fee(); _ = Transfer(id: 3, cents: 300).fee() }
        every.endSpying()
        one.verify(\.fee).called(.once)
        every.verify(\.fee).called(.twice)
    }
}

/// Two tests that spy on every `Receipt` their own ways, run in parallel, with a test that
/// spies on none: each sees its own calls and its own stubs, thousands of times over.
@Suite struct ParallelValueSpyTests {
    static let calls = 1_000

    @Test func oneTestStubsTheFormatting() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.formatted)
        spy.stub(\.formatted).andReturn("paid")
        let printed = spy.spy { (0..<Self.calls).map { Receipt(cents: $0).printed() } }
        #expect(printed.allSatisfy { $0 == "Receipt: paid" })
        spy.verify(\.formatted).called(.exactly(Self.calls))
    }

    @Test func anotherTestForwardsItAndRecordsTheResults() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.formatted, \.add)
        var receipt = Receipt(cents: 0)
        let printed = spy.spy {
            (0..<Self.calls).map { _ in
                receipt.add(1)
                return receipt.formatted()
            }
        }
        #expect(printed == (1...Self.calls).map { "\($0)c" })
        spy.verify(\.add).with(1).called(.exactly(Self.calls))
        #expect(spy.calls(\.formatted).map(\.result) == printed)
    }

    @Test func aTestThatSpiesOnNoReceiptSeesTheRealOnes() {
        for cents in 0..<Self.calls {
            #expect(Receipt(cents: cents).printed() == "Receipt: \(cents)c")
        }
    }
}

/// Async methods: recorded, stubbed and forwarded (the original runs past the replacement).
@Suite struct AsyncSpyTests {
    @Test func anAsyncMethodForwardsAndACallInsideTheModuleIsRecorded() async throws {
        let ledger = Ledger()
        let spy = try DirectInvocationSpy(on: ledger, spying: \.settle)
        spy.beginSpying()
        let total = try await ledger.settleAll(["ab", "abcd"])
        spy.endSpying()
        // settle deposits 1 and answers balance(of: bank): 1 + 2, then 2 + 4.
        #expect(total == 9)
        #expect(ledger.entries == [1, 1])
        spy.verify(\.settle).with("ab").called(.once)
        #expect(spy.calls(\.settle).map(\.result) == [3, 6])
    }

    @Test func anAsyncMethodStubbedToThrowAndTheOriginalsErrorRecorded() async throws {
        let ledger = Ledger(), other = Ledger()
        let spy = try DirectInvocationSpy(on: ledger, spying: \.settle)
        spy.stub(\.settle).with("down").andThrow(LedgerError.insufficientFunds)
        spy.beginSpying()
        await #expect(throws: LedgerError.insufficientFunds) { try await ledger.settle(with: "down") }
        await #expect(throws: LedgerError.unknownBank) { try await ledger.settle(with: "") }
        #expect(try await other.settle(with: "down") == 5)
        spy.endSpying()
        #expect(spy.calls(\.settle).map { $0.error as? LedgerError } == [.insufficientFunds, .unknownBank])
    }

    @Test func concurrentAsyncCallsEachRunTheOriginalOnce() async throws {
        // 200 ledgers settled at once on the pool's threads: each call reaches its original once
        // (one deposit each), the spied one's call is recorded, the others pass through.
        let ledgers = (0..<200).map { _ in Ledger() }
        let spy = try DirectInvocationSpy(on: ledgers[0], spying: \.settle)
        spy.beginSpying()
        let totals = try await withThrowingTaskGroup(of: Int.self) { group in
            for ledger in ledgers { group.addTask { try await ledger.settle(with: "x") } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        spy.endSpying()
        #expect(totals == Array(repeating: 2, count: 200))
        #expect(ledgers.allSatisfy { $0.entries == [1] })
        spy.verify(\.settle).with("x").called(.once)
    }
}

final class ValueTypeSpyXCTests: XCTestCase {
    func testAStaticMethodOfAStructInSetUpAndTearDown() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Receipt.self, spying: \.zero)
        spy.beginSpying()
        XCTAssertEqual(Receipt.zero(), Receipt(cents: 0))
        spy.endSpying()
        spy.verify(\.zero).called(.once)
    }
}
