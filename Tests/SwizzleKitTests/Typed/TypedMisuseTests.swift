import SwizzleKit
import Testing

/// Typed mistakes the compiler cannot see: each fails its test with a clear message, and the
/// spy goes on working.
@Suite struct TypedMisuseTests {
    /// A hand-made reference whose types are not the method's is refused wherever it is given.
    @Test func aReferenceOfTheWrongTypesIsRefused() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        let wrong = SwizzleMethod<String, Int>("refund(_:)", .instance)
        withKnownIssue {
            spy.stub(wrong).andReturn("never")
        } matching: { issue in
            issue.description.contains("(Int) -> String") && issue.description.contains("refused")
        }
        spy.spy { #expect(gateway.refund("c1")) }
        withKnownIssue {
            #expect(!spy.verify(wrong).with(1).check().success)
            #expect(spy.calls(wrong).isEmpty)
        } matching: { $0.description.contains("refused") }
        spy.verify(\.refund).with("c1").called(.once)
    }

    /// Class methods need a class subject: an instance method named for one is refused when the spy is made.
    @Test func anInstanceMethodOnAClassSubjectIsRefused() {
        #expect(throws: SpyCreationError.self) {
            _ = try DirectInvocationSpy(on: PaymentCardGateway.self, spyingClassMethods: \.chargeNow)
        }
    }

    /// A method the spy does not spy is said so, as with selectors.
    @Test func aMethodTheSpyDoesNotSpyIsSaidSo() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.refund)
        withKnownIssue {
            spy.verify(\.chargeNow).called()
        } matching: { $0.description.contains("chargeNow(amountCents:currency:)") }
    }
}
