import SwizzleKit

struct Point: Equatable {
    var x: Double
    var y: Double
}

final class Token: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
}

struct RoundTripError: Error, Equatable {
    let reason: String
}

/// One method per shape issue 2 lists, registered with closures: the generic path (libffi
/// closures and `ffi_call`) must carry each value through unchanged.
final class Shapes: Swizzlable, @unchecked Sendable {
    private static let registration = try! RuntimeClass.register(Shapes.self, superclass: nil) { c in
        try c.instanceMethod("nothing()") { (_: Shapes) in 17 }
        try c.instanceMethod("add(_:_:)") { (_: Shapes, a: Int, b: Int) in a + b }
        try c.instanceMethod("mix(_:_:)") { (_: Shapes, a: Double, b: Float) in a * Double(b) }
        try c.instanceMethod("flag(_:)") { (shapes: Shapes, value: Bool) in shapes.lastFlag = value }
        try c.instanceMethod("join(_:_:)") { (_: Shapes, text: String, numbers: [Int]) in
            text + numbers.map(String.init).joined(separator: ",")
        }
        try c.instanceMethod("mirror(_:)") { (_: Shapes, point: Point) in Point(x: point.y, y: point.x) }
        try c.instanceMethod("rename(_:)") { (_: Shapes, token: Token) in Token(name: token.name.uppercased()) }
        try c.instanceMethod("maybe(_:)") { (_: Shapes, value: Int?) -> String? in value.map { "got \($0)" } }
        try c.instanceMethod("apply(_:to:)") { (_: Shapes, transform: @escaping (Int) -> Int, value: Int) in transform(value) }
        try c.throwingInstanceMethod("check(_:)") { (_: Shapes, value: Int) throws -> String in
            guard value >= 0 else { throw RoundTripError(reason: "negative \(value)") }
            return "ok \(value)"
        }
        try c.instanceMethod("many(_:_:_:_:_:_:_:_:_:_:)") {
            (_: Shapes, a: Int, b: Double, c: String, d: Int8, e: Float, f: UInt64, g: Bool, h: Double, i: Int, j: String) in
            "\(a) \(b) \(c) \(d) \(e) \(f) \(g) \(h) \(i) \(j)"
        }
    }
    static var runtimeClass: RuntimeClass { registration }

    var lastFlag: Bool?
}
