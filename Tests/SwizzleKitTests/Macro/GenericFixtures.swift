import SwizzleKit

struct NothingToPick: Error, Equatable {}

/// swift-spyable's generic `wrapDataInArray<T>` on a class, with the other generic shapes users
/// write: constraints, two generic parameters, a throwing generic method, a class method, and
/// `rethrows` methods with and without generic parameters.
@Swizzlable
class DataWrapper: @unchecked Sendable {
    required init() {}

    func wrapDataInArray<T>(_ data: T) -> [T] { [data] }

    func joined<T: CustomStringConvertible>(_ items: [T], separator: String) -> String {
        items.map(\.description).joined(separator: separator)
    }

    func pair<A, B>(_ first: A, _ second: B) -> (A, B) { (first, second) }

    func pick<T>(from items: [T]) throws -> T {
        guard let first = items.first else { throw NothingToPick() }
        return first
    }

    func store<T>(_ value: T) {}

    class func boxed<T>(_ value: T) -> [T] { [value, value] }

    func transform<T, U>(_ value: T, _ body: (T) throws -> U) rethrows -> U { try body(value) }

    func apply(_ value: Int, _ body: (Int) throws -> Int) rethrows -> Int { try body(value) }

    /// A server's typical shape: async, throwing, generic in what it loads.
    func load<T: Sendable>(_ value: T, delayed: Bool) async throws -> T {
        if delayed { await Task.yield() }
        guard !(value is NothingToPick) else { throw NothingToPick() }
        return value
    }
}

/// An override of each kind that calls super: the superclass's generic body runs through its
/// table entry (an indirect spy sees it).
@Swizzlable
class DoublingWrapper: DataWrapper, @unchecked Sendable {
    required init() { super.init() }

    override func wrapDataInArray<T>(_ data: T) -> [T] { super.wrapDataInArray(data) + super.wrapDataInArray(data) }

    override func apply(_ value: Int, _ body: (Int) throws -> Int) rethrows -> Int { try super.apply(value, body) * 2 }
}

/// The code under test: it calls the wrapper from inside.
struct Packer {
    let wrapper: DataWrapper

    func pack(_ values: [Int]) -> [[Int]] { values.map { wrapper.wrapDataInArray($0) } }
}
