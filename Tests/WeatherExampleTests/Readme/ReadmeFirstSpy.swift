// The README's "A first spy" blocks, verbatim (scripts/check-doc-snippets.py checks they stay so).
import SwizzleKit
import Testing
import XCTest

@Swizzlable
class Calculator {
    required init() {}
    func add(_ a: Int, _ b: Int) -> Int { a + b }
}

final class CalculatorTests: XCTestCase {
    var calculator: Calculator!
    var spy: DirectInvocationSpy<Calculator>!

    override func setUp() {
        calculator = Calculator()
        spy = DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                  selectors: SpyCoselectors(methodType: .instance, original: "add(_:_:)"))
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testAddIsCalledWithItsArguments() {
        XCTAssertEqual(calculator.add(2, 3), 5)
        spy.verify("add(_:_:)", withArguments: [2, 3], countSpecifier: .exactly(1))
    }
}

@Test func addIsCalled() throws {
    let calculator = Calculator()
    let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                               selectors: SpyCoselectors(methodType: .instance, original: "add(_:_:)")))
    let sum = spy.spy { calculator.add(2, 3) }
    #expect(sum == 5)
    #expect(spy.didCall("add(_:_:)", withArguments: [2, 3]).success)
    #expect(spy.invocations.first?.returnValue as? Int == 5)
}
