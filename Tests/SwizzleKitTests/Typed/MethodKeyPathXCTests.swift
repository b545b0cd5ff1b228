import SwizzleKit
import Testing
import XCTest

/// ``MethodKeyPathTests`` from XCTest: stubs and verifications made through key paths, the same
/// key paths again and again, reach each its own method; a hand-written key path of a type that
/// fits another method fails the case that uses it (run by hand below, so that its failure is a
/// known issue).
final class MethodKeyPathXCTests: SwizzleKitTestCase {
    func testStubsAndVerificationsThroughKeyPathsReachTheirOwnMethods() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.void)
        for round in 0..<3 {
            spy.stub(\.refund).andReturn(false)
            spy.stub(\.voidWrittenByHand).andReturn(round.isMultiple(of: 2))
            spy.spy {
                XCTAssertFalse(gateway.refund("c-\(round)"))
                XCTAssertEqual(gateway.void("c-\(round)"), round.isMultiple(of: 2))
            }
            spy.verify(\.refund).with("c-\(round)").called(.once)
            spy.verify(\.voidWrittenByHand).with("c-\(round)").called(.once)
            spy.verify(\.void).with("c-\(round)").called(.once)
        }
    }
}

#if !canImport(Darwin)  // swift-corelibs-xctest's initializer
private final class MethodKeyPathTestCase: SwizzleKitTestCase {
    func verifyThroughAKeyPathOfAnotherMethodsType() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.reset)
        spy.verify(\.refund).called(.never)
        spy.verify(\.resetAsRefund).called(.never)
    }
}

extension XCTestCasesRunByHand {
    @Test func aKeyPathOfAnotherMethodsTypeFailsAnXCTestCase() {
        withKnownIssue {
            MethodKeyPathTestCase(name: "verifyThroughAKeyPathOfAnotherMethodsType") {
                try ($0 as! MethodKeyPathTestCase).verifyThroughAKeyPathOfAnotherMethodsType()
            }.invokeTest()
        } matching: { issue in
            String(describing: issue).contains("The method reference for reset() is (String) -> Bool, but")
        }
    }
}
#endif
