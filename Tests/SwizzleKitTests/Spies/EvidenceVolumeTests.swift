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
                let result = invocation.returnValue.flatMap { $0 as? String }
                if invocation.arguments.first as? String != key || result != (call.isMultiple(of: 2) ? "A" : nil) { mismatches += 1 }
            } else if call.isMultiple(of: 5) {
                if invocation.arguments.first as? Int != call || invocation.error == nil || invocation.returnValue != nil { mismatches += 1 }
            } else if invocation.arguments.first as? Int != call || invocation.returnValue as? Int != call {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(invocations.map(\.sequenceNumber) == invocations.map(\.sequenceNumber).sorted())
    }
}
