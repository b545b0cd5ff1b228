import BenchmarkFixtures
import SwizzleKit

/// Issue 14: a generic method through the table. Unspied, against the same method without
/// `@Swizzlable`; spied with forwarding (its `Int` arguments boxed as `Any`, the call resolved
/// with the body, the result recorded), against the unspied table call.
let genericMethodSuite = Suite(
    name: "generic method",
    summary: "an unspied generic table call vs the same generic method without @Swizzlable; a spied one"
) {
    let plain = opaque(PlainGenericPicker()), dispatched = opaque(DispatchedGenericPicker())
    let subject = opaque(SpiedGenericPicker())
    guard let spy = DirectInvocationSpy(on: subject, rootClass: SpiedGenericPicker.self,
                                        selectors: SpyCoselectors(methodType: .instance, original: "pick(_:_:)"))
    else { fatalError("generic method: could not create the spy") }
    spy.beginSpying()  // for the rest of the run: the workload holds it
    precondition(subject.pick(1, 2) == 2 && spy.invocations.count == 1)
    return [Comparison(
        title: "generic method",
        workloads: [
            Workload("plain generic call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.pick(k, i) }
                sink(sum)
            },
            Workload("generic table call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.pick(k, i) }
                sink(sum)
            },
            Workload("spied generic call, forwarding") { n in
                spy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= subject.pick(k, i) }
                sink(sum)
            },
        ],
        rows: [
            Row("generic table call", against: "plain generic call", goal: .ratioAtMost(1.3)),
            Row("spied generic call, forwarding", against: "generic table call"),
        ]
    )]
}
