import SwizzleKit
import Testing

extension SwaggerByHandSuites {
    /// Each class of the hand-registered TestSwagger hierarchy finds the right implementation, on
    /// both paths and both sides, and each override reaches its superclass's answer when it calls super.
    @Suite("Hand-registered hierarchy: lookup and super calls")
    struct HierarchyLookupTests {
        typealias Case = SwaggerByHand.Case

        /// The class whose implementation a call on each class must find (written out, not derived).
        static let expectedDefiner: [String: Case] = [
            "Root": SwaggerByHand.root,
            "Inheritor": SwaggerByHand.root,
            "InheritorOfInheritor": SwaggerByHand.root,
            "Overrider": SwaggerByHand.overrider,
            "OverriderOfOverrider": SwaggerByHand.overriderOfOverrider,
            "OverriderOfInheritor": SwaggerByHand.overriderOfInheritor,
            "InheritorOfOverrider": SwaggerByHand.overrider,
        ]

        @Test(arguments: SwaggerByHand.cases, SwaggerByHand.sides)
        func eachClassAnswersItsOwnValueOnBothPaths(_ swaggerCase: Case, side: MethodType) throws {
            #expect(swaggerCase.callFastPath(side) == swaggerCase.ownValue, "fast path")
            #expect(try swaggerCase.callGeneric(side) == swaggerCase.ownValue, "send")
        }

        @Test(arguments: SwaggerByHand.cases, SwaggerByHand.sides)
        func lookupFindsTheNearestDefiningClassesImplementation(_ swaggerCase: Case, side: MethodType) throws {
            let selector = SwaggerByHand.selector(side)
            let definer = try #require(Self.expectedDefiner[swaggerCase.description])
            let definersMethod = try #require(definer.runtimeClass.ownMethod(selector, side))

            let found = try swaggerCase.runtimeClass.method(selector, side)
            #expect(found.owner == definer.runtimeClass)
            #expect(found == definersMethod)
            let looked = try #require(swaggerCase.runtimeClass.implementation(of: selector, side))
            #expect(address(looked) == address(definersMethod.implementation), "the table's entry is the definer's")
            #expect((swaggerCase.runtimeClass.ownMethod(selector, side) != nil) == swaggerCase.definesMethods)
            #expect(swaggerCase.runtimeClass.responds(to: selector, side), "its own or inherited")
            #expect(found.signature == SwaggerByHand.sampleSignature)
            #expect(found.typeEncoding == "q@:^v", "Int by value, String by pointer")
            #expect(swaggerCase.runtimeClass.isSubclass(of: SwaggerByHand.Root.runtimeClass))
        }

        @Test(arguments: SwaggerByHand.overridingCases, SwaggerByHand.sides)
        func anOverrideCallingSuperAnswersItsSuperclassesValue(_ swaggerCase: Case, side: MethodType) throws {
            let superValue = try #require(swaggerCase.superValue)
            SwaggerByHand.withSuperCalls(from: swaggerCase.type) {
                #expect(swaggerCase.callFastPath(side) == superValue, "fast path")
                #expect((try? swaggerCase.callGeneric(side)) == superValue, "send")
            }
            #expect(swaggerCase.callFastPath(side) == swaggerCase.ownValue, "the setting ends with its scope")
        }

        @Test(arguments: SwaggerByHand.sides)
        func superCallsChainOnlyThroughClassesThatCallSuper(side: MethodType) {
            let deepest = SwaggerByHand.overriderOfOverrider
            SwaggerByHand.withSuperCalls(from: SwaggerByHand.Overrider.self) {
                #expect(deepest.callFastPath(side) == 99, "its own setting is off")
                #expect(SwaggerByHand.inheritorOfOverrider.callFastPath(side) == 14, "inherits Overrider's, which calls super")
            }
            SwaggerByHand.withSuperCalls(from: SwaggerByHand.OverriderOfOverrider.self, SwaggerByHand.Overrider.self) {
                #expect(deepest.callFastPath(side) == 14, "both call super: Root answers")
            }
        }

        /// `sendSuper` from a class's methods reaches its superclass's answer, whether the class
        /// overrides or only inherits.
        @Test(arguments: SwaggerByHand.cases.dropFirst(), SwaggerByHand.sides)
        func sendSuperStartsTheLookupAtTheSuperclass(_ swaggerCase: Case, side: MethodType) throws {
            let superclassValue = try #require(SwaggerByHand.cases.first { $0.runtimeClass == swaggerCase.runtimeClass.superclass }).ownValue
            let selector = SwaggerByHand.selector(side)
            let answer: Int = side == .instance
                ? try swaggerCase.makeInstance().sendSuper(from: swaggerCase.runtimeClass, selector, "input")
                : try swaggerCase.type.sendSuper(from: swaggerCase.runtimeClass, selector, "input")
            #expect(answer == superclassValue)
        }

        @Test func theRootHasNoSuperclassToSendTo() {
            #expect {
                let _: Int = try SwaggerByHand.Root().sendSuper(from: SwaggerByHand.Root.runtimeClass, SwaggerByHand.instanceSelector, "x")
            } throws: { error in
                "\(error)".contains("superclass of SwizzleKitTests.SwaggerByHand.Root")
                    && "\(error)".contains("sampleInstanceMethod(_:)")
            }
        }

        /// A super call keeps the receiver: the object for instance methods, the called class (not
        /// the superclass) for class methods.
        @Test func aSuperCallKeepsTheReceiver() throws {
            let receivers = Recorder<UnsafeMutableRawPointer>()
            let record = Replacement.handler { frame, forward in
                receivers.append(frame.receiver)
                forward()
            }
            let object = SwaggerByHand.OverriderOfOverrider()
            let tokens = try [
                Swizzle.install(record, on: SwaggerByHand.Root.runtimeClass, SwaggerByHand.instanceSelector),
                Swizzle.install(record, on: SwaggerByHand.Root.runtimeClass, SwaggerByHand.classSelector, .class),
            ]
            defer { for token in tokens { try? token.restore() } }
            SwaggerByHand.withSuperCalls(from: SwaggerByHand.OverriderOfOverrider.self, SwaggerByHand.Overrider.self) {
                #expect(object.sampleInstanceMethod("x") == 14)
                #expect(SwaggerByHand.OverriderOfOverrider.sampleClassMethod("x") == 14)
            }
            #expect(receivers.all == [object.receiverPointer, UnsafeMutableRawPointer(SwaggerByHand.OverriderOfOverrider.runtimeClass.record)])
        }
    }
}
