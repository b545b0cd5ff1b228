import BenchmarkFixtures
import ReplaceableFixtures
import SwizzleKit
import ZeroAnnotationSpies

/// Issue 16: the zero-annotation mode's calls. A final class in a module built with
/// `-enable-implicit-dynamic`: unreplaced (the flag's own cost), replaced by the generated
/// dispatch through the table (unspied, and spied), against the plain call and against the same
/// calls of a `@Swizzlable` class.
let zeroAnnotationSuite = Suite(
    name: "zero-annotation",
    summary: "calls of an unannotated class made replaceable, and replaced by generate-spies, vs plain and @Swizzlable"
) {
    let plain = opaque(PlainFinalAdder()), replaceable = opaque(ReplaceableAdder())
    let generated = opaque(GeneratedAdder()), spiedGenerated = opaque(GeneratedAdder())
    let dispatched = opaque(DispatchedAdder()), spiedDispatched = opaque(SpiedAdder())
    guard let generatedSpy = try? DirectInvocationSpy(on: spiedGenerated, spying: \.add),
          let dispatchedSpy = try? DirectInvocationSpy(on: spiedDispatched, spying: \.add)
    else { fatalError("zero-annotation: could not create the spies") }
    generatedSpy.beginSpying()
    dispatchedSpy.beginSpying()
    precondition(spiedGenerated.add(2, 1) == plain.add(2, 1) && generatedSpy.invocations.count == 1)
    let base = opaqueInt(1)
    let plainValue = PlainValueAdder(base: base), generatedValue = GeneratedValueAdder(base: base)
    let spiedValue = SpiedValueAdder(base: base)
    guard let valueSpy = try? DirectInvocationSpy(onEveryValueOf: SpiedValueAdder.self, spying: \.add)
    else { fatalError("zero-annotation: could not create the value spy") }
    valueSpy.beginSpying()
    precondition(spiedValue.add(2, 1) == plainValue.add(2, 1) && valueSpy.invocations.count == 1)
    // The @Swizzlable baselines, in both comparisons.
    let tableCall = Workload("@Swizzlable table call") { n in
        let k = opaqueInt(1)
        var sum = 0
        for i in 0..<n { sum &+= dispatched.add(i, k) }
        sink(sum)
    }
    let spiedTableCall = Workload("@Swizzlable, spied, forwarding") { n in
        dispatchedSpy.clearEvidence()
        let k = opaqueInt(1)
        var sum = 0
        for i in 0..<n { sum &+= spiedDispatched.add(i, k) }
        sink(sum)
    }
    return [Comparison(
        title: "zero-annotation",
        workloads: [
            Workload("plain call, final class") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("replaceable, not replaced") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= replaceable.add(i, k) }
                sink(sum)
            },
            Workload("replaced by generate-spies, unspied") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= generated.add(i, k) }
                sink(sum)
            },
            tableCall,
            Workload("replaced, spied, forwarding") { n in
                generatedSpy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= spiedGenerated.add(i, k) }
                sink(sum)
            },
            spiedTableCall,
        ],
        rows: [
            Row("replaceable, not replaced", against: "plain call, final class"),
            Row("replaced by generate-spies, unspied", against: "plain call, final class"),
            Row("replaced by generate-spies, unspied", against: "@Swizzlable table call"),
            Row("replaced, spied, forwarding", against: "@Swizzlable, spied, forwarding"),
            Row("replaced, spied, forwarding", against: "plain call, final class"),
        ]
    ), Comparison(
        title: "zero-annotation, a struct (spied per type)",
        workloads: [
            Workload("plain call, struct") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plainValue.add(i, k) }
                sink(sum)
            },
            Workload("struct replaced, unspied") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= generatedValue.add(i, k) }
                sink(sum)
            },
            Workload("struct replaced, spied, forwarding") { n in
                valueSpy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= spiedValue.add(i, k) }
                sink(sum)
            },
            tableCall,
            spiedTableCall,
        ],
        rows: [
            Row("struct replaced, unspied", against: "plain call, struct"),
            Row("struct replaced, unspied", against: "@Swizzlable table call"),
            Row("struct replaced, spied, forwarding", against: "@Swizzlable, spied, forwarding"),
        ]
    )]
}
