/// A ledger nobody annotated: `final`, with internal methods and calls between them.
public final class Ledger: @unchecked Sendable {
    public private(set) var entries: [Int] = []

    public init() {}

    /// Computed, read-only: replaced like a method with no arguments.
    public var total: Int { entries.reduce(0, +) }

    public func balance(of account: String) -> Int { total + account.count }

    public func deposit(_ cents: Int) { entries.append(cents) }

    public func withdraw(_ cents: Int) throws -> Int {
        guard cents <= balance(of: "") else { throw LedgerError.insufficientFunds }
        entries.append(-cents)
        return balance(of: "")
    }

    /// A type method: spied on the class.
    public static func interestRate(for account: String) -> Double { account.hasPrefix("s") ? 0.02 : 0 }

    /// Calls `balance(of:)` from inside the module: a spy sees it too.
    func audit() -> String { "balance \(balance(of: "audit"))" }

    /// Async, suspending before it answers: forwarded to, like the others.
    public func settle(with bank: String) async throws -> Int {
        await Task.yield()
        guard !bank.isEmpty else { throw LedgerError.unknownBank }
        deposit(1)
        return balance(of: bank)
    }

    /// Generic: each call instantiates its own `Note`.
    public func annotate<Note>(_ note: Note) -> String { "\(note) at \(balance(of: ""))" }

    /// Awaits `settle(with:)` from inside the module.
    public func settleAll(_ banks: [String]) async throws -> Int {
        var total = 0
        for bank in banks { total += try await settle(with: bank) }
        return total
    }
}

public enum LedgerError: Error, Equatable {
    case insufficientFunds, unknownBank
}

/// The code under test: it builds nothing, it is given a ledger.
public struct Teller {
    public let ledger: Ledger
    public init(ledger: Ledger) { self.ledger = ledger }

    public func pay(_ cents: Int) -> Bool { (try? ledger.withdraw(cents)) != nil }
}

/// Not final, with no subclass in the module: reached like a final class.
public class Branch: @unchecked Sendable {
    public init() {}
    private var code = "main"
    /// Computed, with a setter: both accessors replaced.
    public var name: String {
        get { "branch " + code }
        set { code = newValue }
    }
    public func open(_ ledger: Ledger) -> Bool { ledger.balance(of: "branch") >= 0 }
}

/// A value type: spied per type (every value), its mutating and static methods too.
public struct Receipt: Equatable {
    public private(set) var cents: Int
    public init(cents: Int) { self.cents = cents }
    public func formatted() -> String { "\(cents)c" }
    public mutating func add(_ more: Int) { cents += more }
    public static func zero() -> Receipt { Receipt(cents: 0) }
    /// Calls `formatted()` from inside the module.
    public func printed() -> String { "Receipt: " + formatted() }
    /// Generic, on a value.
    public func labeled<Label>(_ label: Label) -> String { "\(label): \(formatted())" }
}

/// A value with identity: a spy can watch one transfer (by `id`) among the others.
public struct Transfer: Identifiable, Sendable {
    public let id: Int
    public let cents: Int
    public init(id: Int, cents: Int) { self.id = id; self.cents = cents }
    public func fee() -> Int { cents / 100 }
    /// Calls `fee()` from inside the module.
    public func total() -> Int { cents + fee() }
    public static func batchFee(_ transfers: [Transfer]) -> Int { transfers.reduce(0) { $0 + $1.fee() } }
}

/// An enum: spied per type, like a struct.
public enum Currency {
    case euro, dollar
    public func symbol() -> String { self == .euro ? "€" : "$" }
}

/// A class hierarchy: an override calling super, and a method a subclass inherits.
open class Account {
    public init() {}
    open func kind() -> String { "account" }
    /// Inherited by subclasses; calls `kind()` through the vtable.
    public func describe() -> String { "a \(kind())" }
    /// Computed, inherited by subclasses: replaced in a hierarchy.
    public var title: String { "Account: " + describe() }
    /// Computed and overridden below, the override calling super.
    open var limit: Int { 100 }
    /// A class method and a class property, overridden below.
    open class func bank() -> String { "bank" }
    open class var fee: Int { 1 }
}

public final class SavingsAccount: Account {
    public override func kind() -> String { "savings " + super.kind() }
    public func rate() -> Double { 0.02 }
    public override var limit: Int { super.limit + 400 }
    public override class func bank() -> String { "savings " + super.bank() }
    public override class var fee: Int { super.fee + 1 }
}

/// An actor: its isolated methods, synchronous and async, spied per instance.
public actor Vault {
    var items: [String] = []
    public init() {}
    public func store(_ item: String) -> Int {
        items.append(item)
        return items.count
    }
    public func count() async -> Int {
        await Task.yield()
        return items.count
    }
    /// Awaits `count()` and calls `store(_:)` from inside the actor.
    public func storeTwice(_ item: String) async -> Int {
        _ = store(item)
        _ = store(item)
        return await count()
    }
    public nonisolated func label() -> String { "vault" }
    /// Computed and isolated: replaced, its accessor run on the actor.
    public var summary: String { "\(items.count) items" }
}

/// Subscripts and nested types are replaced; listed by the generator, not generated: an
/// `@inlinable` method.
public final class Statement {
    /// A nested struct: spied per type, named `Statement.Line` as anywhere else.
    public struct Line {
        public let cents: Int
        public func formatted() -> String { "\(cents)c" }
    }
    /// A nested class.
    public final class Printer {
        public init() {}
        public func print(_ statement: Statement) -> String { statement.lines.map { $0.formatted() }.joined(separator: ", ") }
    }
    public private(set) var lines: [Line]
    public init(lines: [Line]) { self.lines = lines }
    public subscript(index: Int) -> Line { lines[index] }
    /// Labeled, with a setter: both accessors replaced.
    public subscript(cents index: Int) -> Int {
        get { lines[index].cents }
        set { lines[index] = Line(cents: newValue) }
    }
    /// Reads through both subscripts from inside the module.
    public func total() -> Int { lines.indices.reduce(0) { $0 + self[cents: $1] } }
    public func count() -> Int { lines.count }
    @inlinable public func isEmpty() -> Bool { lines.isEmpty }
}
