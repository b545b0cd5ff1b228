import BenchmarkFixtures
import BenchmarkSupport
import SwizzleKit
// The bystander is picked by its change bucket, which only the C runtime's header computes.
import CSwizzleRuntime

/// Issue 3: a call recorded by a forwarding `DirectInvocationSpy` against the spy a user writes
/// by hand (a subclass recording into typed arrays and calling super); a call on an object of a
/// spied class that is not the spy's subject against an unspied table call; `beginSpying()` +
/// `endSpying()` on one method; and, after the timing, the heap each recorded call keeps.
let spySuite = Suite(
    name: "spies",
    summary: "spied forwarding call vs hand-written spy; non-subject call; begin+end; bytes per recorded call"
) {
    let handWritten = opaque(HandWrittenSpyAdder())
    let unspied = opaque(DispatchedAdder())
    let subject = opaque(SpiedAdder()), typedSubject = opaque(SpiedAdder()), stubbedSubject = opaque(SpiedAdder())
    let bystander = opaque(bystander(outsideTheBucketsOf: [subject, typedSubject, stubbedSubject]))
    let cycled = CycledAdder()
    let addSelectors = SpyCoselectors(methodType: .instance, original: "add(_:_:)")
    guard let spy = DirectInvocationSpy(on: subject, rootClass: SpiedAdder.self, selectors: addSelectors),
          let cycledSpy = DirectInvocationSpy(on: cycled, rootClass: CycledAdder.self, selectors: addSelectors)
    else { fatalError("spies: could not create the spies") }
    // Issue 15: the same spy made from a typed method reference, as the README writes it.
    guard let typedSpy = try? DirectInvocationSpy(on: typedSubject, spying: \.add) else { fatalError("spies: no typed spy") }
    // Issue 27: a call the spy's stub answers (it tells the spies below it, here none, of the call).
    guard let stubbedSpy = DirectInvocationSpy(on: stubbedSubject, rootClass: SpiedAdder.self, selectors: addSelectors)
    else { fatalError("spies: no stubbed spy") }
    stubbedSpy.forwardsMethodCalls = false
    stubbedSpy.stub("add(_:_:)").andReturn(7)
    spy.beginSpying()  // for the rest of the run: the workloads hold it
    typedSpy.beginSpying()
    stubbedSpy.beginSpying()
    precondition(subject.add(2, 1) == unspied.add(2, 1) && spy.invocations.count == 1)
    return [Comparison(
        title: "spies",
        workloads: [
            // Each recording workload starts its batch with nothing recorded, so every batch
            // appends to arrays of the same sizes.
            Workload("hand-written spy subclass") { n in
                handWritten.reset()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= handWritten.add(i, k) }
                sink(sum)
            },
            Workload("spied call, forwarding") { n in
                spy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= subject.add(i, k) }
                sink(sum)
            },
            Workload("typed spied call, forwarding") { n in
                typedSpy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= typedSubject.add(i, k) }
                sink(sum)
            },
            Workload("stubbed spied call") { n in
                stubbedSpy.clearEvidence()
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= stubbedSubject.add(i, k) }
                sink(sum)
            },
            Workload("table call, no spy") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= unspied.add(i, k) }
                sink(sum)
            },
            Workload("call on a non-subject of a spied class") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= bystander.add(i, k) }
                sink(sum)
            },
            Workload("beginSpying + endSpying", settle: settleRetiredLayers) { n in
                for _ in 0..<n {
                    cycledSpy.beginSpying()
                    cycledSpy.endSpying()
                }
            },
        ],
        rows: [
            Row("typed spied call, forwarding", against: "hand-written spy subclass", goal: .ratioAtMost(1.2)),
            Row("spied call, forwarding", against: "hand-written spy subclass", goal: .ratioAtMost(1.5)),
            Row("spied call, forwarding", against: "table call, no spy"),
            Row("stubbed spied call", against: "spied call, forwarding"),
            Row("call on a non-subject of a spied class", against: "table call, no spy", goal: .ratioAtMost(1.2)),
            Row("beginSpying + endSpying", against: "table call, no spy"),
        ],
        notes: {
            // Heap kept per recorded call, at a few counts (arrays grow by doubling, so the
            // slack after the last growth varies with the count).
            let counts = [100_000, 300_000, 1_000_000]
            func perCall(_ calls: Int, reset: () -> Void, call: (Int) -> Int) -> Double {
                reset()
                let before = bench_heap_in_use()
                var sum = 0
                for i in 0..<calls { sum &+= call(i) }
                sink(sum)
                let bytes = Double(Int(bench_heap_in_use()) - Int(before)) / Double(calls)
                reset()
                return bytes
            }
            let spied = counts.map { perCall($0, reset: spy.clearEvidence) { subject.add($0, 1) } }
            let byHand = counts.map { perCall($0, reset: handWritten.reset) { handWritten.add($0, 1) } }
            func list(_ values: [Double]) -> String {
                zip(counts, values).map { "\(format(Double($0) / 1000, digits: 0))k: \(format($1, digits: 1)) B" }
                    .joined(separator: ", ")
            }
            return ["heap kept per recorded (Int, Int) -> Int call, spy (goal ≤ 96 B): \(list(spied)); "
                    + "hand-written spy: \(list(byHand))"]
        }
    )]
}

/// An object of the spied class whose calls skip the lookup: one whose change bucket no spied
/// subject shares. An object that shares one (one in 32 for each subject, by its address) looks
/// its calls up, as the "table call" rows of a spied object do; which objects share depends on
/// the allocator (callgrind's differs from the system's), so the row picks one that does not.
private func bystander(outsideTheBucketsOf subjects: [SpiedAdder]) -> SpiedAdder {
    let taken = Set(subjects.map { sk_change_bucket($0.receiverPointer) })
    var discarded: [SpiedAdder] = []  // kept until one is found, so the allocator moves on
    while true {
        let candidate = SpiedAdder()
        if !taken.contains(sk_change_bucket(candidate.receiverPointer)) { return candidate }
        discarded.append(candidate)
    }
}
