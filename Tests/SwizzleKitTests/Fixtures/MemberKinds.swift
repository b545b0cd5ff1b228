import SwizzleKit

struct FeatureError: Error, Equatable { let code: Int }

/// One member of each kind the macro dispatches.
@Swizzlable
class Gadget: @unchecked Sendable {
    var log: [String] = []
    let label: String

    init(label: String) { self.label = label }
    convenience init() { self.init(label: "default") }
    init?(code: Int) {
        guard code > 0 else { return nil }
        label = "#\(code)"
    }
    init(checked: String) throws {
        guard !checked.isEmpty else { throw FeatureError(code: 1) }
        label = checked
    }

    func divide(_ a: Int, by b: Int) throws -> Int {
        guard b != 0 else { throw FeatureError(code: 2) }
        return a / b
    }
    func render(_ value: Double) throws -> String {
        guard value >= 0 else { throw FeatureError(code: 3) }
        return "\(value)"
    }
    func touch() throws { log.append("touched") }
    func transform(_ value: Int, with body: (Int) -> Int) -> Int { body(value) }
    func later(_ completion: @escaping (String) -> Void) { completion(label) }
    func bump(_ counter: inout Int) { counter += 1 }
    func sum(_ values: Int...) -> Int { values.reduce(0, +) }
    func lookup(_ key: String) -> String? { key == "a" ? "A" : nil }
    func describe(_ tag: @autoclosure () -> String) -> String { "<\(tag())>" }
    private func secret() -> Int { 5 }
    func revealSecret() -> Int { secret() }
    static func kind() -> String { "gadget" }
    class func count(in values: [Int]) -> Int { values.count }
}
