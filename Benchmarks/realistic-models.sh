#!/usr/bin/env bash
# The realistic file of issue 24: five classes of a small service, as people write them (stored
# and computed properties, async, throwing and generic methods, an initializer with parameters),
# `import SwizzleKit` first. Like Benchmarks/models.sh, for Benchmarks/compile-time.sh.
#   Benchmarks/realistic-models.sh ATTRIBUTE     (ATTRIBUTE is "@Swizzlable", or "" for none)
set -euo pipefail
attribute=$1
line() { [ -n "$attribute" ] && echo "$attribute"; return 0; }
cat <<'SWIFT'
import SwizzleKit
import Foundation

struct Order: Codable, Equatable, Sendable {
    var id: Int
    var items: [String]
    var total: Double
}

enum ServiceError: Error { case notFound(Int), invalid(String) }
SWIFT
line
cat <<'SWIFT'
final class OrderStore {
    private var orders: [Int: Order] = [:]
    var count: Int { orders.count }
    init() {}
    func save(_ order: Order) { orders[order.id] = order }
    func order(id: Int) throws -> Order {
        guard let order = orders[id] else { throw ServiceError.notFound(id) }
        return order
    }
    func all() -> [Order] { orders.values.sorted { $0.id < $1.id } }
    func remove(id: Int) -> Order? { orders.removeValue(forKey: id) }
}
SWIFT
line
cat <<'SWIFT'
class PriceCalculator {
    let taxRate: Double
    init(taxRate: Double) { self.taxRate = taxRate }
    func subtotal(of items: [String], prices: [String: Double]) -> Double {
        items.reduce(0) { $0 + (prices[$1] ?? 0) }
    }
    func total(_ subtotal: Double) -> Double { subtotal * (1 + taxRate) }
    func rounded(_ value: Double, places: Int = 2) -> Double {
        let factor = pow(10, Double(places))
        return (value * factor).rounded() / factor
    }
}
SWIFT
line
cat <<'SWIFT'
class PayloadCodec {
    init() {}
    func encode<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try JSONDecoder().decode(type, from: data) }
    func describe(_ value: some CustomStringConvertible) -> String { value.description }
}
SWIFT
line
cat <<'SWIFT'
class Notifier {
    var sent: [String] = []
    init() {}
    func notify(_ message: String) async -> Bool {
        sent.append(message)
        return true
    }
    func notifyAll(_ messages: [String]) async throws -> Int {
        var count = 0
        for message in messages where await notify(message) { count += 1 }
        return count
    }
}
SWIFT
line
cat <<'SWIFT'
class OrderService {
    let store: OrderStore
    let calculator: PriceCalculator
    let notifier: Notifier
    var prices: [String: Double] = ["tea": 3.5, "cake": 4.25]
    init(store: OrderStore, calculator: PriceCalculator, notifier: Notifier) {
        self.store = store
        self.calculator = calculator
        self.notifier = notifier
    }
    func place(id: Int, items: [String]) throws -> Order {
        guard !items.isEmpty else { throw ServiceError.invalid("no items") }
        let total = calculator.total(calculator.subtotal(of: items, prices: prices))
        let order = Order(id: id, items: items, total: calculator.rounded(total))
        store.save(order)
        return order
    }
    func confirm(id: Int) async throws -> Bool {
        let order = try store.order(id: id)
        return await notifier.notify("Order \(order.id): \(order.total)")
    }
}
SWIFT
