import SwizzleKit

/// A value with no stub default, to check the "no default" failure.
struct Receipt: Equatable {
    let total: Int
}

struct CalculatorError: Error, Equatable {
    let code: Int
}

/// A hand-registered class with one method of each shape the spies must handle. Calls go
/// through the table with `send`, as any caller's would.
class Calculator: Swizzlable, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(Calculator.self, superclass: nil) { c in
        try c.instanceMethod("add(_:_:)") { (_: Calculator, a: Int, b: Int) in a + b }
        try c.instanceMethod("describe(_:)") { (_: Calculator, label: String) in "[\(label)]" }
        try c.instanceMethod("history()") { (calculator: Calculator) in calculator.entries }
        try c.instanceMethod("lookup(_:)") { (_: Calculator, key: String) -> String? in key == "pi" ? "3.14" : nil }
        try c.instanceMethod("record(_:)") { (calculator: Calculator, value: Int) in calculator.entries.append(value) }
        try c.instanceMethod("receipt()") { (calculator: Calculator) in Receipt(total: calculator.entries.reduce(0, +)) }
        try c.instanceMethod("compute(_:completion:)") { (_: Calculator, value: Int, completion: @escaping (Int) -> Void) in
            completion(value * 2)
        }
        try c.throwingInstanceMethod("divide(_:by:)") { (_: Calculator, a: Int, b: Int) throws -> Int in
            guard b != 0 else { throw CalculatorError(code: 1) }
            return a / b
        }
        try c.classMethod("version()") { (_: Calculator.Type) in 1 }
    }
    class var runtimeClass: RuntimeClass { registration }

    var entries: [Int] = []

    func add(_ a: Int, _ b: Int) -> Int { try! send("add(_:_:)", a, b) }
    func describe(_ label: String) -> String { try! send("describe(_:)", label) }
    func history() -> [Int] { try! send("history()") }
    func lookup(_ key: String) -> String? { try! send("lookup(_:)", key) }
    func record(_ value: Int) { try! send("record(_:)", value) }
    func receipt() -> Receipt { try! send("receipt()") }
    func compute(_ value: Int, completion: @escaping (Int) -> Void) { try! send("compute(_:completion:)", value, completion) }
    func divide(_ a: Int, by b: Int) throws -> Int { try send("divide(_:by:)", a, b) }
    class func version() -> Int { try! send("version()") }
}

/// Overrides `add` and calls super, and is the subject of indirect spies.
class ScientificCalculator: Calculator, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(ScientificCalculator.self, superclass: Calculator.runtimeClass) { c in
        try c.instanceMethod("add(_:_:)") { (calculator: ScientificCalculator, a: Int, b: Int) -> Int in
            calculator.callsSuper
                ? try! calculator.sendSuper(from: ScientificCalculator.runtimeClass, "add(_:_:)", a, b) + 1000
                : -1
        }
        try c.classMethod("version()") { (type: ScientificCalculator.Type) -> Int in
            try! type.sendSuper(from: ScientificCalculator.runtimeClass, "version()") + 1
        }
    }
    override class var runtimeClass: RuntimeClass { registration }

    var callsSuper = true
}

/// A class that never opted in.
class PlainCalculator {
    func add(_ a: Int, _ b: Int) -> Int { a + b }
}

extension SpyCoselectors {
    static func instance(_ selector: Selector) -> SpyCoselectors {
        SpyCoselectors(methodType: .instance, original: selector)
    }
}
