import SwizzleKit
import Testing

/// Evidence is kept in chunks that grow from 16 to 4,096 calls and never move: many calls of
/// mixed shapes (words, boxed values, thrown errors) come back whole and in order across
/// every chunk boundary.
@Suite("Evidence of many calls")
struct EvidenceVolumeTests {
    @Test func tenThousandMixedCallsComeBackInOrderWithTheirValues() throws {
        let gadget = Gadget(label: "g")
        let spy = try #require(DirectInvocationSpy(on: gadget, rootClass: Gadget.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "divide(_:by:)"),
            SpyCoselectors(methodType: .instance, original: "lookup(_:)"),
        ]))
        let calls = 10_000
        spy.spy {
            for call in 0 ..< calls {
                if call.isMultiple(of: 3) {
                    _ = gadget.lookup(call.isMultiple(of: 2) ? "a" : "\(call)")
                } else {
                    _ = try? gadget.divide(call, by: call.isMultiple(of: 5) ? 0 : 1)
                }
            }
        }
        let invocations = spy.invocations
        #expect(invocations.count == calls)
        var mismatches = 0
        for (call, invocation) in invocations.enumerated() {
            if call.isMultiple(of: 3) {
                let key = call.isMultiple(of: 2) ? "a" : "\(call)"
                let result = invocation.result.flatMap { $0 as? String }
                if invocation.arguments.first as? String != key || result != (call.isMultiple(of: 2) ? "A" : nil) { mismatches += 1 }
            } else if call.isMultiple(of: 5) {
                if invocation.arguments.first as? Int != call || invocation.error == nil || invocation.result != nil { mismatches += 1 }
            } else if invocation.arguments.first as? Int != call || invocation.result as? Int != call {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(invocations.map(\.sequenceNumber) == invocations.map(\.sequenceNumber).sorted())
    }

    /// Evidence holds the objects it recorded (arguments and results) while a test can read
    /// them, and lets every one go when cleared, when spying begins again, and when the spy goes.
    @Test func recordedObjectsAreReleasedWhenEvidenceGoes() throws {
        let desk = ParcelDesk()
        weak var first: Parcel?, second: Parcel?, third: Parcel?
        var spy = try #require(DirectInvocationSpy(on: desk, rootClass: ParcelDesk.self, selectors: .instance("wrap(_:)")))
        spy.spy {
            let parcel = Parcel("one")
            first = parcel
            _ = desk.wrap(parcel)
        }
        #expect(first != nil, "kept by the evidence")
        #expect((spy.invocations.first?.arguments.first as? Parcel)?.contents == "one")
        spy.clearEvidence()
        #expect(first == nil, "let go by clearEvidence()")

        spy.spy { _ = desk.wrap(Parcel("two").also { second = $0 }) }
        #expect(second != nil)
        spy.beginSpying()
        #expect(second == nil, "let go when spying began again")
        for index in 0 ..< 40 { _ = desk.wrap(Parcel("\(index)").also { if index == 39 { third = $0 } }) }  // past the first chunk
        spy.endSpying()
        #expect(third != nil)
        spy = try #require(DirectInvocationSpy(on: desk, rootClass: ParcelDesk.self, selectors: .instance("wrap(_:)")))
        #expect(third == nil, "let go with the spy")
    }
}

/// Takes and returns objects, so its evidence holds references.
@Swizzlable
private class ParcelDesk: @unchecked Sendable {
    init() {}
    func wrap(_ parcel: Parcel) -> Parcel { Parcel("wrapped", wrapping: parcel) }
}

private extension Parcel {
    func also(_ body: (Parcel) -> Void) -> Parcel {
        body(self)
        return self
    }
}
