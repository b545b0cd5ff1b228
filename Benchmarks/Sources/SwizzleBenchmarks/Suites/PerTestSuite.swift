import BenchmarkFixtures
import BenchmarkSupport
import SwizzleKit

/// Issue 25: what a stub and a whole test cost against the same written by hand.
/// - A stubbed call as the README writes it (`stub(\.add).with(2, 3).andReturn(5)`, forwarding
///   off) against a hand-written stub subclass that records and answers.
/// - A test's whole life with a spy: make the object and its spy, one stub, one call inside the
///   spy's scope, one verification; against the same test with the hand-written stub (made, given
///   its answer, called, its record checked); and the same test through the string API.
let perTestSuite = Suite(
    name: "per test",
    summary: "typed stubbed call vs hand-written stub; a test with a spy, a stub, a call and a verification vs the same by hand"
) {
    let handStub = opaque(HandWrittenStubAdder())
    handStub.addStub = (2, 3, 5)
    let stubbed = opaque(SpiedAdder())
    let stubbedSpy = try DirectInvocationSpy(on: stubbed, spying: \.add)
    stubbedSpy.forwardsMethodCalls = false
    stubbedSpy.stub(\.add).with(2, 3).andReturn(5)
    stubbedSpy.beginSpying()  // for the rest of the run: the workload holds it
    precondition(stubbed.add(2, 3) == 5 && handStub.add(2, 3) == 5)
    return [Comparison(
        title: "per test",
        workloads: [
            Workload("hand-written stub") { n in
                handStub.reset()
                let a = opaqueInt(2), b = opaqueInt(3)
                var sum = 0
                for _ in 0..<n { sum &+= handStub.add(a, b) }
                sink(sum)
            },
            Workload("typed stubbed call") { n in
                stubbedSpy.clearEvidence()
                let a = opaqueInt(2), b = opaqueInt(3)
                var sum = 0
                for _ in 0..<n { sum &+= stubbed.add(a, b) }
                sink(sum)
            },
            Workload("a test with a hand-written stub") { n in
                for _ in 0..<n {
                    let adder = opaque(HandWrittenStubAdder())
                    adder.addStub = (2, 3, 5)
                    let sum = adder.add(opaqueInt(2), 3)
                    precondition(adder.addCallsCount == 1 && adder.addReceivedArguments[0] == (2, 3))
                    sink(sum)
                }
            },
            Workload("a test with a spy, a stub, a call and a verification", settle: settleRetiredLayers) { n in
                for _ in 0..<n {
                    let adder = opaque(SpiedAdder())
                    guard let spy = try? DirectInvocationSpy(on: adder, spying: \.add) else { fatalError("per test: no spy") }
                    spy.stub(\.add).with(2, 3).andReturn(5)
                    let sum = spy.spy { adder.add(opaqueInt(2), 3) }
                    spy.verify(\.add).with(2, 3).called(.once)
                    sink(sum)
                }
            },
            // The string API's test (the README's "The string API"): the same spy, stub, call and
            // verification, with the expected values classified from `[Any?]`.
            Workload("the same test from strings", settle: settleRetiredLayers) { n in
                let selectors = [SpyCoselectors(methodType: .instance, original: "add(_:_:)")]
                for _ in 0..<n {
                    let adder = opaque(SpiedAdder())
                    guard let spy = DirectInvocationSpy(on: adder, rootClass: SpiedAdder.self, selectors: selectors)
                    else { fatalError("per test: no spy from strings") }
                    spy.stub("add(_:_:)").with(2, 3).andReturn(5)
                    let sum = spy.spy { adder.add(opaqueInt(2), 3) }
                    precondition(spy.didCall("add(_:_:)", withArguments: [2, 3]).success)
                    sink(sum)
                }
            },
        ],
        rows: [
            Row("typed stubbed call", against: "hand-written stub", goal: .ratioAtMost(1.5)),
            Row("the same test from strings", against: "a test with a hand-written stub"),
            Row("a test with a spy, a stub, a call and a verification", against: "a test with a hand-written stub",
                goal: .ratioAtMost(10)),
        ]
    )]
}
