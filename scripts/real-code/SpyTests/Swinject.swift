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
}
