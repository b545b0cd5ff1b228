import SwizzleKit
import Testing

/// Mistakes from the misuse catalogue (SwizzleKit.docc/MisuseCatalogue.md) that no other suite
/// shows: each gets a clear message or is harmless, nothing is lost, nothing is left installed.
@Suite("Misuse")
struct MisuseTests {
    let gauge = MisuseGauge()
    let reading = SpyCoselectors(methodType: .instance, original: Gauge.reading)

    private func spy(on subject: MisuseGauge? = nil) throws -> DirectInvocationSpy<MisuseGauge> {
        try #require(DirectInvocationSpy(on: subject ?? gauge, rootClass: MisuseGauge.self, selectors: reading))
    }

    private func layersOn(_ object: MisuseGauge) -> [SwizzleToken.Info] {
        let address = String(UInt(bitPattern: object.receiverPointer), radix: 16)
        return Swizzle.activeLayers.filter { $0.entry.contains(address) }
    }

    @Test func endingTwiceRestoresOnceAndLeavesOtherLayers() throws {
        let first = try spy(), second = try spy()
        first.beginSpying()
        second.beginSpying()
        first.endSpying()
        first.endSpying()  // harmless: no message, and the second spy's layer is untouched
        _ = gauge.reading(1)
        #expect(second.invocations.count == 1, "the other spy on the same method still records")
        #expect(first.invocations.isEmpty)
        second.endSpying()
        #expect(layersOn(gauge).isEmpty)
        #expect(gauge.reading(1) == 2)
    }

    @Test func endWithoutBeginTouchesNothing() throws {
        let idle = try spy(), active = try spy()
        active.beginSpying()
        idle.endSpying()
        _ = gauge.reading(1)
        #expect(active.invocations.count == 1, "ending a spy that never began removed nothing")
        active.endSpying()
        #expect(layersOn(gauge).isEmpty)
    }

    @Test func aSpyReleasedWhileActiveLeavesTheLayersAroundItWorking() throws {
        let below = try spy()
        below.beginSpying()
        var middle: DirectInvocationSpy<MisuseGauge>? = try spy()
        middle?.forwardsMethodCalls = false
        middle?.beginSpying()
        let above = try Swizzle.install(Gauge.adding(100), on: gauge, Gauge.reading)
        #expect(gauge.reading(1) == 100, "the middle spy answers the default, the layer above adds 100")
        middle = nil  // released while spying: it restores itself
        #expect(gauge.reading(1) == 102, "the layer above now reaches the one below")
        #expect(below.invocations.map { $0.result as? Int } == [0, 2],
                "the spy below saw both calls: the first as the middle one answered it (not forwarded), then this one")
        try above.restore()
        below.endSpying()
        #expect(layersOn(gauge).isEmpty)
    }

    @Test func registeringAClassTwiceKeepsTheFirstMethods() throws {
        final class Registered: Swizzlable, @unchecked Sendable {
            static var runtimeClass: RuntimeClass { RuntimeClass.named("MisuseTests.Registered")! }
        }
        let first = try RuntimeClass.register(Registered.self, superclass: nil, name: "MisuseTests.Registered") { c in
            try c.instanceMethod("answer()") { (_: Registered) in 1 }
        }
        let second = try RuntimeClass.register(Registered.self, superclass: nil, name: "MisuseTests.Registered") { c in
            try c.instanceMethod("answer()") { (_: Registered) in 2 }
        }
        #expect(first == second, "the same record")
        #expect(try Registered().send("answer()") as Int == 1, "methods it defines already are left alone")
        let conflict = #expect(throws: SwizzleError.self) {
            try RuntimeClass.register(Registered.self, superclass: MisuseGauge.runtimeClass, name: "MisuseTests.Registered")
        }
        #expect(conflict?.description == "A class named MisuseTests.Registered is registered already with a different superclass.")
    }

    @Test func aSpyOnAMalformedSelectorSaysHowToSpellIt() {
        #expect(throws: SpyCreationError.unknownSelector("reading(", .instance, root: "SwizzleKitTests.MisuseGauge")) {
            _ = try DirectInvocationSpy(validating: gauge, rootClass: MisuseGauge.self,
                                        selectors: [SpyCoselectors(methodType: .instance, original: "reading(")])
        }
        let message = SpyCreationError.unknownSelector("reading(", .instance, root: "SwizzleKitTests.MisuseGauge").description
        #expect(message.contains("Check the spelling (Swift style: \"add(_:_:)\")"))
        #expect(layersOn(gauge).isEmpty)
    }

    @Test func aStubOfTheWrongTypeIsRefusedAndTheSpyStillWorks() throws {
        let spy = try spy()
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.stub(Gauge.reading).andReturn("seven")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Stub of 'reading(_:)' refused: \"seven\" is not of type Int. Its signature is (Int) -> Int." }
        }
        spy.stub(Gauge.reading).andReturn(7)
        #expect(spy.spy { gauge.reading(1) } == 7, "nothing lost: a later stub of the right type works")
    }
}
