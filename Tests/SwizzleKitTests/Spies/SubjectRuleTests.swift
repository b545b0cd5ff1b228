import SwizzleKit
import Testing

@Suite("Subject rules")
struct SubjectRuleTests {
    let add = SpyCoselectors.instance("add(_:_:)")
    let version = SpyCoselectors(methodType: .class, original: "version()")

    @Test func directSpiesTakeTheRootOrASubclass() {
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: add) != nil)
        #expect(DirectInvocationSpy(on: ScientificCalculator(), rootClass: Calculator.self, selectors: add) != nil)
        #expect(DirectInvocationSpy(on: Calculator.self, rootClass: Calculator.self, selectors: version) != nil)
        #expect(DirectInvocationSpy(on: ScientificCalculator.self, rootClass: Calculator.self, selectors: version) != nil)
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: ScientificCalculator.self, selectors: add) == nil)
        #expect(DirectInvocationSpy(on: Calculator.self, rootClass: ScientificCalculator.self, selectors: version) == nil)
    }

    @Test func indirectSpiesTakeAStrictSubclass() {
        #expect(IndirectInvocationSpy(on: ScientificCalculator(), rootClass: Calculator.self, selectors: add) != nil)
        #expect(IndirectInvocationSpy(on: ScientificCalculator.self, rootClass: Calculator.self, selectors: version) != nil)
        #expect(IndirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: add) == nil)
        #expect(IndirectInvocationSpy(on: Calculator.self, rootClass: Calculator.self, selectors: version) == nil)
    }

    @Test func otherMistakesAreNilToo() {
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: version) == nil, "class method on an instance")
        #expect(DirectInvocationSpy(on: Calculator.self, rootClass: Calculator.self, selectors: add) == nil, "instance method on a class")
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: .instance("multiply(_:_:)")) == nil)
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: .instance("add(")) == nil)
        #expect(DirectInvocationSpy(on: PlainCalculator(), rootClass: PlainCalculator.self, selectors: add) == nil)
        #expect(DirectInvocationSpy(on: 42, rootClass: Calculator.self, selectors: add) == nil)
        #expect(DirectInvocationSpy(on: Calculator(), rootClass: Calculator.self, selectors: []) == nil)
    }

    @Test func theThrowingInitializerSaysWhichRuleFailed() {
        func reason(_ body: () throws -> Void) -> String {
            do { try body(); return "" } catch { return (error as? SpyCreationError)?.description ?? "\(error)" }
        }
        #expect(reason { _ = try IndirectInvocationSpy(validating: Calculator(), rootClass: Calculator.self, selectors: [add]) }
            .contains("strict subclass of SwizzleKitTests.Calculator"))
        #expect(reason { _ = try DirectInvocationSpy(validating: Calculator(), rootClass: ScientificCalculator.self, selectors: [add]) }
            .contains("is not SwizzleKitTests.ScientificCalculator, a subclass of it, or an instance of one"))
        #expect(reason { _ = try DirectInvocationSpy(validating: Calculator(), rootClass: Calculator.self, selectors: [version]) }
            .contains("'version()' is a class method, but the subject"))
        #expect(reason { _ = try DirectInvocationSpy(validating: PlainCalculator(), rootClass: PlainCalculator.self, selectors: [add]) }
            .contains("PlainCalculator is not @Swizzlable"))
        #expect(reason { _ = try DirectInvocationSpy(validating: Calculator(), rootClass: Calculator.self, selectors: [.instance("mul()")]) }
            .contains("has no instance method 'mul()'"))
    }
}
