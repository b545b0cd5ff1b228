import SwizzleKit
import Testing

class Calc: Swizzlable {
    static let record = try! RuntimeClass.register(Calc.self, superclass: nil) { c in
        try c.instanceMethod("add(_:_:)") { (_: Calc, a: Int, b: Int) in a + b }
        try c.instanceMethod("greet(_:)") { (_: Calc, name: String) in "hi \(name)" }
        try c.throwingInstanceMethod("fail(_:)") { (_: Calc, flag: Bool) throws -> [Int] in
            if flag { throw CalcError.boom }
            return [1, 2]
        }
        try c.classMethod("make()") { (_: Calc.Type) in 7 }
    }
    class var runtimeClass: RuntimeClass { record }
}
enum CalcError: Error { case boom }

@Test func smoke() throws {
    let calc = Calc()
    #expect(try calc.send("add(_:_:)", 2, 3) == 5)
    #expect(try calc.send("greet(_:)", "bob") == "hi bob")
    #expect(try calc.send("fail(_:)", false) == [1, 2])
    #expect(throws: CalcError.self) { let _: [Int] = try calc.send("fail(_:)", true) }
    #expect(try Calc.send("make()") == 7)
    let a = try Swizzle.install(.typed { (original, c: Calc, x: Int, y: Int) -> Int in original(c, x, y) * 10 }, on: Calc.runtimeClass, "add(_:_:)")
    #expect(try calc.send("add(_:_:)", 2, 3) == 50)
    let b = try Swizzle.install(.typed { (original, c: Calc, x: Int, y: Int) -> Int in original(c, x, y) + 1 }, on: Calc.runtimeClass, "add(_:_:)")
    #expect(try calc.send("add(_:_:)", 2, 3) == 51)
    try a.restore()
    #expect(try calc.send("add(_:_:)", 2, 3) == 6)
    try b.restore()
    #expect(try calc.send("add(_:_:)", 2, 3) == 5)
    #expect(throws: SwizzleError.self) { try b.restore() }
    let other = Calc()
    let o = try Swizzle.install(.typed { (original, c: Calc, x: Int, y: Int) -> Int in -1 }, on: calc, "add(_:_:)")
    #expect(try calc.send("add(_:_:)", 2, 3) == -1)
    #expect(try other.send("add(_:_:)", 2, 3) == 5)
    try o.restore()
    #expect(try calc.send("add(_:_:)", 2, 3) == 5)
}
