import SwizzleKit
import Testing

@Suite struct PuppyTests {
    @Test func aSubclassInAnotherFileLinksToItsSuperclass() {
        #expect(Puppy.runtimeClass.superclass == Dog.runtimeClass)
        #expect(Puppy.runtimeClass.responds(to: "eat(food:)"), "inherited through the table")
    }

    @Test func superCallsStartAtTheSuperclass() throws {
        let puppy = Puppy()
        #expect(puppy.bark() == "WOOF")
        puppy.isLoud = false
        #expect(puppy.bark() == "yip")
        puppy.isLoud = true
        #expect(try puppy.send("bark()") == "WOOF")
    }

    @Test func aReplacementOnTheSuperclassIsSeenThroughSuper() throws {
        let pup = WolfPup(), wolf = Wolf()
        let token = try Swizzle.install(.typed { (_, _: Wolf) -> String in "grr" }, on: Wolf.runtimeClass, "howl()")
        defer { try? token.restore() }
        #expect(wolf.howl() == "grr")
        #expect(pup.howl() == "GRR", "WolfPup's own entry runs and its super call reaches the replaced Wolf entry")
    }

    @Test func aSuperCallToAMethodTheSubclassDoesNotDeclare() {
        let puppy = Puppy()
        puppy.gobble("kibble")
        #expect(puppy.meals() == ["kibble!"])
    }

    @Test func factoriesOfTheSubclassReturnItsType() {
        let puppy: Puppy = Puppy.make()
        #expect(puppy.name == "pup")
        #expect(Puppy.breed(named: "x") is Puppy)
    }
}
