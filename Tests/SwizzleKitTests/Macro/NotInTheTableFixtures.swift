import SwizzleKit

struct CardDeclined: Error {}

/// A gateway with members the macro leaves plain (typed throws cannot cross the table's error
/// slot), and a subclass that forgot `@Swizzlable`.
@Swizzlable
class CardGateway {
    required init() {}
    init(merchant: String) throws(CardDeclined) {}

    func charge(amountCents: Int) -> Bool { amountCents > 0 }
    func validate(card: String) throws(CardDeclined) -> Bool { !card.isEmpty }
}

/// Not `@Swizzlable`: its override is not in the table, so spies and mocks refuse it.
class ForgetfulGateway: CardGateway {
    override func charge(amountCents: Int) -> Bool { false }
}
