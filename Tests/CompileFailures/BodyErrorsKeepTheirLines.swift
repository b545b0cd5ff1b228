// A type error inside an annotated method's body is reported at its own file and line, though
// the macro moves the body into generated code (it brackets it with #sourceLocation).
import SwizzleKit

@Swizzlable
class Ledger {
    required init() {}

    func balance() -> Int {
        let cents = 100
        // expect-error-next-line: cannot convert value of type 'String' to specified type 'Int'
        let wrong: Int = "not a number"
        return cents + wrong
    }

    class func rate(for currency: String) -> Double {
        if currency.isEmpty { return 0 }
        // expect-error-next-line: cannot find 'undefinedRate' in scope
        return undefinedRate
    }
}
