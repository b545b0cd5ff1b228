import SwizzleKit

/// The gateway: one method name that a string-based test repeats ten times.
@Swizzlable(storedProperties: .dispatched)
class PaymentCardGateway: @unchecked Sendable {
    var retries: Int = 0
    let merchant: String

    init(merchant: String = "shop") { self.merchant = merchant }

    func chargeNow(amountCents: Int, currency: String) throws -> String {
        guard amountCents > 0 else { throw GatewayDeclined(reason: "amount") }
        return "charge-\(amountCents)-\(currency)"
    }

    func refund(_ chargeID: String) -> Bool { true }
    func void(_ chargeID: String) -> Bool { true }
    func refund(_ chargeID: String, amountCents: Int) -> Bool { amountCents > 0 }
    func status() async -> String { "up" }
    func echo<T>(_ value: T) -> T { value }
    func total(_ amounts: [Int], rounding: (Int) -> Int) -> Int { rounding(amounts.reduce(0, +)) }
    func reset() {}
    class func region() -> String { "eu" }
}

/// Overrides `chargeNow` and calls super; declares a method of its own.
@Swizzlable
class RetryingCardGateway: PaymentCardGateway, @unchecked Sendable {
    override func chargeNow(amountCents: Int, currency: String) throws -> String {
        try super.chargeNow(amountCents: amountCents, currency: currency)
    }

    func backoff(after attempt: Int) -> Double { Double(attempt) * 0.5 }
}

struct GatewayDeclined: Error, Equatable {
    let reason: String
}

/// The code under test: it charges through the gateway it is given.
struct Checkout {
    let gateway: PaymentCardGateway

    /// Builds its own gateway, as code under test does: only a global mock reaches it.
    static func payWithOwnGateway(_ cents: Int) -> String {
        Checkout(gateway: PaymentCardGateway.make(merchant: "own")).pay(cents)
    }

    func pay(_ cents: Int) -> String {
        (try? gateway.chargeNow(amountCents: cents, currency: "EUR")) ?? "declined"
    }
}

extension PaymentCardGateway {
    /// Two methods of one type, for a test parameterized over methods.
    static let refundLikeMethods = [SwizzleMethods().refund, SwizzleMethods().void]
}
