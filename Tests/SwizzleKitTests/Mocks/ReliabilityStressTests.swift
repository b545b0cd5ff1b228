import Foundation
import SwizzleKit
import Synchronization
import Testing

/// Threads call dispatched methods (fast path and `send`) on shared objects while others begin
/// and end spies, install and remove stubs and swizzles (class-level and per-object), and
/// register new classes, and one mocks constructions (process-wide and scoped). Bounded by
/// iteration counts, not a clock; CI runs it under the thread and address sanitizers.
///
/// It installs process-wide mocks, so it is one of ``ProcessWideMockTests``: a suite there that
/// undoes every process-wide mock (`undoAllMocks()`) would otherwise undo this one's mid-cycle.
extension ProcessWideMockTests {
@Suite("Reliability stress", .serialized)  // both tests check what is left on StressBase
struct ReliabilityStressTests {
    @Test func callsSpiesStubsSwizzlesAndRegistrationsAtOnce() async throws {
        let run = StressRun()
        let clock = ContinuousClock()
        let elapsed = await clock.measure { await run.run() }
        print("""
            ReliabilityStressTests: \(run.calls.load(ordering: .relaxed)) calls, \
            \(run.spiesCycled.load(ordering: .relaxed)) spies cycled, \
            \(run.layersInstalled.load(ordering: .relaxed)) swizzles installed and restored, \
            \(run.classesRegistered.load(ordering: .relaxed)) classes registered, \
            \(run.mocksCycled.load(ordering: .relaxed)) global mocks cycled, on \(run.counts.threads) threads \
            in \(elapsed); \(run.failures.count) failures
            """)
        #expect(run.failures.count == 0, "\(run.failures.messages.joined(separator: "\n"))")

        let stressEntries = ["StressBase", "ScientificStress", "StressRegistered", "StressWidget"]
        let left = Swizzle.activeLayers.filter { info in stressEntries.contains { info.entry.contains($0) } }
        #expect(left.isEmpty, "nothing stays installed: \(left)")
        #expect(run.everyObject.allSatisfy { StressBase.runtimeClass.isUnchanged(for: $0.receiverPointer) },
                "every change counted while the threads ran is uncounted: calls skip the lookup again")
        for (index, object) in run.everyObject.enumerated() {
            let child = object is ScientificStress ? StressValues.childOffset : 0
            #expect(object.value(index) == index + StressValues.originalOffset + child, "the originals answer again")
            #expect(object.sentValue(index) == index + StressValues.originalOffset + child)
        }
        #expect(StressBase.tag() == StressValues.originalTag)
        #expect(StressWidget.make().size() == 3, "constructions are real again")
        #expect(MockMap.count(for: StressWidget.self) == 0)
    }

    /// One spy begun and ended from several threads at once (a completion handler ending it
    /// while the test begins it again): never two sets of layers, none left behind.
    @Test func oneSpyBegunAndEndedFromManyThreads() async throws {
        let subject = StressBase()
        let spy = try #require(DirectInvocationSpy(on: subject, rootClass: StressBase.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: StressBase.valueSelector)))
        let threads = 4, iterations = 2_000
        let failures = FailureLog()
        let group = DispatchGroup()
        for index in 0 ..< threads {
            group.enter()
            Thread {
                for i in 0 ..< iterations {
                    if (i + index) % 2 == 0 { spy.beginSpying() } else { spy.endSpying() }
                    let result = subject.value(i % 1000)
                    if result != i % 1000 + StressValues.originalOffset { failures.add("value(\(i % 1000)) answered \(result)") }
                }
                group.leave()
            }.start()
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
        spy.endSpying()
        #expect(failures.count == 0, "\(failures.messages)")
        let address = String(UInt(bitPattern: subject.receiverPointer), radix: 16)
        #expect(Swizzle.activeLayers.filter { $0.entry.contains(address) }.isEmpty, "no layer outlives the last end")
        spy.beginSpying()
        _ = subject.value(1)
        spy.endSpying()
        #expect(spy.invocations.count == 1, "one layer, recording each call once")
    }

    /// Per-object stacks whose bottom layer (which reaches the class table by lookup) is removed
    /// under the one above while threads call: the layer above takes over "look up from the
    /// class" in one step, never a moment with no implementation below it.
    @Test func bottomLayersRemovedUnderCalls() async throws {
        let subject = StressBase()
        let rounds = 10_000 * (Int(ProcessInfo.processInfo.environment["SWIZZLEKIT_STRESS_SCALE"] ?? "") ?? 1)
        let stop = Atomic<Bool>(false)
        let failures = FailureLog()
        let group = DispatchGroup()
        for _ in 0 ..< 2 {
            group.enter()
            Thread {
                var x = 0
                while !stop.load(ordering: .relaxed) {
                    x = (x + 1) % 1000
                    let result = subject.value(x)
                    if !StressValues.isValidValue(result, for: x) { failures.add("value(\(x)) answered \(result)") }
                }
                group.leave()
            }.start()
        }
        let adding = { (offset: Int) in
            Replacement.typed { (original: Replacement.Original<StressBase, Int, Int>, receiver: StressBase, x: Int) -> Int in
                original(receiver, x) + offset
            }
        }
        for _ in 0 ..< rounds {
            let bottom = try Swizzle.install(adding(StressValues.objectLayerOffset), on: subject, StressBase.valueSelector)
            let top = try Swizzle.install(adding(StressValues.classLayerOffset), on: subject, StressBase.valueSelector)
            try bottom.restore()
            try top.restore()
        }
        stop.store(true, ordering: .relaxed)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
        #expect(failures.count == 0, "\(failures.messages)")
    }
}
}
