// The control: a test file that imports only SwizzleKit can opt a class in and spy on it.
import SwizzleKit

@Swizzlable
class Dog {
    required init() {}
    func bark() -> String { "woof" }
}

func spyOnDog() throws {
    let dog = Dog()
    let spy = try DirectInvocationSpy(validating: dog, rootClass: Dog.self,
                                      selectors: [SpyCoselectors(methodType: .instance, original: "bark()")])
    _ = spy.spy { dog.bark() }
}

/// The same, typed: the control for TypedReferencesCatchMistakes.swift.
func spyOnDogTyped() throws {
    let dog = Dog()
    let spy = try DirectInvocationSpy(on: dog, spying: \.bark)
    spy.stub(\.bark).andReturn("woof!")
    _ = spy.spy { dog.bark() }
    spy.verify(\.bark).called(.once)
    let results: [String?] = spy.calls(\.bark).map(\.result)
    _ = results
}
