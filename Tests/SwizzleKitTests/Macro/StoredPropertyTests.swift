import SwizzleKit
import Testing

/// Stored properties go through the table as "getter:name" and "setter:name": a set is
/// evidence with the new value, a get can be stubbed, observers keep running, and initial values
/// and initializers work as written. Spry's property scenarios, on a real object.
@Suite("Stored properties", .swizzleScoped)
struct StoredPropertyTests {
    let store = SettingsStore(title: "Kitchen")

    func spy(_ selectors: Selector...) throws -> DirectInvocationSpy<SettingsStore> {
        try DirectInvocationSpy(validating: store, rootClass: SettingsStore.self,
                                selectors: selectors.map { SpyCoselectors(methodType: .instance, original: $0) })
    }

    @Test func initialValuesInitializersAndObserversWorkAsWritten() {
        #expect(store.title == "Kitchen", "set by the initializer")
        #expect(store.volume == 5 && store.readwriteProperty == "" && store.delegateName == nil)
        store.volume = 7
        #expect(store.pendingVolume == 7, "willSet ran with the new value")
        #expect(store.changes == 1 && store.lastPrevious == 5, "didSet ran with the old value, under its own name")
        store.volume = 12
        #expect(store.volume == 10, "didSet clamped through the storage")
        #expect(store.changes == 2, "the clamp in didSet did not observe again")
        store.delegateName = "owner"
        #expect(store.describe() == "Kitchen: 10" && store.delegateName == "owner")
    }

    @Test func aSetIsEvidenceWithTheNewValue() throws {
        let spy = try spy("setter:readwriteProperty", "getter:readwriteProperty")
        spy.spy {
            store.readwriteProperty = "new value"
            _ = store.readwriteProperty
        }
        #expect(spy.didCall("setter:readwriteProperty", withArguments: ["new value"]).success)
        #expect(spy.invocations.last?.result as? String == "new value", "the get forwarded and is evidence too")
        #expect(store.readwriteProperty == "new value", "forwarding stored it")
        let never = spy.didCall("setter:readwriteProperty", withArguments: ["other"])
        #expect(!never.success)
    }

    @Test func aStubbedGetterAnswersEveryReaderIncludingTheClassItself() throws {
        let spy = try spy("getter:volume")
        spy.stub("getter:volume").andReturn(42)
        spy.spy {
            #expect(store.volume == 42)
            #expect(store.describe() == "Kitchen: 42", "the class's own method reads through the table")
        }
        #expect(store.volume == 5, "after spying, the storage answers again")
        #expect(spy.didCall("getter:volume", countSpecifier: .exactly(2)).success)
    }

    @Test func didSetStillRunsOnEveryForwardedSet() throws {
        let spy = try spy("setter:volume")
        spy.spy {
            store.volume = 6
            store.volume = 8
        }
        #expect(store.changes == 2 && store.lastPrevious == 6)
        #expect(spy.didCall("setter:volume", countSpecifier: .exactly(2)).success)
        #expect(spy.invocations.map { $0.arguments.first as? Int } == [6, 8])
    }

    @Test func aStubbedSetterWithForwardingOffStoresNothing() throws {
        let spy = try spy("setter:volume")
        spy.forwardsMethodCalls = false
        spy.spy { store.volume = 9 }
        #expect(store.volume == 5 && store.changes == 0, "neither the store nor the observers ran")
        #expect(spy.didCall("setter:volume", withArguments: [9]).success)
    }

    @Test func aStubThatCannotFitIsRefusedWithTheGettersSignature() throws {
        let spy = try spy("getter:volume")
        withKnownIssue {
            spy.stub("getter:volume").andReturn("loud")
        } matching: { String(describing: $0).contains("\"loud\" is not of type Int. Its signature is () -> Int") }
        #expect(spy.spy { store.volume } == 5, "the refused stub was not installed")
    }

    @Test func propertiesLeftPlainSayWhyWhenSpiedOn() {
        let plain = PlainProperties()
        let cases: [(Selector, String)] = [
            ("getter:id", "a 'let' never changes"),
            ("setter:cache", "a lazy property initializes itself on its first get"),
            ("getter:a", "a declaration of several variables cannot be given accessors"),
            ("getter:inferred", "write it (var inferred: Type = …)"),
        ]
        for (selector, reason) in cases {
            #expect {
                try DirectInvocationSpy(validating: plain, rootClass: PlainProperties.self,
                                        selectors: [SpyCoselectors(methodType: .instance, original: selector)])
            } throws: { error in
                "\(error)".contains("left it plain Swift") && "\(error)".contains(reason)
            }
        }
        #expect(plain.id == 1 && plain.cache.isEmpty && plain.a == plain.b && plain.inferred == [1, 2])
        let counters = Counters()
        counters.hits += 1
        #expect(counters.hits == 1)
    }

    @Test func aComputedPropertyWhoseAccessorsCallMethodsIsSpiedThroughThem() throws {
        let probe = TemperatureProbe()
        let spy = try DirectInvocationSpy(validating: probe, rootClass: TemperatureProbe.self,
                                          selectors: [.instance("readFahrenheit()"), .instance("writeFahrenheit(_:)")])
        spy.stub("readFahrenheit()").andReturn(100.0)
        spy.spy {
            #expect(probe.fahrenheit == 100)
            probe.fahrenheit = 212
        }
        #expect(probe.celsius == 100, "the set was forwarded")
        #expect(spy.didCall("writeFahrenheit(_:)", withArguments: [212.0]).success)
    }
}
