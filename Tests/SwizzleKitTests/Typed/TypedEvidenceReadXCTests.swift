import SwizzleKit
import XCTest

/// Issue 23's reads of typed evidence in XCTest, where `XCTAssertEqual`'s autoclosures take them:
/// key-path `map`s, tuple members, closure arguments, `async`, generic and throwing members.
final class TypedEvidenceReadXCTests: XCTestCase {
    func testKeyPathMapsAndTupleMembers() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.charge)
        spy.spy { _ = payments.charge(500, currency: "EUR") }
        XCTAssertEqual(spy.calls(\.charge).map(\.description), [#"charge(_:currency:)(500, "EUR") -> 500 EUR"#])
        XCTAssertEqual(spy.calls(\.charge).map(\.result?.description), ["500 EUR"])
        XCTAssertEqual(spy.calls(\.charge).map(\.arguments.0), [500])
        XCTAssertEqual(spy.calls(\.charge).map(\.arguments.1), ["EUR"])
        let call = try XCTUnwrap(spy.calls(\.charge).first)
        XCTAssertEqual(call.arguments.0, 500)
        XCTAssertEqual(call.arguments.1, "EUR")
        XCTAssertEqual(call.result, CardReceipt(amount: 500, currency: "EUR"))
        spy.verify(\.charge).with(500, "EUR").called(.once)
    }

    func testClosureArguments() throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.forEachCharge, \.settle)
        var values: [Int] = []
        spy.spy {
            payments.forEachCharge([4]) { values.append($0) }
            payments.settle(5) { values.append($0) }
        }
        XCTAssertEqual(spy.calls(\.forEachCharge).first?.arguments.0, [4])
        XCTAssertEqual(spy.calls(\.settle).first?.arguments.0, 5)
        XCTAssertEqual(spy.calls(\.settle).map(\.arguments.0), [5])
        let handler = try XCTUnwrap(spy.calls(\.settle).first?.arguments.1)
        handler(1)
        spy.calls(\.settle).map(\.arguments.1).forEach { $0(2) }
        XCTAssertEqual(values, [4, 10, 1, 2])
        spy.verify(\.forEachCharge).with(.value([4]), .any).called(.once)
        spy.verify(\.settle).with(.value(5), .any).called(.once)
    }

    func testAsyncGenericAndThrowingMembers() async throws {
        let payments = CardPayments()
        let spy = try DirectInvocationSpy(on: payments, spying: \.balance, \.repeated, \.authorize)
        try await spy.spy {
            _ = await payments.balance(of: "abc")
            _ = payments.repeated(true, times: 3)
            _ = try? payments.authorize(-1, currency: "EUR")
            _ = try payments.authorize(2, currency: "XXX")
        }
        XCTAssertEqual(spy.calls(\.balance).map(\.result), [300])
        XCTAssertEqual(spy.calls(\.balance).map(\.arguments), ["abc"])
        XCTAssertEqual(spy.calls(\.repeated).first?.arguments.0 as? Bool, true)
        XCTAssertEqual(spy.calls(\.repeated).map(\.arguments.1), [3])
        XCTAssertEqual(spy.calls(\.repeated).first?.result as? [Bool], [true, true, true])
        XCTAssertEqual(spy.calls(\.authorize).map(\.result), [nil, false])
        XCTAssertEqual(spy.calls(\.authorize).first?.error as? CardPaymentDeclined, CardPaymentDeclined(reason: "amount -1"))
        XCTAssertEqual(spy.calls(\.authorize).map(\.description).last, #"authorize(_:currency:)(2, "XXX") -> false"#)
        spy.verify(\.balance).with("abc").called(.once)
        spy.verify(\.repeated).with(.any, .value(3)).called(.once)
        spy.verify(\.authorize).with(-1, "EUR").called(.once)
    }
}
