import SwizzleKit

/// Generic methods in the shapes whose body copies differ: a class that can have subclasses
/// (each generic method's body has a private copy its dispatch calls, and an overridable one a
/// subclass's super call reaches), with a `private` and a `final` generic method; its annotated
/// subclass, whose override of another method calls on `super` the `final` one and a method the
/// table leaves plain (`@NotSwizzled`), neither of which it declares; a final class and an actor
/// (a private copy only).
@Swizzlable
class Shelf: @unchecked Sendable {
    required init() {}

    func stack<T>(_ item: T, times: Int) -> [T] { repeated(item, times) }

    private func repeated<T>(_ item: T, _ times: Int) -> [T] { Array(repeating: item, count: times) }

    final func label<T: CustomStringConvertible>(_ item: T) -> String { "[\(item)]" }

    func describe(_ count: Int) -> String { "\(count) items" }

    @NotSwizzled func note(_ count: Int) -> String { "(\(count) noted)" }

    class func sample<T>(of item: T) -> [T] { [item] }
}

@Swizzlable
class LabeledShelf: Shelf, @unchecked Sendable {
    required init() { super.init() }

    override func describe(_ count: Int) -> String { super.label(count) + " " + super.describe(count) + " " + super.note(count) }

    override func stack<T>(_ item: T, times: Int) -> [T] { super.stack(item, times: times + 1) }

    class func samples() -> [Int] { super.sample(of: 1) + super.sample(of: 2) }
}

@Swizzlable
final class Crate {
    init() {}

    func fill<T>(with item: T) -> [T] { [item, item, item] }
}

@Swizzlable
actor Warehouse {
    private var stored = 0

    init() {}

    func store<T>(_ items: [T]) -> Int {
        stored += items.count
        return stored
    }

    nonisolated func tag<T>(_ item: T) -> String { "tag: \(item)" }
}


/// A subclass whose `async` method awaits, on `super`, methods it does not declare: a throwing
/// one, a generic one and a plain one. (An awaited super call stays as written.)
@Swizzlable
class Runner: @unchecked Sendable {
    required init() {}

    func fetch(_ parcel: Int) async throws -> Int { parcel * 10 }

    func fetchAll<T: Sendable>(_ parcel: T) async -> [T] { [parcel, parcel] }

    func ping() async -> String { "pong" }
}

@Swizzlable
class ExpressRunner: Runner, @unchecked Sendable {
    required init() { super.init() }

    func deliver() async throws -> String {
        let fetched = try await super.fetch(2)
        let all = await super.fetchAll("z")
        return "\(fetched) \(all) \(await super.ping())"
    }
}
