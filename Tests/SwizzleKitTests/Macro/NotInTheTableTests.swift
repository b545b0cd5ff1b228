import SwizzleKit
import Testing

/// A spy or mock of something that is not in the table says why: a member the macro left plain
/// names its reason, only a member that does not exist gets "check the spelling", and a subclass
/// that forgot `@Swizzlable` is named with the fix. Nothing is installed, and a correct spy still works.
@Suite("Errors name the real reason", .swizzleScoped)
struct NotInTheTableTests {
    func reason(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    @Test func aMemberLeftPlainSaysWhy() {
        let message = reason {
            _ = try DirectInvocationSpy(validating: CardGateway(), rootClass: CardGateway.self,
                                        selectors: [.instance("receipt(for:)")])
        }
        #expect(message.contains("has the instance member 'receipt(for:)', but @Swizzlable left it plain Swift"))
        #expect(message.contains("an opaque 'some' type has no name the table's signature can use"))
        #expect(!message.contains("Check the spelling"))
        #expect(SwizzleScope.current?.activeLayers.isEmpty == true, "nothing installed")
    }

    @Test func onlyAMissingMemberIsASpellingMistake() {
        let message = reason {
            _ = try DirectInvocationSpy(validating: CardGateway(), rootClass: CardGateway.self,
                                        selectors: [.instance("chrage(amountCents:)")])
        }
        #expect(message.contains("has no instance method 'chrage(amountCents:)'"))
        #expect(message.contains("Check the spelling"))
    }

    @Test func anInitializerLeftPlainSaysWhyToTheMocker() {
        let message = reason { _ = try GlobalMocker.globalMock(for: CardGateway.self, initSelector: "init(merchant:)") }
        #expect(message.contains("has the class member 'init(merchant:)', but @Swizzlable left it plain Swift"))
        #expect(message.contains("only plain 'throws' crosses the table"))
        #expect(MockMap.count(for: CardGateway.self) == 0)
    }

    @Test func aSubclassWithoutTheAttributeIsRefusedWithTheFix() throws {
        for message in [
            reason { _ = try DirectInvocationSpy(validating: ForgetfulGateway(), rootClass: CardGateway.self,
                                                 selectors: [.instance("charge(amountCents:)")]) },
            reason { _ = try IndirectInvocationSpy(validating: ForgetfulGateway(), rootClass: CardGateway.self,
                                                   selectors: [.instance("charge(amountCents:)")]) },
            reason { _ = try GlobalMocker.globalMock(for: ForgetfulGateway.self, initSelector: "init()") },
            reason { _ = try RuntimeClass(ForgetfulGateway.self) },
        ] {
            #expect(message.contains("SwizzleKitTests.ForgetfulGateway is a subclass of the @Swizzlable SwizzleKitTests.CardGateway but is not @Swizzlable itself"))
            #expect(message.contains("Mark SwizzleKitTests.ForgetfulGateway @Swizzlable."))
        }
        #expect(SwizzleScope.current?.activeLayers.isEmpty == true, "nothing installed")
        #expect(DirectInvocationSpy(on: ForgetfulGateway(), rootClass: CardGateway.self,
                                    selectors: .instance("charge(amountCents:)")) == nil)

        // Nothing was left broken: a spy on the class that is in the table works.
        let gateway = CardGateway()
        let spy = try DirectInvocationSpy(validating: gateway, rootClass: CardGateway.self,
                                          selectors: [.instance("charge(amountCents:)")])
        #expect(spy.spy { gateway.charge(amountCents: 5) })
        #expect(spy.didCall("charge(amountCents:)", withArguments: [5]).success)
    }
}
