import SwizzleKit
import Testing

/// Typed references for every kind of member the table reaches: async, generic, closure
/// arguments, class methods, a subclass's own methods, stored properties, overrides that call
/// super, and constructions.
@Suite struct TypedReachTests {
    @Test func asyncMethodsAnswerAndRecordTheirAwaitedResult() async throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.status)
        spy.stub(\.status).andDo { () async in "degraded" }
        let status = await spy.spy { await gateway.status() }
        #expect(status == "degraded")
        #expect(spy.calls(\.status).map(\.result) == ["degraded"])
    }

    /// A generic method's reference types its generic values `Any`: each call instantiates its own.
    @Test func genericAndClosureArgumentsAreAny() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.echo, \.total)
        let echoed = spy.spy {
            _ = gateway.total([1, 2]) { $0 * 10 }
            return gateway.echo("hello")
        }
        #expect(echoed == "hello")
        #expect(spy.calls(\.echo).first?.arguments as? String == "hello")
        #expect(spy.calls(\.total).first?.arguments.0 == [1, 2])
        #expect(spy.calls(\.total).first?.result == 30)
        spy.verify(\.total).with(.value([1, 2]), .any).called(.once)
    }

    @Test func classMethodsThroughTheClassSubject() throws {
        let spy = try DirectInvocationSpy(on: PaymentCardGateway.self, spyingClassMethods: \.region)
        spy.stub(PaymentCardGateway.SwizzleMethods().region).andReturn("us")
        #expect(spy.spy { PaymentCardGateway.region() } == "us")
        spy.verify(PaymentCardGateway.SwizzleMethods().region).called(.once)
    }

    /// A subclass's own methods are in its own namespace, which reaches its root's too.
    @Test func aSubclassNamesItsOwnMethodsWithItsNamespace() throws {
        let gateway = RetryingCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spyingReferences: RetryingCardGateway.SwizzleMethods().backoff, RetryingCardGateway.SwizzleMethods().chargeNow)
        spy.stub(RetryingCardGateway.SwizzleMethods().backoff).with(3).andReturn(9)
        spy.spy {
            #expect(gateway.backoff(after: 3) == 9)
            _ = Checkout(gateway: gateway).pay(100)
        }
        spy.verify(RetryingCardGateway.SwizzleMethods().backoff).with(3).called(.once)
        spy.verify(RetryingCardGateway.SwizzleMethods().chargeNow).with(100, "EUR").called(.once)
        spy.verify(\.chargeNow).called(.once)
    }

    /// The indirect spy's check, typed: does the override call super?
    @Test func anIndirectSpySeesTheOverrideCallSuper() throws {
        let gateway = RetryingCardGateway()
        let spy = try IndirectInvocationSpy(on: gateway, spying: \.chargeNow)
        spy.spy { _ = Checkout(gateway: gateway).pay(250) }
        spy.verify(\.chargeNow).with(250, "EUR").called(.once)
    }

    @Test func storedPropertiesAsGetterAndSetter() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.retries)
        spy.stub(\.retries.get).andReturn(7)
        let read = spy.spy {
            gateway.retries = 3
            return gateway.retries
        }
        #expect(read == 7)
        spy.verify(\.retries.set).with(3).called(.once)
        #expect(spy.calls(\.retries.set).map(\.arguments) == [3])
    }

    @Test func aGlobalMockOfATypedInitializerGetsTypedArguments() throws {
        let merchants = try GlobalMocker.withGlobalMock(for: PaymentCardGateway.self, initializer: \.make,
                                                        override: { merchant in PaymentCardGateway(merchant: "mock of \(merchant)") }) { mock in
            mock.stub(\.chargeNow).andReturn("mocked")
            #expect(Checkout.payWithOwnGateway(100) == "mocked")
            mock.verify(\.chargeNow).with(100, "EUR").called(.once)
            return mock.constructions.map { $0.arguments.first as? String }
        }
        #expect(merchants == ["own"])
        #expect(Checkout.payWithOwnGateway(100) == "charge-100-EUR")
    }
}
