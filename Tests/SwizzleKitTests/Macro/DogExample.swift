import CSwizzleRuntime
import SwizzleKit
import Testing

struct Item: Equatable { var name: String }
struct Member { var name: String }

@Swizzlable
class Dog {
    private var stomach: [String] = []
    let name: String
    init() { name = "Rex" }
    init(name: String) { self.name = name }
    func bark() -> String { "woof" }
    func eat(food: String) { stomach.append(food) }
    func shouldFetch(_ item: Item, for member: Member) -> Bool { item.name == "ball" && !member.name.isEmpty }
    class func breed(named: String) -> Dog { Dog(name: named) }
    func meals() -> [String] { stomach }
}

/// Called only by the test that replaces its entry for the whole class, so tests running beside
/// it (which call Dog's methods) never see the replacement.
@Swizzlable
final class Jackal {
    func yip() -> String { "yip" }
}

@Suite struct DogExampleTests {
    @Test func methodsRunTheirBodiesThroughTheTable() throws {
        let dog = Dog.make(name: "Fido")
        #expect(dog.name == "Fido")
        #expect(dog.bark() == "woof")
        dog.eat(food: "bone")
        #expect(dog.meals() == ["bone"])
        #expect(dog.shouldFetch(Item(name: "ball"), for: Member(name: "ann")))
        #expect(Dog.breed(named: "lab").name == "lab")
        #expect(try dog.send("bark()") == "woof")
        #expect(try dog.send("shouldFetch(_:for:)", Item(name: "stick"), Member(name: "ann")) == false)
    }

    /// Every method `@Swizzlable` registers gives its signature a typed invoker, so a spy's
    /// forward and `send` call it without libffi; the values still round-trip.
    @Test func swizzlableMethodsGiveTheirSignaturesInvokers() throws {
        for method in Dog.runtimeClass.methods(.instance) + Dog.runtimeClass.methods(.class) {
            let signature = try #require(method.signature)
            let parsed = try #require(sk_signature_get(signature.typeEncoding, nil))
            #expect(sk_signature_hasInvoker(parsed), "\(method.selector) \(signature)")
        }
        let dog = Dog(name: "Rex")
        #expect(try dog.send("bark()", returning: String.self) == dog.bark())
    }

    @Test func aTypedReplacementChangesDirectCalls() throws {
        let jackal = Jackal()
        let token = try Swizzle.install(.typed { (original, jackal: Jackal) -> String in original(jackal) + "!" },
                                        on: Jackal.runtimeClass, "yip()")
        #expect(jackal.yip() == "yip!")
        try token.restore()
        #expect(jackal.yip() == "yip")
    }

    @Test func spiesAndStubsWorkOnTheMacroGeneratedMethods() throws {
        let dog = Dog()
        let spy = try #require(DirectInvocationSpy(on: dog, rootClass: Dog.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "eat(food:)"),
            SpyCoselectors(methodType: .instance, original: "bark()"),
        ]))
        spy.forwardsMethodCalls = false
        spy.stub("bark()").andReturn("meow")
        spy.spy {
            dog.eat(food: "kibble")
            #expect(dog.bark() == "meow")
        }
        #expect(spy.didCall("eat(food:)", withArguments: ["kibble"], countSpecifier: .exactly(1)).success)
        #expect(dog.meals().isEmpty, "not forwarded: the real eat never ran")
        #expect(dog.bark() == "woof")
    }

    @Test func aClassMethodSpyRecordsTheFactory() throws {
        let spy = try #require(DirectInvocationSpy(on: Dog.self, rootClass: Dog.self,
                                                   selectors: SpyCoselectors(methodType: .class, original: "init(name:)")))
        let dog = spy.spy { Dog.make(name: "Spot") }
        #expect(dog.name == "Spot", "forwarded to the real initializer")
        #expect(spy.didCall("init(name:)", withArguments: ["Spot"]).success)
    }
}
