import SwizzleKit
import Testing

@Suite("Generic calls and closures round-trip real values")
struct RoundTripTests {
    let shapes = Shapes()

    @Test func scalars() throws {
        #expect(try shapes.send("nothing()") == 17)
        #expect(try shapes.send("add(_:_:)", 40, 2) == 42)
        #expect(try shapes.send("mix(_:_:)", 2.5, Float(4)) == 10.0)
        try shapes.send("flag(_:)", true)
        #expect(shapes.lastFlag == true)
        try shapes.send("flag(_:)", false)
        #expect(shapes.lastFlag == false)
    }

    @Test func valuesByPointer() throws {
        #expect(try shapes.send("join(_:_:)", "n=", [1, 2, 3]) == "n=1,2,3")
        #expect(try shapes.send("mirror(_:)", Point(x: 1, y: 2)) == Point(x: 2, y: 1))
        let renamed: Token = try shapes.send("rename(_:)", Token(name: "abc"))
        #expect(renamed.name == "ABC")
        #expect(try shapes.send("maybe(_:)", Int?.some(3)) as String? == "got 3")
        #expect(try shapes.send("maybe(_:)", Int?.none) as String? == nil)
        #expect(try shapes.send("apply(_:to:)", { (x: Int) in x * 10 }, 4) == 40)
    }

    @Test func thrownErrorsComeBack() throws {
        #expect(try shapes.send("check(_:)", 5) == "ok 5")
        #expect(throws: RoundTripError(reason: "negative -1")) { let _: String = try shapes.send("check(_:)", -1) }
    }

    @Test func moreArgumentsThanRegisters() throws {
        let text: String = try shapes.send("many(_:_:_:_:_:_:_:_:_:_:)", 1, 2.5, "three", Int8(-4), Float(5.5),
                                           UInt64.max, true, -8.25, 9, "ten")
        #expect(text == "1 2.5 three -4 5.5 18446744073709551615 true -8.25 9 ten")
    }

    @Test func aTypedLayerSeesAndForwardsEveryShape() throws {
        let tokens = try [
            Swizzle.install(.typed { (original: Replacement.Original<Shapes, Double, Float, Double>, s: Shapes, a: Double, b: Float) -> Double in
                original(s, a, b) + 1 }, on: Shapes.runtimeClass, "mix(_:_:)"),
            Swizzle.install(.typed { (original: Replacement.Original<Shapes, Point, Point>, s: Shapes, p: Point) -> Point in
                var mirrored = original(s, p); mirrored.x += 100; return mirrored }, on: shapes, "mirror(_:)"),
            Swizzle.install(.typed { (original: Replacement.Original<Shapes, Int?, String?>, s: Shapes, value: Int?) -> String? in
                original(s, value.map { $0 * 2 }) }, on: shapes, "maybe(_:)"),
        ]
        #expect(try shapes.send("mix(_:_:)", 2.5, Float(4)) == 11.0)
        #expect(try shapes.send("mirror(_:)", Point(x: 1, y: 2)) == Point(x: 102, y: 1))
        #expect(try shapes.send("maybe(_:)", Int?.some(3)) as String? == "got 6")
        for token in tokens { try token.restore() }
        #expect(try shapes.send("mirror(_:)", Point(x: 1, y: 2)) == Point(x: 2, y: 1))
    }

    @Test func aGenericHandlerReadsArgumentsAndReplacesTheResult() throws {
        let token = try Swizzle.install(.handler { frame, forward in
            forward()
            let boxed = frame.arguments.map { "\($0)" }.joined(separator: "|")
            _ = frame.replaceReturnValue("\(frame.returnValue ?? "") <\(boxed)>")
        }, on: shapes, "join(_:_:)")
        defer { try? token.restore() }
        #expect(try shapes.send("join(_:_:)", "n=", [7]) == "n=7 <n=|[7]>")
    }
}
