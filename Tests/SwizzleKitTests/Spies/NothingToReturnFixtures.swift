import SwizzleKit
import Synchronization

struct ChargeReceipt: Equatable, Sendable {
    let cents: Int
}

/// The payment gateway: its real charge must never run in a test that turned forwarding off.
@Swizzlable
final class CardProcessor: Sendable {
    private let realCharges = Mutex(0)

    init() {}

    func charge(amountCents: Int) throws -> ChargeReceipt {
        realCharges.withLock { $0 += 1 }
        return ChargeReceipt(cents: amountCents)
    }

    func lastReceipt() -> ChargeReceipt { ChargeReceipt(cents: 0) }

    func isOnline() -> Bool { true }

    var realChargeCount: Int { realCharges.withLock { $0 } }
}
