import SwizzleKit
import XCTest

/// `Method.exchangeImplementations` swaps two records' implementations, seen at once through
/// filled caches; a second exchange puts both back. XCTest, so no other test sees the swap.
final class MethodExchangeTests: XCTestCase {
    func answers(_ side: MethodType) throws -> [Int] {
        try [SwaggerByHand.overrider, SwaggerByHand.overriderOfOverrider, SwaggerByHand.inheritorOfOverrider].map { swaggerCase in
            let fast = swaggerCase.callFastPath(side), generic = try swaggerCase.callGeneric(side)
            XCTAssertEqual(fast, generic, "\(swaggerCase) \(side): fast path and send disagree")
            return fast
        }
    }

    func testExchangingTwiceRestoresBothMethods() throws {
        for side in SwaggerByHand.sides {
            let selector = SwaggerByHand.selector(side)
            let overrider = try XCTUnwrap(SwaggerByHand.Overrider.runtimeClass.ownMethod(selector, side))
            let deeper = try XCTUnwrap(SwaggerByHand.OverriderOfOverrider.runtimeClass.ownMethod(selector, side))
            let (overriderIMP, deeperIMP) = (address(overrider.implementation), address(deeper.implementation))
            XCTAssertEqual(try answers(side), [42, 99, 42], "\(side): before, with the caches filled")

            try overrider.exchangeImplementations(with: deeper)
            XCTAssertEqual(try answers(side), [99, 42, 99], "\(side): swapped, InheritorOfOverrider follows Overrider's record")
            XCTAssertEqual(address(overrider.implementation), deeperIMP)
            XCTAssertEqual(address(deeper.implementation), overriderIMP)

            try deeper.exchangeImplementations(with: overrider)
            XCTAssertEqual(try answers(side), [42, 99, 42], "\(side): a second exchange restores")
            XCTAssertEqual(address(overrider.implementation), overriderIMP)
            XCTAssertEqual(address(deeper.implementation), deeperIMP)
        }
    }
}
