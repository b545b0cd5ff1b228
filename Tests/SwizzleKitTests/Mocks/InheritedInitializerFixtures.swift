import SwizzleKit

/// The gateways: a subclass that declares no initializer inherits its superclass's. Through
/// a non-required one, `make` can build only the superclass; through a required one, it builds
/// the class it is called on.
@Swizzlable
class PaymentGateway {
    let apiKey: String
    init(apiKey: String) { self.apiKey = apiKey }
    required init(merchant: String) { apiKey = "merchant-\(merchant)" }

    func attempts() -> Int { 1 }
}

@Swizzlable
class RetryingGateway: PaymentGateway {
    override func attempts() -> Int { 3 }
}
