import SwizzleKit
import XCTest

/// The typed API in XCTest, with `setUp`/`tearDown` as an XCTest user writes them.
final class TypedSpyXCTests: XCTestCase {
    private var gateway: PaymentCardGateway!
    private var spy: DirectInvocationSpy<PaymentCardGateway>!

    override func setUpWithError() throws {
        gateway = PaymentCardGateway()
        spy = try DirectInvocationSpy(on: gateway, spying: \.chargeNow, \.refund, \.refundAmountCents, \.retries)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testTypedStubVerificationAndEvidence() throws {
        spy.stub(\.chargeNow).with(.any, .value("JPY")).andReturn("yen")
        XCTAssertEqual(Checkout(gateway: gateway).pay(900), "charge-900-EUR")
        XCTAssertEqual(try gateway.chargeNow(amountCents: 5, currency: "JPY"), "yen")
        spy.verify(\.chargeNow).with(900, "EUR").called(.once)
        XCTAssertEqual(spy.calls(\.chargeNow).map(\.arguments.1), ["EUR", "JPY"])
        XCTAssertEqual(spy.calls(\.chargeNow).map(\.result), ["charge-900-EUR", "yen"])
    }

    func testOverloadsAndProperties() {
        spy.stub(\.refundAmountCents).andDo { _, cents in cents < 100 }
        XCTAssertTrue(gateway.refund("a", amountCents: 50))
        XCTAssertFalse(gateway.refund("a", amountCents: 500))
        XCTAssertTrue(gateway.refund("a"))
        gateway.retries += 1
        spy.verify(\.refund).called(.once)
        spy.verify(\.refundAmountCents).with(.value("a"), .where { $0 >= 100 }).called(.once)
        spy.verify(\.retries.set).with(1).called(.once)
        XCTAssertTrue(spy.verify(\.retries.get).check(.once).success)
    }

    /// A typed `with(…)` whose number follows a text keeps both values, for ordering and messages.
    func testANumberAfterATextIsKeptForOrderAndMessages() {
        _ = gateway.refund("c1", amountCents: 5)
        _ = gateway.refund("c2")
        verifyInOrder([spy.verify(\.refundAmountCents).with("c1", 5).inOrder(), spy.verify(\.refund).with("c2").inOrder()])
        let missed = spy.verify(\.refundAmountCents).with("c1", 6).check()
        XCTAssertFalse(missed.success)
        XCTAssertTrue(missed.failureMessage.contains("\"c1\", 6"), missed.failureMessage)
    }

    func testTypedGlobalMock() throws {
        try GlobalMocker.withGlobalMock(for: PaymentCardGateway.self, initializer: \.make, override: { PaymentCardGateway(merchant: $0) }) { mock in
            mock.stub(\.chargeNow).andThrow(GatewayDeclined(reason: "mocked"))
            XCTAssertEqual(Checkout.payWithOwnGateway(10), "declined")
            mock.verify(\.chargeNow).with(10, "EUR").called(.once)
        }
    }
}
