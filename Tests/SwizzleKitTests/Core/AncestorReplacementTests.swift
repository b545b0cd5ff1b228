import CSwizzleRuntime
import SwizzleKit
import Testing

extension SwaggerByHandSuites {
    /// A change to an ancestor's method is seen at once through every descendant's filled cache,
    /// on both paths and through super calls; descendants that override keep their own.
    @Suite("Hand-registered hierarchy: ancestor changes reach warm caches")
    struct AncestorReplacementTests {
        typealias Case = SwaggerByHand.Case
        typealias Root = SwaggerByHand.Root
        static let seven: SwaggerByHand.SampleIMP = { _, _, _ in 7 }
        static let eight: SwaggerByHand.SampleIMP = { _, _, _ in 8 }

        /// Calls every class on both paths, directly and through every override's super call, so
        /// that each class's table has the selector cached.
        func warmEveryCache(_ side: MethodType) throws {
            for swaggerCase in SwaggerByHand.cases {
                _ = swaggerCase.callFastPath(side)
                _ = try swaggerCase.callGeneric(side)
            }
            try everyOverriderCallingSuper { for swaggerCase in SwaggerByHand.cases { _ = try swaggerCase.callGeneric(side) } }
        }

        func everyOverriderCallingSuper<R>(_ body: () throws -> R) rethrows -> R {
            try SwaggerByHand.withSuperCalls(from: SwaggerByHand.Overrider.self, SwaggerByHand.OverriderOfOverrider.self,
                                             SwaggerByHand.OverriderOfInheritor.self, perform: body)
        }

        /// What each class answers on the fast path and on `send`, in `cases` order.
        func answers(_ side: MethodType) throws -> [Int] {
            try SwaggerByHand.cases.map { swaggerCase in
                let fast = swaggerCase.callFastPath(side), generic = try swaggerCase.callGeneric(side)
                return fast == generic ? fast : -1  // the two paths must agree
            }
        }

        var ownValues: [Int] { SwaggerByHand.cases.map(\.ownValue) }

        @Test(arguments: SwaggerByHand.sides)
        func settingRootsImplementationIsSeenThroughEveryDescendant(side: MethodType) throws {
            try warmEveryCache(side)
            let rootMethod = try #require(SwaggerByHand.Root.runtimeClass.ownMethod(SwaggerByHand.selector(side), side))
            let original = rootMethod.setImplementation(unsafeBitCast(Self.seven, to: SKIMP.self))
            let replaced = try answers(side)
            let replacedThroughSuper = try everyOverriderCallingSuper { try answers(side) }
            let seven = rootMethod.setImplementation(original)

            #expect(replaced == [7, 7, 7, 42, 99, 99, 42], "Root and its inheritors answer 7; overriders keep theirs")
            #expect(replacedThroughSuper == [7, 7, 7, 7, 7, 7, 7], "every super chain ends in Root's new implementation")
            #expect(address(seven) == address(unsafeBitCast(Self.seven, to: SKIMP.self)), "setImplementation returns the old one")
            #expect(try answers(side) == ownValues, "putting the original back is seen at once too")
        }

        @Test(arguments: SwaggerByHand.sides)
        func replacingRootsMethodIsSeenThroughEveryDescendant(side: MethodType) throws {
            try warmEveryCache(side)
            let selector = SwaggerByHand.selector(side), root = SwaggerByHand.Root.runtimeClass
            let original = try root.replaceMethod(selector, side, implementation: unsafeBitCast(Self.eight, to: SKIMP.self),
                                                  signature: SwaggerByHand.sampleSignature)
            let replaced = try answers(side)
            let eight = try root.replaceMethod(selector, side, implementation: try #require(original),
                                               signature: SwaggerByHand.sampleSignature)

            #expect(replaced == [8, 8, 8, 42, 99, 99, 42])
            #expect(address(eight) == address(unsafeBitCast(Self.eight, to: SKIMP.self)), "replaceMethod returns the old one")
            #expect(try answers(side) == ownValues)
        }

