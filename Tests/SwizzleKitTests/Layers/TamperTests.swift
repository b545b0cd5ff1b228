import CSwizzleRuntime
import SwizzleKit
import Testing

/// Restoring a layer after code outside SwizzleKit replaced its table entry (InterposeKit's
/// `revert` check): the restore reports `SwizzleError.tampered`, leaves that code's entry, and
/// the layer keeps passing calls through for that code, never looping or losing layers.
@Suite("Tamper check", .serialized)
struct TamperTests {
    let gauge = TamperGauge()

    @Test func restoringUnderAReplacedEntryIsReportedAndNothingBreaks() throws {
        let method = try #require(TamperGauge.runtimeClass.ownMethod(Gauge.reading))
        let doubled = try #require(TamperGauge.runtimeClass.ownMethod(Gauge.doubled)).implementation
        let lower = try Swizzle.install(Gauge.adding(10), on: TamperGauge.runtimeClass, Gauge.reading)
        let upper = try Swizzle.install(Gauge.adding(100), on: TamperGauge.runtimeClass, Gauge.reading)
        #expect(gauge.reading(3) == 114)

        // Someone hooks the entry directly and keeps what was there as their original.
        let theirOriginal = method.setImplementation(doubled)
        #expect(gauge.reading(3) == 6)

        let error = #expect(throws: SwizzleError.self) { try upper.restore() }
        guard case .tampered? = error else { Issue.record("expected .tampered, got \(String(describing: error))"); return }
        #expect("\(error!)".contains("changed underneath by code outside SwizzleKit"))
        #expect("\(error!)".contains("TamperTests.swift"), "says where the layer was installed")
        #expect(gauge.reading(3) == 6, "their entry is left as they set it")
        #expect(Gauge.call(theirOriginal, on: gauge, 3) == 14,
                "their original (the restored layer) passes calls through to the layer below, once")

        #expect(throws: SwizzleError.self, "the entry is still theirs") { try lower.restore() }
        #expect(Gauge.call(theirOriginal, on: gauge, 3) == 4, "both layers now pass through to the original")
        #expect(Swizzle.activeLayers.allSatisfy { !$0.entry.contains("TamperGauge") })

        method.setImplementation(theirOriginal)  // they unhook
        #expect(gauge.reading(3) == 4)
        let again = try Swizzle.install(Gauge.adding(1000), on: TamperGauge.runtimeClass, Gauge.reading)
        #expect(gauge.reading(3) == 1004, "a later layer works over what is left")
        try again.restore()
        #expect(gauge.reading(3) == 4)
    }

    @Test func aSpyWhoseOverrideWasReplacedFailsTheTestWhenItEnds() throws {
        let spy = try #require(DirectInvocationSpy(on: gauge, rootClass: TamperGauge.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: Gauge.reading)))
        spy.beginSpying()
        let doubled = try #require(TamperGauge.runtimeClass.ownMethod(Gauge.doubled)).implementation
        let theirs = try #require(sk_object_getOverride(gauge.receiverPointer, SK_INSTANCE_SIDE, Gauge.reading.raw))
        sk_object_setOverride(gauge.receiverPointer, TamperGauge.runtimeClass.record, SK_INSTANCE_SIDE, Gauge.reading.raw, doubled)
        withKnownIssue {
            spy.endSpying()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("table entry was changed underneath") }
        }
        #expect(gauge.reading(5) == 10, "their override stays")
        #expect(Gauge.call(theirs, on: gauge, 5) == 6, "the spy's layer passes their calls through")
        sk_object_setOverride(gauge.receiverPointer, TamperGauge.runtimeClass.record, SK_INSTANCE_SIDE, Gauge.reading.raw, nil)
        #expect(gauge.reading(5) == 6)
    }
}
