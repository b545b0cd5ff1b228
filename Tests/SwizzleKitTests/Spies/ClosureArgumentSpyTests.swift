import SwizzleKit
import Testing

/// Closure arguments in evidence: an escaping closure is kept as itself; a non-escaping one is
/// valid only during the call (`withoutActuallyEscaping` traps if it outlives it), so evidence
/// keeps a placeholder, while a stub may still call it during the call.
@Suite("Spies on methods that take closures")
struct ClosureArgumentSpyTests {
    @Test func aNonEscapingClosureIsNotKeptButAnEscapingOneIs() throws {
        let gadget = Gadget(label: "g")
        let spy = try #require(DirectInvocationSpy(on: gadget, rootClass: Gadget.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "transform(_:with:)"),
            SpyCoselectors(methodType: .instance, original: "later(_:)"),
        ]))
        var delivered: [String] = []
        spy.spy {
            #expect(gadget.transform(2) { $0 * 21 } == 42, "forwarded to the real method")
            gadget.later { delivered.append($0) }
        }
        let transform = try #require(spy.invocations.first)
        #expect(transform.arguments.first as? Int == 2)
        #expect((transform.arguments.last as? NonEscapingClosure)?.type == "(Int) -> Int")
        #expect(transform.description == "transform(_:with:)(2, <non-escaping (Int) -> Int>) -> 42")
        #expect(spy.didCall("transform(_:with:)", withArguments: [2, Match.any]).success)

        let later = try #require(spy.invocations.last?.arguments.first as? (String) -> Void)
        later("again")
        #expect(delivered == ["g", "again"], "the escaping closure is the caller's own")
    }

    @Test func aStubMayCallTheNonEscapingClosureDuringTheCall() throws {
        let gadget = Gadget(label: "g")
        let spy = try #require(DirectInvocationSpy(on: gadget, rootClass: Gadget.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: "transform(_:with:)")))
        spy.forwardsMethodCalls = false
        spy.stub("transform(_:with:)").andDo { arguments in
            let body = arguments[1] as! (Int) -> Int
            return body(arguments[0] as! Int) + 1
        }
        spy.spy {
            #expect(gadget.transform(10) { $0 * 2 } == 21)
        }
        #expect(spy.invocations.count == 1)
        #expect(spy.invocations.first?.result as? Int == 21)
    }
}
