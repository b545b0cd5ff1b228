import SwizzleKit
import Testing

@Suite("Lookup through a hand-registered hierarchy")
struct HierarchyLookupTests {
    @Test(arguments: HandCase.all)
    func eachClassFindsItsOwnAnswer(_ handCase: HandCase) throws {
        let object = handCase.type.init()
        #expect(try object.send("sampleInstanceMethod(_:)", "x") == handCase.value)
        #expect(try handCase.type.send("sampleClassMethod(_:)", "x") == handCase.value)
        #expect(handCase.type.runtimeClass.responds(to: "sampleInstanceMethod(_:)"))
        #expect(handCase.type.runtimeClass.isSubclass(of: HandRoot.runtimeClass))
    }

    @Test(arguments: HandCase.all.filter { $0.superValue != nil })
    func overridesReachTheirSuperclassThroughSendSuper(_ handCase: HandCase) throws {
        #expect(try handCase.type.init().send("sampleInstanceMethod(_:)", "callSuper") as Int == handCase.superValue)
        #expect(try handCase.type.send("sampleClassMethod(_:)", "callSuper") as Int == handCase.superValue)
    }
}

@Suite("Caches see changes at once", .serialized)
struct CacheInvalidationTests {
    @Test func replacingOnTheRootIsSeenThroughEveryDescendant() throws {
        let objects = HandCase.all.map { $0.type.init() }
        let before = try objects.map { try $0.send("sampleInstanceMethod(_:)", "warm") as Int }  // fill every cache
        let root = try #require(HandRoot.runtimeClass.ownMethod("sampleInstanceMethod(_:)"))
        let original = root.implementation
        let replacement = try Swizzle.install(.typed { (_: Replacement.Original<HandRoot, String, Int>, _: HandRoot, _: String) -> Int in 7 },
                                              on: HandRoot.runtimeClass, "sampleInstanceMethod(_:)")
        let after = try objects.map { try $0.send("sampleInstanceMethod(_:)", "x") as Int }
        try replacement.restore()
        #expect(after == HandCase.all.map { $0.superValue == nil && $0.value == 14 ? 7 : $0.value },
                "inheritors of Root's method see the new implementation; overriders keep theirs")
        #expect(try objects.map { try $0.send("sampleInstanceMethod(_:)", "x") as Int } == before)
        #expect(unsafeBitCast(root.implementation, to: Int.self) == unsafeBitCast(original, to: Int.self))
    }

    @Test func addingAndRemovingOnAnIntermediateClassReachesItsSubclasses() throws {
        let deepest = HandInheritorOfInheritor()
        #expect(try deepest.send("sampleInstanceMethod(_:)", "x") == 14)  // cache filled with Root's
        let token = try Swizzle.install(.typed { (original: Replacement.Original<HandRoot, String, Int>, object: HandRoot, input: String) -> Int in
            original(object, input) + 1
        }, on: HandInheritor.runtimeClass, "sampleInstanceMethod(_:)")
        #expect(HandInheritor.runtimeClass.ownMethod("sampleInstanceMethod(_:)") != nil, "an entry was added to the inheritor")
        #expect(try deepest.send("sampleInstanceMethod(_:)", "x") == 15)
        #expect(try HandRoot().send("sampleInstanceMethod(_:)", "x") == 14, "the ancestor is untouched")
        #expect(try HandOverrider().send("sampleInstanceMethod(_:)", "x") == 42, "siblings are untouched")
        try token.restore()
        #expect(HandInheritor.runtimeClass.ownMethod("sampleInstanceMethod(_:)") == nil, "the added entry is gone")
        #expect(try deepest.send("sampleInstanceMethod(_:)", "x") == 14)
    }
}
