import SwizzleKit
import Testing

/// The typed API as a user writes it: method references the compiler checks, typed evidence.
@Suite struct TypedSpyTests {
    @Test func stubsVerifiesAndReadsTypedCalls() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.chargeNow, \.refund)
        spy.stub(\.chargeNow).with(.any, .value("USD")).andReturn("stubbed")
        let charged = try spy.spy {
            _ = gateway.refund("c1")
            return (Checkout(gateway: gateway).pay(500), try gateway.chargeNow(amountCents: 7, currency: "USD"))
        }
        #expect(charged == ("charge-500-EUR", "stubbed"))
        spy.verify(\.chargeNow).with(500, "EUR").called(.exactly(1))
        spy.verify(\.chargeNow).with(.where { $0 > 100 }, .any).called(.once)
        spy.verify(\.refund).called()
        let calls = spy.calls(\.chargeNow)
        #expect(calls.map(\.arguments.0) == [500, 7])
        #expect(calls.map(\.arguments.1) == ["EUR", "USD"])
        #expect(calls.map(\.result) == ["charge-500-EUR", "stubbed"])
        #expect(spy.calls(\.refund).map(\.arguments) == ["c1"])
    }

    @Test func overloadsAreToldApartByTheirLabels() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.refundAmountCents)
        spy.stub(\.refundAmountCents).with(.value("c1"), .where { $0 > 1000 }).andReturn(false)
        spy.spy {
            #expect(gateway.refund("c1"))
            #expect(gateway.refund("c1", amountCents: 5))
            #expect(!gateway.refund("c1", amountCents: 5000))
        }
        spy.verify(\.refund).with("c1").called(.once)
        spy.verify(\.refundAmountCents).called(.twice)
        #expect(spy.calls(\.refundAmountCents).map(\.arguments.1) == [5, 5000])
    }

    @Test func typedAnswersAndSequences() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.chargeNow, \.refund)
        spy.stub(\.chargeNow).andDo { cents, currency in "\(currency)\(cents * 2)" }
        spy.stub(\.chargeNow).with(0, "EUR").andThrow(GatewayDeclined(reason: "stubbed"))
        spy.stub(\.refund).andReturn(false, true)
        try spy.spy { () throws in
            #expect(try gateway.chargeNow(amountCents: 21, currency: "EUR") == "EUR42")
            #expect(throws: GatewayDeclined(reason: "stubbed")) { try gateway.chargeNow(amountCents: 0, currency: "EUR") }
            #expect([gateway.refund("a"), gateway.refund("b"), gateway.refund("c")] == [false, true, true])
        }
        let failed = spy.calls(\.chargeNow).last
        #expect(failed?.result == nil)
        #expect(failed?.error as? GatewayDeclined == GatewayDeclined(reason: "stubbed"))
        spy.removeStubs(\.refund)
        spy.spy { #expect(gateway.refund("d")) }
    }

    @Test func capturesTypedValuesAndChecksOrder() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.chargeNow, \.refund)
        let captor = Captor<String>()
        spy.spy {
            _ = Checkout(gateway: gateway).pay(300)
            _ = gateway.refund("charge-300-EUR")
        }
        spy.verify(\.refund).with(.captured(by: captor)).called()
        #expect(captor.values == ["charge-300-EUR"])
        verifyInOrder([spy.verify(\.chargeNow).with(300, "EUR").inOrder(), spy.verify(\.refund).inOrder(.once)])
        #expect(!didCallInOrder([spy.verify(\.refund).inOrder(), spy.verify(\.chargeNow).inOrder()]).success)
        #expect(spy.verify(\.chargeNow).with(1, "EUR").check(.never).success)
    }

    /// A method passed as a test argument: the references are values.
    @Test(arguments: PaymentCardGateway.refundLikeMethods)
    func parameterizedOverMethods(method: SwizzleMethod<Bool, String>) throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.void)
        spy.stub(method).andReturn(false)
        spy.spy {
            _ = gateway.refund("a")
            _ = gateway.void("a")
        }
        #expect(spy.calls(method).map(\.result) == [false])
        spy.verify(method).with("a").called(.once)
    }

    /// A failed typed verification says what the untyped one says, at the test's line.
    @Test func aFailedVerificationReportsTheRecordedCalls() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.chargeNow)
        spy.spy { _ = Checkout(gateway: gateway).pay(500) }
        withKnownIssue {
            spy.verify(\.chargeNow).with(501, "EUR").called()
        } matching: { issue in
            issue.description.contains("chargeNow(amountCents:currency:)") && issue.description.contains("500")
        }
    }

    /// A typed `with(…)` whose number follows a text keeps both values: ordering reads them, and a
    /// failure names them (the text is boxed, the number kept as its word).
    @Test func aNumberAfterATextIsKeptForOrderAndMessages() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund, \.refundAmountCents)
        spy.spy {
            _ = gateway.refund("c1", amountCents: 5)
            _ = gateway.refund("c2")
        }
        verifyInOrder([spy.verify(\.refundAmountCents).with("c1", 5).inOrder(), spy.verify(\.refund).with("c2").inOrder()])
        let missed = spy.verify(\.refundAmountCents).with("c1", 6).check()
        #expect(!missed.success)
        #expect(missed.failureMessage.contains("\"c1\", 6"))
    }
}
