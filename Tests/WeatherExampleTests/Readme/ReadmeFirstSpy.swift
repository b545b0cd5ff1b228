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

    // `\.add` is the compiler-checked reference @Swizzlable generates for `add(_:_:)`.
    override func setUpWithError() throws {
        let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
        spy.beginSpying()
        self.spy = spy
    }

    override func tearDown() {
        spy?.endSpying()
    }

    func testAddIsCalledWithItsArguments() throws {
        let spy = try XCTUnwrap(spy)
        XCTAssertEqual(calculator.add(2, 3), 5)
        spy.verify(\.add).with(2, 3).called(.once)
    }
}

@Test func addIsCalled() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(on: calculator, spying: \.add)
    let sum = spy.spy { calculator.add(2, 3) }
    #expect(sum == 5)
    #expect(spy.verify(\.add).with(2, 3).check(.once).success)
    let call = try #require(spy.calls(\.add).first)
    #expect(call.arguments == (2, 3) && call.result == 5)
}

// The README's "The string API" block.
@Test func addIsCalledBySelector() throws {
    let calculator = Calculator()
    let spy = try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self,
                                      selectors: [SpyCoselectors(methodType: .instance, original: "add(_:_:)")])
    spy.stub("add(_:_:)").with(2, Match.any).andReturn(9)
    #expect(spy.spy { calculator.add(2, 3) } == 9)
    #expect(spy.didCall("add(_:_:)", withArguments: [2, 3]).success)
    #expect(spy.invocations.first?.result as? Int == 9)
}
