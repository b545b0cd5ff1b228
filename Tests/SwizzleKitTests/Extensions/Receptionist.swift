import SwizzleKit
import Testing

// The README's and the DocC article's example of @SwizzlableExtension, compiled and run here.

@Swizzlable
final class Receptionist {
    let name: String
    init(name: String) { self.name = name }
}

@SwizzlableExtension
extension Receptionist: Greeting {
    func greet(_ visitor: String) -> String { "Welcome, \(visitor)" }
}

@Test func aSpyOnAMethodOfAnAnnotatedExtension() throws {
    let receptionist = Receptionist(name: "Ada")
    let spy = try DirectInvocationSpy(on: receptionist, spyingReferences: Receptionist.swizzleMethod(greet: ()))
    spy.stub(Receptionist.swizzleMethod(greet: ())).andReturn("Go away")
    spy.spy { #expect(receptionist.greet("Grace") == "Go away") }
}
