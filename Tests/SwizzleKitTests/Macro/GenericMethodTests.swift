import SwizzleKit
import Testing

/// Generic and rethrows methods go through the table: the arguments of generic types are
/// evidence as boxed values, forwarding runs the real generic body, and a stubbed value is
/// checked against the result type each call instantiates.
@Suite("Generic and rethrows methods", .swizzleScoped)
struct GenericMethodTests {
    let wrapper = DataWrapper()

    func spy(_ selectors: Selector...) throws -> DirectInvocationSpy<DataWrapper> {
        try DirectInvocationSpy(validating: wrapper, rootClass: DataWrapper.self,
                                selectors: selectors.map { SpyCoselectors(methodType: .instance, original: $0) })
    }

    @Test func unspiedCallsRunTheGenericBodies() throws {
        #expect(wrapper.wrapDataInArray(1) == [1])
        #expect(wrapper.wrapDataInArray("a") == ["a"])
        #expect(wrapper.joined([1, 2], separator: "+") == "1+2")
        #expect(wrapper.pair(1, "b") == (1, "b"))
        #expect(try wrapper.pick(from: [3, 4]) == 3)
        #expect(throws: NothingToPick.self) { try wrapper.pick(from: [Int]()) }
        #expect(DataWrapper.boxed(true) == [true, true])
        #expect(wrapper.transform(2) { "\($0)" } == "2")
        #expect(wrapper.apply(2) { $0 + 1 } == 3, "a rethrows method called without try")
        #expect(throws: NothingToPick.self) { try wrapper.apply(2) { _ in throw NothingToPick() } }
        #expect(DoublingWrapper().wrapDataInArray(5) == [5, 5], "the override's super calls reach the generic body")
        #expect(DoublingWrapper().apply(2) { $0 + 1 } == 6)
    }

    @Test func aForwardingSpyRecordsBoxedArgumentsAndTheInstantiatedResult() throws {
        let spy = try spy("wrapDataInArray(_:)", "pair(_:_:)")
        let packed = spy.spy {
            _ = wrapper.pair("x", 2.5)
            return Packer(wrapper: wrapper).pack([1, 2])
        }
        #expect(packed == [[1], [2]], "forwarding ran the real generic body")
        #expect(spy.didCall("wrapDataInArray(_:)", withArguments: [2]).success)
        #expect(spy.didCall("wrapDataInArray(_:)", countSpecifier: .exactly(2)).success)
        #expect(spy.didCall("pair(_:_:)", withArguments: ["x", 2.5]).success)
        let results = spy.invocations.filter { $0.selector == "wrapDataInArray(_:)" }.map { $0.result as? [Int] }
        #expect(results == [[1], [2]])
    }

    @Test func stubsAnswerWithAValueABodyOrAnError() throws {
        let spy = try spy("wrapDataInArray(_:)", "pick(from:)", "joined(_:separator:)")
        spy.stub("wrapDataInArray(_:)").with(7).andReturn([70, 700])
        spy.stub("wrapDataInArray(_:)").with("s").andDo { arguments in ["\(arguments[0])!"] }
        spy.stub("pick(from:)").andThrow(NothingToPick())
        spy.forwardsMethodCalls = false
        spy.spy {
            #expect(wrapper.wrapDataInArray(7) == [70, 700])
            #expect(wrapper.wrapDataInArray("s") == ["s!"])
            #expect(wrapper.wrapDataInArray(8) == [], "no stub, not forwarding: [Int]'s default")
            #expect(wrapper.joined([1], separator: ",") == "", "String's default")
            #expect(throws: NothingToPick.self) { try wrapper.pick(from: [1]) }
        }
        #expect(spy.invocations.map { $0.result as? [Int] }.prefix(1) == [[70, 700]])
        #expect(spy.invocations[4].error as? NothingToPick == NothingToPick())
    }

    @Test func aStubOfAnotherTypeThanThisCallsResultFailsNamingBothTypes() throws {
        let spy = try spy("wrapDataInArray(_:)")
        spy.stub("wrapDataInArray(_:)").andReturn(["text"])
        withKnownIssue {
            spy.spy {
                #expect(wrapper.wrapDataInArray(1) == [1], "the real body answered instead")
            }
        } matching: {
            let message = String(describing: $0)
            return message.contains("(of type Array<String>)") && message.contains("not of type Array<Int>")
        }
        // The same stub fits a call that instantiates [String].
        #expect(spy.spy { wrapper.wrapDataInArray("b") } == ["text"])
    }

