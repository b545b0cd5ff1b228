import SwizzleKit
import XCTest

/// Replacement layers on one method, removed in any order; exchange; written in XCTest.
final class LayerStackTests: XCTestCase {
    private func layer(_ tag: Int, on target: Shapes? = nil) throws -> SwizzleToken {
        let replacement = Replacement.typed { (original: Replacement.Original<Shapes, Int, Int, Int>, s: Shapes, a: Int, b: Int) -> Int in
            original(s, a, b) * 10 + tag
        }
        if let target { return try Swizzle.install(replacement, on: target, "add(_:_:)") }
        return try Swizzle.install(replacement, on: Shapes.runtimeClass, "add(_:_:)")
    }

    private func add(_ shapes: Shapes = Shapes()) throws -> Int { try shapes.send("add(_:_:)", 1, 1) }

    func testClassLayersRemovedInTheMiddleThenBottomThenTop() throws {
        let a = try layer(1), b = try layer(2), c = try layer(3)
        XCTAssertEqual(try add(), 2123, "C(B(A(original)))")
        try b.restore()
        XCTAssertEqual(try add(), 213, "C(A(original))")
        try a.restore()
        XCTAssertEqual(try add(), 23, "C(original)")
        try c.restore()
        XCTAssertEqual(try add(), 2)
        XCTAssertThrowsError(try b.restore()) { error in
            XCTAssertTrue("\(error)".contains("restored already"))
        }
    }

    func testObjectLayersStackOverClassLayers() throws {
        let subject = Shapes(), other = Shapes()
        let classLayer = try layer(1)
        let objectLayer = try layer(5, on: subject)
        XCTAssertEqual(try add(subject), 215, "the object's layer reaches the class's layer below it")
        XCTAssertEqual(try add(other), 21)
        try classLayer.restore()
        XCTAssertEqual(try add(subject), 25)
        try objectLayer.restore()
        XCTAssertEqual(try add(subject), 2)
    }

    func testExchangeTwiceRestores() throws {
        let registration = try RuntimeClass.register(Shapes.self, superclass: nil)
        let add = try registration.method("add(_:_:)"), nothing = try registration.method("nothing()")
        XCTAssertThrowsError(try add.exchangeImplementations(with: nothing), "different signatures are refused")
        let exchangeable = try RuntimeClass.register(ExchangeTarget.self, superclass: nil) { c in
            try c.instanceMethod("first()") { (_: ExchangeTarget) in 1 }
            try c.instanceMethod("second()") { (_: ExchangeTarget) in 2 }
        }
        let first = try exchangeable.method("first()"), second = try exchangeable.method("second()")
        let object = ExchangeTarget()
        try first.exchangeImplementations(with: second)
        XCTAssertEqual(try object.send("first()") as Int, 2)
        try first.exchangeImplementations(with: second)
        XCTAssertEqual(try object.send("first()") as Int, 1)
        XCTAssertEqual(try object.send("second()") as Int, 2)
    }
}

final class ExchangeTarget: Swizzlable, @unchecked Sendable {
    static var runtimeClass: RuntimeClass { RuntimeClass.named(String(reflecting: ExchangeTarget.self))! }
}
