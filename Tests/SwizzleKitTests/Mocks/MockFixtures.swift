import SwizzleKit

// MockInject's README scenarios, as @Swizzlable classes: the code under test builds its
// collaborators itself, through make(…), the dispatched factory of each initializer.

@Swizzlable
class MyOtherClass: @unchecked Sendable {
    let id: String
    required init() { id = "default" }
    required init(id: String) { self.id = id }
    func doSomething() -> String { "real \(id)" }
    func count(_ items: [String]) -> Int { items.count }
    func deliver(_ parcel: String) -> Delivery { Delivery(parcel: parcel, days: 2) }
}

/// A value with no stub default, for the "how to stub it" failure.
struct Delivery: Equatable, Sendable {
    let parcel: String
    let days: Int
}

/// It declares no initializer, so it inherits MyOtherClass's factories (typed MyOtherClass):
/// called on MySubclass they build a MySubclass.
@Swizzlable
final class MySubclass: MyOtherClass, @unchecked Sendable {
    override func doSomething() -> String { "subclass \(id)" }
}

/// A class with a static factory, MockInject's third scenario.
@Swizzlable
class Registry: @unchecked Sendable {
    let name: String
    required init(name: String) { self.name = name }
    class func shared() -> Registry { Registry(name: "shared") }
    func lookup(_ key: String) -> String? { key == "known" ? "real value" : nil }
}

/// The code under test: it constructs what it uses.
@Swizzlable
class MyClass: @unchecked Sendable {
    required init() {}
    func run() -> String { MyOtherClass.make().doSomething() }
    func run(id: String) -> String { MyOtherClass.make(id: id).doSomething() }
    func runSubclass() -> String { MySubclass.make(id: "s").doSomething() }
    func lookup(_ key: String) -> String? { Registry.shared().lookup(key) }
}

/// A failable initializer: its factory returns `Connection?`.
@Swizzlable
class Connection: @unchecked Sendable {
    let host: String
    required init?(host: String) {
        guard !host.isEmpty else { return nil }
        self.host = host
    }
    func send(_ message: String) -> Bool { true }
}

// MARK: Bad input

/// A class whose factory returns something else, for the type check.
@Swizzlable
class Factory: @unchecked Sendable {
    required init() {}
    class func makeRegistry() -> Registry { Registry(name: "from factory") }
}

/// A class with no init(), for globalMock's plain variant.
@Swizzlable
class NeedsArguments: @unchecked Sendable {
    required init(value: Int) {}
    func value() -> Int { 1 }
}

/// A class whose init() always fails, for globalMock's plain variant.
@Swizzlable
class NeverReady: @unchecked Sendable {
    required init?() { return nil }
}

/// Never registered with SwizzleKit.
final class PlainSwiftClass {}

/// A class no test ever mocks.
@Swizzlable
class NeverMocked: @unchecked Sendable {
    required init() {}
}

// MARK: Scoped mocks

/// Mocked only by the scoped tests, which run in parallel.
@Swizzlable
class Clock: @unchecked Sendable {
    required init() {}
    func now() -> Int { 0 }
}

/// Mocked process-wide and scoped at once, by one test only.
@Swizzlable
class Lamp: @unchecked Sendable {
    required init() {}
    func brightness() -> Int { 100 }
}

/// Mocked by one scoped test only, so that it opens the shared layer itself.
@Swizzlable
class Kettle: @unchecked Sendable {
    required init() {}
    func boil() -> Bool { true }
}

// MARK: Registered by hand (what @Swizzlable writes), with a class-side factory per initializer

final class HandMadeGauge: Swizzlable, @unchecked Sendable {
    let unit: String
    init(unit: String) { self.unit = unit }

    private static let record = try! RuntimeClass.register(HandMadeGauge.self, superclass: nil) { c in
        try c.classMethod("init(unit:)") { (type: HandMadeGauge.Type, unit: String) -> HandMadeGauge in type.init(unit: unit) }
        try c.instanceMethod("read()") { (gauge: HandMadeGauge) -> Double in gauge.unit == "bar" ? 1.0 : 14.5 }
    }
    static var runtimeClass: RuntimeClass { record }

    /// What code under test calls instead of `HandMadeGauge(unit:)`.
    static func make(unit: String) -> HandMadeGauge { try! send("init(unit:)", unit) }
    func read() -> Double { try! send("read()") }
}