    @Test func aRethrowsMethodIsSpiedAndItsClosuresErrorPassesThrough() throws {
        let spy = try spy("apply(_:_:)", "transform(_:_:)")
        spy.spy {
            #expect(wrapper.apply(4) { $0 * 3 } == 12)
            #expect(throws: NothingToPick.self) { try wrapper.apply(1) { _ in throw NothingToPick() } }
            #expect(wrapper.transform(4) { [$0] } == [4])
        }
        #expect(spy.didCall("apply(_:_:)", withArguments: [4, Match.any]).success)
        #expect(spy.invocations[1].error as? NothingToPick == NothingToPick())
        #expect(spy.invocations[2].result as? [Int] == [4])
    }

    @Test func aRethrowsMethodRefusesAStubbedErrorAndTakesABody() throws {
        let spy = try spy("apply(_:_:)")
        withKnownIssue {
            spy.stub("apply(_:_:)").andThrow(NothingToPick())
        } matching: { String(describing: $0).contains("it rethrows: it can throw only what its closure argument throws") }
        spy.stub("apply(_:_:)").andDo { arguments in (arguments[0] as! Int) + 100 }
        #expect(spy.spy { wrapper.apply(1) { $0 } } == 101)
    }

    @Test func anIndirectSpySeesTheOverridesSuperCallsToTheGenericBody() throws {
        let doubling = DoublingWrapper()
        let indirect = try IndirectInvocationSpy(validating: doubling, rootClass: DataWrapper.self,
                                                 selectors: [.instance("wrapDataInArray(_:)"), .instance("apply(_:_:)")])
        let direct = try DirectInvocationSpy(validating: doubling, rootClass: DataWrapper.self,
                                             selectors: [.instance("wrapDataInArray(_:)")])
        indirect.beginSpying()
        direct.beginSpying()
        #expect(doubling.wrapDataInArray(3) == [3, 3])
        #expect(doubling.apply(3) { $0 } == 6)
        direct.endSpying()
        indirect.endSpying()
        #expect(indirect.didCall("wrapDataInArray(_:)", withArguments: [3], countSpecifier: .exactly(2)).success)
        #expect(indirect.didCall("apply(_:_:)").success)
        #expect(direct.didCall("wrapDataInArray(_:)", countSpecifier: .exactly(1)).success, "the super calls are not the subject's calls")
        #expect(direct.invocations.first?.result as? [Int] == [3, 3])
    }

    @Test func aGenericClassMethodIsSpied() throws {
        let spy = try DirectInvocationSpy(validating: DataWrapper.self, rootClass: DataWrapper.self,
                                          selectors: [SpyCoselectors(methodType: .class, original: "boxed(_:)")])
        spy.stub("boxed(_:)").with("z").andReturn(["stubbed"])
        spy.spy {
            #expect(DataWrapper.boxed(1) == [1, 1])
            #expect(DataWrapper.boxed("z") == ["stubbed"])
        }
        #expect(spy.didCall("boxed(_:)", countSpecifier: .exactly(2)).success)
    }

    @Test func stubsThatCannotFitAreRefusedWhenMade() throws {
        let spy = try spy("wrapDataInArray(_:)", "store(_:)")
        withKnownIssue {
            spy.stub("wrapDataInArray(_:)").andThrow(NothingToPick())
        } matching: { String(describing: $0).contains("does not throw") && String(describing: $0).contains("(Any) -> (generic)") }
        withKnownIssue {
            spy.stub("wrapDataInArray(_:)").with(1, 2).andReturn([1])
        } matching: { String(describing: $0).contains("with(…) has 2 arguments, but the method takes 1") }
        spy.forwardsMethodCalls = false
        spy.spy {
            #expect(wrapper.wrapDataInArray(1) == [], "the refused stubs were not installed")
            wrapper.store(1)
        }
        #expect(spy.didCall("store(_:)", withArguments: [1]).success)
    }
}
