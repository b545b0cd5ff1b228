// Searches of a spy's methods by selector, run by every stub, verification and typed reference.
// Index loops, not `firstIndex(where:)` or `contains(where:)`: a debug build (what `swift test`
// runs) runs those unspecialized, through their closure and the array's metadata, about 850
// instructions a search, six searches a test with a spy (`per test` benchmark).
import SwizzleCore
import SwizzleLayers

extension Array where Element == SpiedMethod {
    /// Where the method of `selector` is.
    func index(of selector: Selector) -> Int? {
        var index = 0
        while index < count {
            if self[index].selector.raw == selector.raw { return index }
            index += 1
        }
        return nil
    }

    /// Whether a method of `selector` is there. A pattern, not `!= nil`: a debug build compares an
    /// optional with nil through a generic call.
    func contains(_ selector: Selector) -> Bool {
        if case .some = index(of: selector) { return true }
        return false
    }

    /// Where the method of `selector` on `side` (instance or class) is.
    func index(of selector: Selector, on side: MethodType) -> Int? {
        // Interned selectors compared as pointers, and nested `if`s, not `&&`: a debug build
        // calls the selectors' synthesized `==`, and makes the right operand of `&&` a closure.
        let classSide = switch side {  // a switch, not `==`: a debug build calls the synthesized `==`
        case .class: true
        case .instance: false
        }
        var index = 0
        while index < count {
            let method = self[index]
            if method.selector.raw == selector.raw {
                if method.isClassMethod == classSide { return index }
            }
            index += 1
        }
        return nil
    }
}
