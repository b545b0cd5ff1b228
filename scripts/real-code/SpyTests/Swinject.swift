// A spy on real methods of Swinject's `Container`, annotated mechanically by
// scripts/check-real-code.sh (copied into its wrapper package's RealCodeSpyTests target).
import SwizzleKit
import Swinject
import Testing

@Suite struct SwinjectContainerSpyTests {
    @Test func registerAndRemoveAllAreRecordedAndStillWork() throws {
        let container = Container()
        let spy = try DirectInvocationSpy(on: container, spying: \.register, \.removeAll)
        let resolved: String? = spy.spy {
            container.register(String.self) { _ in "from the factory" }
            return container.resolve(String.self)
        }
        #expect(resolved == "from the factory")
        #expect(spy.didCall("register(_:name:factory:)").success)
        #expect(spy.verify(\.register).check(.once).success)
        spy.spy { container.removeAll() }
        #expect(spy.verify(\.removeAll).check(.once).success)
        #expect(container.resolve(String.self) == nil)
    }

    /// `resolve(_:name:)` is declared in `extension Container: Resolver` (with `@SwizzlableExtension`
    /// put there mechanically too): a generic method whose first parameter has no name.
    @Test func resolveDeclaredInAnExtensionIsRecordedAndStubbed() throws {
        let container = Container()
        container.register(String.self, name: "greeting") { _ in "from the factory" }
        let spy = try #require(DirectInvocationSpy(on: container, rootClass: Container.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: "resolve(_:name:)")))
        let resolved: String? = spy.spy { container.resolve(String.self, name: "greeting") }
        #expect(resolved == "from the factory")
        #expect(spy.invocations.first?.arguments.last as? String == "greeting")
        spy.stub("resolve(_:name:)").andReturn(Optional("stubbed"))
        #expect(spy.spy { container.resolve(String.self, name: "greeting") } == "stubbed")
    }
}
