import SwizzleKit
import Testing

/// Issue 23: every read of typed evidence a user writes compiles and answers the recorded values:
/// key-path `map`s, tuple members, closure arguments, `async`, generic and throwing members,
/// results, and the verification chain. `swift test` compiling this file is the CI check that
/// none of them crashes the compiler (Swift 6.3.1 did, on `calls.map(\.description)` and on
/// `call.arguments.0` of a method that takes a closure).
@Suite struct TypedEvidenceReadTests {
    @Test func keyPathMapsOverTheCalls() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.charge)
        spy.spy {
            _ = payments.charge(500, currency: "EUR")
            _ = payments.charge(7, currency: "USD")
        }
        // The snippet of EvidenceAndVerification.md, "Typed evidence":
        let calls = spy.calls(\.charge)
        #expect(calls.map(\.arguments.0) == [500, 7])
        #expect(calls.map(\.arguments.1) == ["EUR", "USD"])
        #expect(calls.map(\.result?.description) == ["500 EUR", "7 USD"])
        #expect(calls.map(\.description) == [#"charge(_:currency:)(500, "EUR") -> 500 EUR"#, #"charge(_:currency:)(7, "USD") -> 7 USD"#])
        let call = try #require(calls.first)
        #expect(call.arguments == (500, "EUR") && call.error == nil)

        #expect(spy.calls(\.charge).map(\.description).count == 2)
        #expect(calls.map(\.result) == [CardReceipt(amount: 500, currency: "EUR"), CardReceipt(amount: 7, currency: "USD")])
        #expect(calls.compactMap(\.result).map(\.description) == ["500 EUR", "7 USD"])
        #expect(calls.map(\.error).allSatisfy { $0 == nil })
        #expect(calls.map(\.selector) == ["charge(_:currency:)", "charge(_:currency:)"])
        #expect(calls.map(\.sequenceNumber) == calls.map(\.sequenceNumber).sorted())
    }

    @Test func tupleMembersAndResults() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.charge)
        spy.spy { _ = payments.charge(500, currency: "EUR") }
        let call = try #require(spy.calls(\.charge).first)
        #expect(call.arguments.0 == 500)
        #expect(call.arguments.1 == "EUR")
        #expect(call.arguments == (500, "EUR"))
        let (amount, currency) = call.arguments
        #expect(amount == 500 && currency == "EUR")
        #expect(call.result == CardReceipt(amount: 500, currency: "EUR"))
        #expect(call.result?.description == "500 EUR")
        #expect(call.description == #"charge(_:currency:)(500, "EUR") -> 500 EUR"#)
        #expect(spy.calls(\.charge).first?.arguments.0 == 500)
        #expect(spy.calls(\.charge).last?.result?.currency == "EUR")
        let typed: [Invocation<CardReceipt, (Int, String)>] = spy.calls(\.charge)
        #expect(typed.count == 1)
        spy.verify(\.charge).with(500, "EUR").called(.once)
        spy.verify(\.charge).with(.where { $0 > 100 }, .value("EUR")).called(.once)
        #expect(spy.verify(\.charge).with(1, "EUR").check(.never).success)
    }

    /// A closure the method does not let escape is `Any` in its reference (a placeholder, never
    /// the closure); the other arguments read as their types.
    @Test func aNonEscapingClosureArgument() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.forEachCharge)
        var seen: [Int] = []
        spy.spy { payments.forEachCharge([1, 2]) { seen.append($0) } }
        #expect(seen == [1, 2])
        let calls = spy.calls(\.forEachCharge)
        let call = try #require(calls.first)
        #expect(call.arguments.0 == [1, 2])
        #expect(!(call.arguments.1 is Int))
        #expect(calls.map(\.arguments.0) == [[1, 2]])
        #expect(calls.map(\.arguments.1).count == 1)
        #expect(calls.map(\.description).count == 1)
        spy.verify(\.forEachCharge).with(.value([1, 2]), .any).called(.once)
    }

    /// An escaping closure is recorded as itself: a test can call it.
    @Test func escapingClosureArguments() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.whenSettled, \.settle)
        let settled = Captor<Int>()
        var values: [Int] = []
        spy.spy {
            payments.whenSettled { values.append($0) }
            payments.settle(3) { values.append($0) }
        }
        #expect(values == [42, 6])

        let alone = try #require(spy.calls(\.whenSettled).first)
        alone.arguments(1)
        spy.calls(\.whenSettled).map(\.arguments).forEach { $0(2) }
        spy.calls(\.whenSettled)[0].arguments(3)
        #expect(spy.calls(\.whenSettled).map(\.description).count == 1)

        let beside = try #require(spy.calls(\.settle).first)
        #expect(beside.arguments.0 == 3)
        beside.arguments.1(10)
        let handler = beside.arguments.1
        handler(11)
        #expect(spy.calls(\.settle).map(\.arguments.0) == [3])
        spy.calls(\.settle).map(\.arguments.1).forEach { $0(12) }
        spy.calls(\.settle)[0].arguments.1(13)
        #expect(values == [42, 6, 1, 2, 3, 10, 11, 12, 13])

        spy.verify(\.whenSettled).with(.any).called(.once)
        spy.verify(\.settle).with(.captured(by: settled), .any).called(.once)
        spy.verify(\.settle).with(.value(3), .where { _ in true }).called(.once)
        #expect(settled.values == [3])
    }

    @Test func asyncMembers() async throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.balance, \.refund)
        // One spying session: the next `spy.spy` (`beginSpying()`) starts the evidence afresh.
        try await spy.spy { () async throws in
            #expect(await payments.balance(of: "ab") == 200)
            #expect(try await payments.refund(CardReceipt(amount: 9, currency: "EUR")) == 9)
            await #expect(throws: CardPaymentDeclined(reason: "nothing to refund")) {
                try await payments.refund(CardReceipt(amount: 0, currency: "EUR"))
            }
        }
        let balances = spy.calls(\.balance)
        #expect(balances.map(\.result) == [200])
        #expect(balances.map(\.arguments) == ["ab"])
        #expect(balances.map(\.description) == [#"balance(of:)("ab") -> 200"#])
        #expect(balances.first?.arguments == "ab")
        let refunds = spy.calls(\.refund)
        #expect(refunds.map(\.arguments.amount) == [9, 0])
        #expect(refunds.map(\.result) == [9, nil])
        #expect(refunds.map { $0.error as? CardPaymentDeclined } == [nil, CardPaymentDeclined(reason: "nothing to refund")])
        #expect(refunds.last?.error != nil)
        spy.verify(\.balance).with("ab").called(.once)
        spy.verify(\.refund).with(CardReceipt(amount: 0, currency: "EUR")).called(.once)
        spy.verify(\.refund).with(.where { $0.amount > 0 }).called(.once)
    }

    /// A generic method's values of its generic types are `Any`: each call instantiates its own.
    @Test func genericMembers() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.repeated)
        let repeated = spy.spy {
            _ = payments.repeated(7, times: 1)
            return payments.repeated("x", times: 2)
        }
        #expect(repeated == ["x", "x"])
        let calls = spy.calls(\.repeated)
        let call = try #require(calls.last)
        #expect(call.arguments.0 as? String == "x")
        #expect(call.arguments.1 == 2)
        #expect(call.result as? [String] == ["x", "x"])
        #expect(calls.map(\.arguments.1) == [1, 2])
        #expect(calls.map { $0.arguments.0 as? Int } == [7, nil])
        #expect(calls.map(\.result).map { $0 as? [Int] } == [[7], nil])
        #expect(calls.map(\.description) == [#"repeated(_:times:)(7, 1) -> [7]"#, #"repeated(_:times:)("x", 2) -> ["x", "x"]"#])
        spy.verify(\.repeated).with(.any, .value(2)).called(.once)
        spy.verify(\.repeated).with(.where { $0 as? Int == 7 }, .any).called(.once)
    }

    @Test func throwingMembers() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.authorize)
        try spy.spy { () throws in
            #expect(try payments.authorize(5, currency: "EUR"))
            #expect(throws: CardPaymentDeclined(reason: "amount 0")) { try payments.authorize(0, currency: "EUR") }
        }
        let calls = spy.calls(\.authorize)
        #expect(calls.map(\.result) == [true, nil])
        #expect(calls.map(\.arguments.0) == [5, 0])
        #expect(calls.map(\.arguments.1) == ["EUR", "EUR"])
        #expect(calls.map { $0.error as? CardPaymentDeclined } == [nil, CardPaymentDeclined(reason: "amount 0")])
        #expect(calls.map(\.error).map { $0 == nil } == [true, false])
        #expect(calls.map(\.description) == [#"authorize(_:currency:)(5, "EUR") -> true"#,
                                             #"authorize(_:currency:)(0, "EUR") threw CardPaymentDeclined(reason: "amount 0")"#])
        let failed = try #require(calls.last)
        #expect(failed.arguments.0 == 0)
        #expect(failed.result == nil)
        spy.verify(\.authorize).with(0, "EUR").called(.once)
        spy.verify(\.authorize).with(.any, .value("EUR")).called(.twice)
    }
}
