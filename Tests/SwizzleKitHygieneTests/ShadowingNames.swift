// A module whose own types are named like the standard library's and SwizzleKit's: what
// @Swizzlable generates must mean the same here. scripts/check-compile-failures.sh type-checks
// this file in Swift 6 and in Swift 5 mode with complete concurrency checking.
import SwizzleRuntime

struct KeyPath {}
struct Result {}
struct Task {}
struct Selector {}
struct Method {}
struct Expression {}
struct Never {}
struct Void {}
struct Int {}
struct UnsafeMutableRawPointer {}
struct RuntimeClass {}
enum Error { case some }
struct Swizzlable {}
typealias Count = Swift.Int

@Swizzlable
final class Ledger {
    var entries: [Selector] = []

    init() {}
    init(seed: Result) {}

    func record(_ selector: Selector, at method: Method) -> Result { Result() }
    func count(of task: Task) -> Count { 1 }
    func total(_ value: Swift.Int) -> Swift.Int { value }
    func evaluate(_ expression: Expression) throws -> KeyPath { KeyPath() }
    func nothing() {}
    func flag() -> Swift.Bool { true }
    func move(_ amount: inout Swift.Int) { amount += 1 }
    func settle(_ body: (Task) -> Swift.Void) { body(Task()) }
    func load() async -> Count { 2 }
}

@Swizzlable(storedProperties: .dispatched)
class Account {
    var owner: Result = Result()
    required init() {}
    class func make(owner: Task) -> Account { Account() }
    func describe() -> Expression { Expression() }
}

@Swizzlable
final class Savings: Account {
    override func describe() -> Expression { super.describe() }
}
