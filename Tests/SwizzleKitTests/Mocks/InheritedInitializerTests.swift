import SwizzleKit
import Testing

/// `make` through an initializer a subclass inherits: a required one builds the subclass; a
/// non-required one can build only the superclass, which is reported, naming the fix.
@Suite("Inherited initializers' factories", .swizzleScoped)
struct InheritedInitializerTests {
    @Test func aRequiredInitializersMakeBuildsTheClassItIsCalledOn() {
        let gateway = RetryingGateway.make(merchant: "shop")
        #expect(type(of: gateway) == RetryingGateway.self)
        #expect(gateway.attempts() == 3 && gateway.apiKey == "merchant-shop")
        #expect(RetryingGateway(apiKey: "k").attempts() == 3, "construction as written is unchanged")
    }

    @Test func aNonRequiredInitializersMakeOnASubclassIsReportedWithTheFix() {
        withKnownIssue {
            let gateway = RetryingGateway.make(apiKey: "key")
            #expect(type(of: gateway) == PaymentGateway.self, "only PaymentGateway's initializer can run it")
        } matching: { issue in
            let message = String(describing: issue)
            return message.contains("RetryingGateway.make(apiKey:) built a PaymentGateway, not a RetryingGateway")
                && message.contains("Mark init(apiKey:) required in PaymentGateway, or declare init(apiKey:) in RetryingGateway")
        }
        let own = PaymentGateway.make(apiKey: "key")
        #expect(type(of: own) == PaymentGateway.self && own.apiKey == "key", "on its own class it is no mistake")
    }
}
