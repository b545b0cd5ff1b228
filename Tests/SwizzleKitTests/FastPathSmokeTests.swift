import SwizzleKit
import Testing

/// What @Swizzlable will generate, written by hand.
class Shape: Swizzlable {
    static let selArea: Selector = "area(scale:)"
    static let selName: Selector = "name()"
    private static let record = try! RuntimeClass.register(Shape.self, superclass: nil) { c in
        typealias AreaIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
        let area: AreaIMP = { receiver, _, scale in
            Unmanaged<Shape>.fromOpaque(receiver).takeUnretainedValue().__original_area(scale: scale)
        }
        try c.method(selArea, implementation: unsafeBitCast(area, to: SKIMP.self),
                     signature: MethodSignature(Int.self, returning: Int.self))
        typealias NameIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
        let name: NameIMP = { receiver, _, result in
            result.assumingMemoryBound(to: String.self)
                .initialize(to: Unmanaged<Shape>.fromOpaque(receiver).takeUnretainedValue().__original_name())
        }
        try c.method(selName, implementation: unsafeBitCast(name, to: SKIMP.self),
                     signature: MethodSignature(returning: String.self))
    }
    class var runtimeClass: RuntimeClass { record }

    func area(scale: Int) -> Int {
        typealias IMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
        return unsafeBitCast(implementation(of: Shape.selArea), to: IMP.self)(receiverPointer, Shape.selArea.raw, scale)
    }
    final func __original_area(scale: Int) -> Int { 10 * scale }

    func name() -> String {
        typealias IMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
        return withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { buffer in
            unsafeBitCast(implementation(of: Shape.selName), to: IMP.self)(receiverPointer, Shape.selName.raw, UnsafeMutableRawPointer(buffer.baseAddress!))
            return buffer.baseAddress!.move()
        }
    }
    final func __original_name() -> String { "shape" }
}

class Square: Shape {
    private static let record = try! RuntimeClass.register(Square.self, superclass: Shape.runtimeClass) { c in
        typealias AreaIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
        let area: AreaIMP = { receiver, _, scale in
            Unmanaged<Square>.fromOpaque(receiver).takeUnretainedValue().__original_Square_area(scale: scale)
        }
        try c.method(Shape.selArea, implementation: unsafeBitCast(area, to: SKIMP.self),
                     signature: MethodSignature(Int.self, returning: Int.self))
    }
    override class var runtimeClass: RuntimeClass { record }
    final func __original_Square_area(scale: Int) -> Int {
        typealias IMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
        let superArea = unsafeBitCast(Square.superImplementation(of: Shape.selArea, from: Square.runtimeClass), to: IMP.self)(receiverPointer, Shape.selArea.raw, scale)
        return superArea + 1
    }
}

@Test func fastPathMatchesGenericPath() throws {
    let shape = Shape(), square = Square()
    #expect(shape.area(scale: 2) == 20)
    #expect(try shape.send("area(scale:)", 2) == 20)
    #expect(square.area(scale: 2) == 21)
    #expect(try square.send("area(scale:)", 2) == 21)
    #expect(square.name() == "shape")
    #expect(try square.send("name()") == "shape")
    let token = try Swizzle.install(.typed { (original, s: Shape) -> String in original(s) + "!" }, on: Shape.runtimeClass, "name()")
    #expect(square.name() == "shape!")
    try token.restore()
    #expect(square.name() == "shape")
}
