import Foundation
import SwizzleKit

// Classes written as a team writes them before adopting SwizzleKit, then annotated: none of them
// is shaped for the macro. The tests beside this file check that `@Swizzlable` changed nothing
// they mean, and that their methods are in the table. CI also type-checks this file in Swift 5
// mode with complete concurrency checking (scripts/check-compile-failures.sh).

// MARK: Codable models

/// A model whose JSON the service already stores: synthesized `Codable`.
@Swizzlable
final class Customer: Codable {
    var name: String
    var email: String?
    let id: Int
    var tags: [String] = []

    init(name: String, email: String?, id: Int) {
        self.name = name
        self.email = email
        self.id = id
    }

    func greeting() -> String { "Hello, \(name)" }
}

/// The same model without the attribute: what its JSON must stay byte for byte.
final class PlainCustomer: Codable {
    var name: String
    var email: String?
    let id: Int
    var tags: [String] = []

    init(name: String, email: String?, id: Int) {
        self.name = name
        self.email = email
        self.id = id
    }
}

/// Keys written by hand, and a property observer.
@Swizzlable
final class Order: Codable {
    enum CodingKeys: String, CodingKey {
        case orderNumber = "order_number"
        case total
    }

    var orderNumber: String
    var total: Double {
        didSet { revisions += 1 }
    }

    var revisions = 0

    init(orderNumber: String, total: Double) {
        self.orderNumber = orderNumber
        self.total = total
    }

    func summary() -> String { "\(orderNumber): \(total)" }
}

// MARK: Equatable and Hashable

/// `==` written in the class; an operator stays plain, quietly.
@Swizzlable
final class Money: Equatable, CustomStringConvertible {
    let cents: Int

    init(cents: Int) { self.cents = cents }

    static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }

    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }

    func doubled() -> Money { Money(cents: cents * 2) }
}

/// `Hashable` in an extension of another file (DropInFixtures+Hashable.swift).
@Swizzlable
final class Address {
    var street: String
    var city: String

    init(street: String, city: String) {
        self.street = street
        self.city = city
    }

    func label() -> String { "\(street), \(city)" }
}

// MARK: Type aliases

typealias Count = Int

/// Type aliases of scalars: the module's own and the standard library's.
@Swizzlable
final class Scheduler {
    func aliased(_ count: Count) -> Count { count * 2 }
    func delay(_ seconds: Double) -> Double { seconds + 0.5 }
    func scaled(_ factor: Float32) -> Float32 { factor * 2 }
    func interval(after time: TimeInterval) -> TimeInterval { time + 1 }
    func nested(_ value: Scheduler.Priority) -> Scheduler.Priority { value + 1 }

    typealias Priority = Int
}

// MARK: Actors and global actors

/// An actor whose `init` sets its state.
@Swizzlable
actor Inventory {
    private var stock: [String: Int]
    let warehouse: String

    init(warehouse: String, initial: [String: Int]) {
        self.warehouse = warehouse
        stock = initial
    }

    func count(of item: String) -> Int { stock[item, default: 0] }

    func add(_ item: String, count: Int) {
        stock[item, default: 0] += count
    }
}

/// A `@MainActor` class with a plain (not required) `init()`.
@Swizzlable
@MainActor
final class CheckoutViewModel {
    var title = "Checkout"
    private(set) var loads = 0

    init() {}

    func load() -> String {
        loads += 1
        return "\(title) #\(loads)"
    }
}

/// An open `@MainActor` class with a plain `init()`.
@Swizzlable
@MainActor
open class ScreenModel {
    public init() {}

    open func refresh() -> Int { 1 }
}

// MARK: inout, backticks, typed throws, overloads

struct Point: Equatable {
    var x: Int
    var y: Int
}

@Swizzlable
final class TextEditor {
    func append(_ suffix: String, to text: inout String) { text += suffix }
    func normalize(_ list: inout [Int]) { list.sort() }
    func nudge(_ point: inout Point) { point.x += 1 }
    func increment(_ value: inout Int) { value += 1 }
    func `default`() -> String { "plain" }
    func `is`(_ value: Int) -> Bool { value > 0 }
}

enum PaymentError: Error, Equatable {
    case declined
    case insufficientFunds(needed: Int)
}

struct AuditError: Error {}

@Swizzlable
final class TollGateway {
    func charge(_ cents: Int) throws(PaymentError) -> String {
        guard cents <= 10_000 else { throw .insufficientFunds(needed: cents - 10_000) }
        return "charged \(cents)"
    }

    func refund(_ cents: Int) throws(PaymentError) {
        if cents < 0 { throw .declined }
    }
}

@Swizzlable
final class FeeCalculator {
    func fee(for amount: Int) -> Int { amount / 100 }
    func fee(for amount: Money) -> Int { amount.cents / 100 + 1 }
}

// MARK: Shapes from real packages (Swinject, Yams)

/// A generic class: its specializations share one record in the table; values of its generic
/// types cross boxed, as a generic method's do.
@Swizzlable
final class Repository<Entity> {
    private var items: [Entity] = []

    func add(_ item: Entity) { items.append(item) }
    func count() -> Int { items.count }
    func first(where matches: (Entity) -> Bool) -> Entity? { items.first(where: matches) }
    func replaceAll(with entities: [Entity]) throws -> Int {
        items = entities
        return items.count
    }
}

/// A method that calls its own overload, a deprecated initializer, an initializer that takes a
/// non-escaping closure, and a private method whose signature names a private type.
@Swizzlable
final class ServiceContainer {
    private enum Scope { case graph }

    private(set) var registrations: [String] = []

    init(configure: (ServiceContainer) -> Void = { _ in }) {
        configure(self)
    }

    @available(*, deprecated, message: "Use init(configure:)")
    convenience init(names: [String]) {
        self.init()
        registrations = names
    }

    func register(_ name: String) { registrations.append(name) }

    func reset(_ name: String) { reset([name]) }

    func reset(_ names: [String]) { registrations.removeAll { names.contains($0) } }

    private func scope(for name: String) -> Scope { .graph }
}

extension ServiceContainer {
    /// Declared in an extension: not in the table, and a spy on it says so.
    func unregisterAll() { registrations.removeAll() }
}

// The DocC article's example of stored properties opted in (OptingInChangesNothing.md).
@Swizzlable(storedProperties: .dispatched)
final class Thermostat {
    var target: Double = 20
}

/// A builder whose methods return `Self` (Swinject's `inObjectScope(_:) -> Self`).
@Swizzlable
class RequestBuilder {
    private(set) var headers: [String] = []

    required init() {}

    @discardableResult
    func header(_ value: String) -> Self {
        headers.append(value)
        return self
    }
}

// OpenCombine's shapes: a @usableFromInline class with an @inlinable method (plain, quietly), a
// generic subclass of a generic class calling super, and a class nested in an extension (plain,
// with a remark).
@Swizzlable
@usableFromInline
internal class Box<Value> {
    @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) { self.value = value }

    @inlinable func peek() -> Value { value }

    func describe() -> String { "box" }
}

@Swizzlable
final class LabeledBox<Value>: Box<Value> {
    override func describe() -> String { "labeled " + super.describe() }
}

enum Catalog {}

extension Catalog {
    @Swizzlable
    final class Entry {
        func title() -> String { "entry" }
    }
}
