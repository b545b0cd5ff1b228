import SwizzleKit

// MockInject's README scenarios, as @Swizzlable classes: code under test builds its
// collaborators itself, through make(…).

@Swizzlable
class MyOtherClass: @unchecked Sendable {
    let id: String
    required init() { id = "default" }
    required init(id: String) { self.id = id }
    func doSomething() -> String { "real \(id)" }
    func count(_ items: [String]) -> Int { items.count }
}

@Swizzlable
final class MySubclass: MyOtherClass, @unchecked Sendable {
    override func doSomething() -> String { "subclass \(id)" }
}

@Swizzlable
class Registry: @unchecked Sendable {
    let name: String
    required init(name: String) { self.name = name }
    class func shared() -> Registry { Registry(name: "shared") }
    func lookup(_ key: String) -> String? { key == "known" ? "real value" : nil }
}

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

/// The code under test: it constructs what it uses.
@Swizzlable
class MyClass: @unchecked Sendable {
    required init() {}
    func run() -> String { MyOtherClass.make().doSomething() }
    func run(id: String) -> String { MyOtherClass.make(id: id).doSomething() }
    func runSubclass() -> String { MySubclass.make(id: "s").doSomething() }
    func lookup(_ key: String) -> String? { Registry.shared().lookup(key) }
}

/// A class no other test mocks, for the parallel scoped tests.
@Swizzlable
class Clock: @unchecked Sendable {
    required init() {}
    func now() -> Int { 0 }
}
