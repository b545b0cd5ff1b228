import BenchmarkFixtures
import BenchmarkSupport
import SwizzleKit
import CSwizzleRuntime  // the class tables' layout, read beneath the Swift API

/// Issue 2, case 2 (class count): the fast path once 10,000 more classes (and 10,000 more
/// selectors) are registered. Runs last: the registrations stay for the rest of the process.
/// Rows: a class registered after the fillers against DispatchedAdder (registered before) in the
/// same rounds; and DispatchedAdder now against DispatchedAdder in the "fast path" comparison,
/// before the fillers existed, each normalized by the plain Swift call of its own rounds.
let manyClassesSuite = Suite(
    name: "10,000 classes",
    summary: "the fast path after registering 10,000 classes, vs the 1-class case"
) {
    let title = "10,000 classes"
    let start = bench_now_nanoseconds()
    let registered = try registerFillerClasses(count: 10_000)
    let registration = Double(bench_now_nanoseconds() - start)
    let plain = opaque(PlainAdder()), dispatched = opaque(DispatchedAdder()), late = opaque(LateAdder())
    let fastPath = "fast path"
    return [Comparison(
        title: title,
        workloads: [
            Workload("plain Swift call") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= plain.add(i, k) }
                sink(sum)
            },
            Workload("table call, class registered before them") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= dispatched.add(i, k) }
                sink(sum)
            },
            Workload("table call, class registered after them") { n in
                let k = opaqueInt(1)
                var sum = 0
                for i in 0..<n { sum &+= late.lateAdd(i, k) }
                sink(sum)
            },
        ],
        rows: [
            Row("table call, class registered after them", against: "table call, class registered before them",
                goal: .ratioAtMost(1.1)),
            // Across phases (before and after the registrations), so noisier: for information.
            Row("table call, class registered before them", over: "plain Swift call",
                against: qualified(fastPath, "table call"), over: qualified(fastPath, "plain Swift call")),
        ],
        notes: {
            ["registering \(registered) classes with 2 methods each took \(formatNanoseconds(registration)) "
                + "(\(formatNanoseconds(registration / Double(registered))) per class); "
                + "the runtime now holds \(sk_class_count()) classes and \(sk_selector_count()) selectors",
             tableMemoryNote(selector: sk_selector_register("add(_:_:)"))]
        }
    )]
}

/// Each class table is two-level (chunks of `SK_DTABLE_CHUNK_SIZE` slots, allocated where lookups
/// happen): with the fillers' 10,000 selectors, one lookup in a class gives it an array of chunk
/// pointers up to that selector's chunk and one chunk. Measured on 1,000 filler classes (one
/// lookup of `add(_:_:)` each), after the timing, so it cannot disturb it.
private func tableMemoryNote(selector: SKSel, classes: Int = 1_000) -> String {
    let before = residentBytes()
    var chunkPointers = 0, chunks = 0
    for index in 0..<classes {
        guard let filler = sk_class_lookup("BenchmarkFixtures.Filler\(index)") else { continue }
        _ = sk_lookup(filler, SK_INSTANCE_SIDE, selector)
        let table = filler.pointee.dtables.0
        let count = Int(table.pointee.chunk_count)
        chunkPointers += count
        // `chunks` is a C flexible array member, which Swift does not import: it follows the
        // 32-bit count, aligned to a pointer.
        let base = (UnsafeRawPointer(table) + MemoryLayout<UnsafeRawPointer>.alignment)
            .assumingMemoryBound(to: UnsafeRawPointer?.self)
        chunks += (0..<count).filter { base[$0] != nil }.count
    }
    let perClass = (chunkPointers * 8 + chunks * SK_DTABLE_CHUNK_SIZE * 8) / classes
    return "one lookup in each of \(classes) filler classes gave each \(chunkPointers / classes) chunk pointers and "
        + "\(Double(chunks) / Double(classes)) chunks of \(SK_DTABLE_CHUNK_SIZE) slots (\(perClass) bytes); "
        + "resident memory grew by \(formatMebibytes(residentBytes() - before))"
}
