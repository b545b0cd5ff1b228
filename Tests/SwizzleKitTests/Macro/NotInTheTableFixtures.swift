import SwizzleKit

struct CardDeclined: Error {}

/// A gateway with members the macro leaves plain (an opaque result has no name for the table's
/// signature; an initializer with typed throws has no factory), and a subclass that forgot `@Swizzlable`.
@Swizzlable
class CardGateway {
    required init() {}
    init(merchant: String) throws(CardDeclined) {}

    func charge(amountCents: Int) -> Bool { amountCents > 0 }
    func validate(card: String) throws(CardDeclined) -> Bool { !card.isEmpty }
    func receipt(for card: String) -> some CustomStringConvertible { card }
}

/// Not `@Swizzlable`: its override is not in the table, so spies and mocks refuse it.
class ForgetfulGateway: CardGateway {
    override func charge(amountCents: Int) -> Bool { false }
}
