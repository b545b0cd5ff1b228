// Internal types, as most of an app's own code is: the tests reach them through `@testable import`,
// and the generated file spies on them with the same typed references as on public ones.

/// Scores a payment; built by the code under test itself (`FraudScreen(threshold:)`).
final class FraudScreen {
    let threshold: Int
    init(threshold: Int) { self.threshold = threshold }
    /// A convenience initializer with arguments: its constructions reach global mocks.
    convenience init(policy: String) { self.init(threshold: policy == "strict" ? 100 : FraudScreen.defaultThreshold) }
    /// A static computed property: the threshold the code under test builds its screen with.
    static var defaultThreshold: Int { 1_000 }

    func score(_ cents: Int) -> Int { cents > threshold ? 90 : 10 }

    /// Calls `score(_:)` from inside the module.
    func isSuspicious(_ cents: Int) -> Bool { score(cents) >= 50 || isBlocked(cents) }

    /// Private: reached through this file's private scope (`--private-members`).
    private func isBlocked(_ cents: Int) -> Bool { cents == 666 }
}

/// The code under test: it constructs its collaborator, where a test cannot hand it one.
struct Checkout {
    func pay(_ cents: Int) -> Bool { !FraudScreen(threshold: FraudScreen.defaultThreshold).isSuspicious(cents) }

    /// The same, with the screen handed in: the way to spy on a collaborator the zero-annotation
    /// mode cannot construct for the test.
    func pay(_ cents: Int, screenedBy screen: FraudScreen) -> Bool { !screen.isSuspicious(cents) }

    /// Builds its screen from a policy, through the convenience initializer.
    func pay(_ cents: Int, policy: String) -> Bool { !FraudScreen(policy: policy).isSuspicious(cents) }
}

/// An internal value type: spied per type.
struct Fee: Equatable {
    var cents: Int
    func amount(for payment: Int) -> Int { cents + payment / 100 + surcharge(for: payment) }
    /// Fileprivate, on a value type: reached through this file's private scope too.
    fileprivate func surcharge(for payment: Int) -> Int { payment >= 100_000 ? 25 : 0 }
    /// Calls `amount(for:)` from inside the module.
    func described(for payment: Int) -> String { "fee \(amount(for: payment))c" }
    mutating func waive() { cents = 0 }
    /// Async, on a value: the value is copied for the call, which may suspend.
    func quote(for payment: Int) async -> Int {
        await Task.yield()
        return amount(for: payment)
    }
    /// A subscript of a value type, with a setter: spied per type, the setter changing the value.
    subscript(share percent: Int) -> Int {
        get { cents * percent / 100 }
        set { cents = newValue * 100 / percent }
    }
    /// A value type's static computed property, read by a static method.
    static var standardCents: Int { 30 }
    static func standard() -> Fee { Fee(cents: standardCents) }
    /// Computed, with a setter: both accessors replaced, per type; the setter changes the value.
    var dollars: Double {
        get { Double(cents) / 100 }
        set { cents = Int((newValue * 100).rounded()) }
    }
}

/// An internal enum: spied per type, like the struct.
enum Tier {
    case basic, gold
    func discount() -> Int { self == .gold ? 10 : 0 }
    func price(_ cents: Int) -> Int { cents - discount() }
    /// Computed, read-only: a reference like a method with no arguments.
    var label: String { self == .gold ? "Gold" : "Basic" }
    /// Reads `label` from inside the module.
    func banner() -> String { "[\(label)]" }
}

/// Main-actor code, as a view model is: its methods run on the main actor, and so do their
/// replacements.
@MainActor final class PaymentViewModel {
    private(set) var status = "idle"
    func submit(_ cents: Int) { status = Checkout().pay(cents) ? "paid \(format(cents))" : "refused" }
    func format(_ cents: Int) -> String { "\(cents / 100).\(cents % 100)" }
    nonisolated func title() -> String { "Pay" }
    /// Async, on the main actor.
    func refresh() async -> String {
        await Task.yield()
        return status
    }
}

/// One main-actor method in a class that is not.
final class Receipts {
    @MainActor func show(_ text: String) -> String { "[" + text + "]" }
}

/// A generic class: one table for every specialization, each call typed by its own.
final class RateCache<Value> {
    private var stored: [String: Value] = [:]
    func value(for key: String) -> Value? { stored[key] }
    func store(_ value: Value, for key: String) { stored[key] = value }
    /// Reads through `value(for:)` from inside the module.
    func has(_ key: String) -> Bool { value(for: key) != nil }
}
