import SwizzleKit

/// What `CardPayments.charge` returns: a value with its own `description`.
struct CardReceipt: Equatable, Sendable, CustomStringConvertible {
    let amount: Int
    let currency: String

    var description: String { "\(amount) \(currency)" }
}

struct CardPaymentDeclined: Error, Equatable {
    let reason: String
}

/// Issue 23's shapes, one method each: the evidence of every one is read the ways a user writes
/// (`calls.map(\.description)`, `call.arguments.0`, `call.result`, `verify(…).with(…).called(…)`).
@Swizzlable
class CardPayments: @unchecked Sendable {
    required init() {}

    func charge(_ amount: Int, currency: String) -> CardReceipt {
        CardReceipt(amount: amount, currency: currency)
    }

    /// A closure the method does not let escape: its reference types it `Any`.
    func forEachCharge(_ amounts: [Int], _ body: (Int) -> Void) {
        amounts.forEach(body)
    }

    /// An escaping closure, alone: `call.arguments` is the closure.
    func whenSettled(_ handler: @escaping (Int) -> Void) {
        handler(42)
    }

    /// An escaping closure beside a value: `call.arguments.1` is the closure.
    func settle(_ id: Int, then handler: @escaping (Int) -> Void) {
        handler(id * 2)
    }

    func balance(of account: String) async -> Int {
        account.count * 100
    }

    /// A generic method: its values of `T` are recorded as `Any`.
    func repeated<T>(_ value: T, times: Int) -> [T] {
        Array(repeating: value, count: times)
    }

    func authorize(_ amount: Int, currency: String) throws -> Bool {
        guard amount > 0 else { throw CardPaymentDeclined(reason: "amount \(amount)") }
        return currency != "XXX"
    }

    func refund(_ receipt: CardReceipt) async throws -> Int {
        guard receipt.amount > 0 else { throw CardPaymentDeclined(reason: "nothing to refund") }
        return receipt.amount
    }
}