        @Test(arguments: SwaggerByHand.sides)
        func aLayerOnOverriderReachesItsInheritorAndTheSuperCallsIntoIt(side: MethodType) throws {
            try warmEveryCache(side)
            let token = try Swizzle.install(.handler { frame, forward in
                forward()
                _ = frame.replaceReturnValue((frame.returnValue as? Int ?? 0) + 1000)
            }, on: SwaggerByHand.Overrider.runtimeClass, SwaggerByHand.selector(side), side)
            let layered = try answers(side)
            let layeredThroughSuper = try SwaggerByHand.withSuperCalls(from: SwaggerByHand.OverriderOfOverrider.self) { try answers(side) }
            try token.restore()

            #expect(layered == [14, 14, 14, 1042, 99, 99, 1042], "Overrider and InheritorOfOverrider; nothing else")
            #expect(layeredThroughSuper == [14, 14, 14, 1042, 1042, 99, 1042], "OverriderOfOverrider's super call reaches the layer")
            #expect(try answers(side) == ownValues)
        }

        @Test func aTypedLayerOnRootIsSeenThroughEveryInheritor() throws {
            try warmEveryCache(.instance)
            let rootMethod = try #require(SwaggerByHand.Root.runtimeClass.ownMethod(SwaggerByHand.instanceSelector))
            let original = address(rootMethod.implementation)
            let token = try Swizzle.install(.typed { (_: Replacement.Original<Root, String, Int>, _: Root, _: String) -> Int in 7 },
                                            on: SwaggerByHand.Root.runtimeClass, SwaggerByHand.instanceSelector)
            let layered = try answers(.instance)
            try token.restore()

            #expect(layered == [7, 7, 7, 42, 99, 99, 42], "Root and its inheritors answer 7; overriders keep theirs")
            #expect(try answers(.instance) == ownValues)
            #expect(address(rootMethod.implementation) == original, "Root's own implementation is back in the record")
        }

        /// Inheritor only inherits the method: a layer on it adds an entry there, which its
        /// subclasses find at once, and the restore removes it again.
        @Test func aLayerOnAnInheritingClassAddsAnEntryForItsSubclasses() throws {
            try warmEveryCache(.instance)
            let selector = SwaggerByHand.instanceSelector, inheritor = SwaggerByHand.Inheritor.runtimeClass
            let token = try Swizzle.install(.typed { (original: Replacement.Original<Root, String, Int>, object: Root, input: String) -> Int in
                original(object, input) + 1
            }, on: inheritor, selector)
            let addedEntry = inheritor.ownMethod(selector) != nil
            let layered = try answers(.instance)
            try token.restore()

            #expect(addedEntry, "an entry was added to Inheritor")
            #expect(layered == [14, 15, 15, 42, 99, 99, 42], "Inheritor and InheritorOfInheritor; Root and the overriders are untouched")
            #expect(inheritor.ownMethod(selector) == nil, "the added entry is gone")
            #expect(try answers(.instance) == ownValues)
        }

        @Test(arguments: SwaggerByHand.sides)
        func addingOnAnIntermediateClassShadowsTheAncestorForItsSubclasses(side: MethodType) throws {
            try warmEveryCache(side)
            let selector = SwaggerByHand.selector(side), inheritor = SwaggerByHand.Inheritor.runtimeClass
            try inheritor.addMethod(selector, side, implementation: unsafeBitCast(Self.seven, to: SKIMP.self),
                                    signature: SwaggerByHand.sampleSignature)
            let added = try answers(side)
            let addedThroughSuper = try everyOverriderCallingSuper { try answers(side) }
            let removal = sk_class_removeMethod(inheritor.record, side.side, selector.raw)

            #expect(added == [14, 7, 7, 42, 99, 99, 42], "Inheritor and InheritorOfInheritor find the added method")
            #expect(addedThroughSuper == [14, 7, 7, 14, 14, 7, 14], "OverriderOfInheritor's super call finds it too")
            #expect(removal == SK_OK)
            #expect(inheritor.ownMethod(selector, side) == nil)
            #expect(try answers(side) == ownValues, "removing it is seen at once: Root's again")
        }
    }
}
