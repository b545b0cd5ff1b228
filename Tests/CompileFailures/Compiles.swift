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
