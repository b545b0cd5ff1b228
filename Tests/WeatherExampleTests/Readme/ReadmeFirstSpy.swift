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
    let calculator = Calculator()
    var spy: DirectInvocationSpy<Calculator>?

    // A misspelled selector throws here: this test fails with the reason, the others still run.
    override func setUpWithError() throws {
        let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "add(_:_:)")])
        spy.beginSpying()
        self.spy = spy
    }

    override func tearDown() {
        spy?.endSpying()
    }

    func testAddIsCalledWithItsArguments() throws {
        let spy = try XCTUnwrap(spy)
        XCTAssertEqual(calculator.add(2, 3), 5)
        spy.verify("add(_:_:)", withArguments: [2, 3], countSpecifier: .exactly(1))
    }
}

@Test func addIsCalled() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                      selectors: [SpyCoselectors(methodType: .instance, original: "add(_:_:)")])
    let sum = spy.spy { calculator.add(2, 3) }
    #expect(sum == 5)
    #expect(spy.didCall("add(_:_:)", withArguments: [2, 3]).success)
    #expect(spy.invocations.first?.returnValue as? Int == 5)
}
