import CSwizzleRuntime
import Foundation
import SwizzleKit
import Synchronization
import XCTest

/// Counts the user data the pool released, and the handler's calls.
private final class PoolProbe: Sendable {
    let released = Atomic<Int>(0)
    let calls = Atomic<Int>(0)
}

private let countCall: SKHandler = { _, result, _, userData in
    Unmanaged<PoolProbe>.fromOpaque(userData!).takeUnretainedValue().calls.add(1, ordering: .relaxed)
    result!.storeBytes(of: 7, as: Int16.self)
}

private let releaseProbe: SKReleaseFunction = { userData in
    Unmanaged<PoolProbe>.fromOpaque(userData!).takeRetainedValue().released.add(1, ordering: .relaxed)
}

/// Retired closures stay callable through their grace period, then are released (by the next
/// retire or create) and reused for the same signature, so creating and retiring the same
/// signature over and over allocates no more closures. XCTest, because its tests run one at a
/// time: the process-wide live count then moves only with this test. It sleeps 3 × 0.3 s past
/// the runtime's 250 ms grace period; the sleeps only let the period pass, nothing is timed or
/// asserted about time.
final class ClosurePoolTests: XCTestCase {
    /// `(Int16, Int16, Int16) -> Int16`: a signature no other test uses.
    let signature = sk_signature_get("s@:sss", nil)!
    let batch = 6
    typealias ShortIMP = @convention(c) (UnsafeRawPointer?, SKSel?, Int16, Int16, Int16) -> Int16

    fileprivate func makeBatch(_ probe: PoolProbe) throws -> [SKClosure] {
        try (0 ..< batch).map { _ in
            try XCTUnwrap(sk_closure_create(signature, countCall, Unmanaged.passRetained(probe).toOpaque(), releaseProbe, nil))
        }
    }

    func pastTheGracePeriod() { Thread.sleep(forTimeInterval: 0.3) }

    func testRetiredClosuresAreReleasedThenReusedSoTheLiveCountStaysBounded() throws {
        let probe = PoolProbe()
        let first = try makeBatch(probe)
        let liveAfterFirstBatch = sk_closure_liveCount()
        let lateCall = unsafeBitCast(sk_closure_imp(first[0]), to: ShortIMP.self)
        for closure in first { sk_closure_retire(closure) }
        XCTAssertEqual(lateCall(nil, nil, 1, 2, 3), 7, "a call arriving just after the retire still runs the handler")
        XCTAssertEqual(probe.calls.load(ordering: .relaxed), 1)
        XCTAssertEqual(probe.released.load(ordering: .relaxed), 0, "inside the grace period the user data is kept")

        pastTheGracePeriod()
        // Retiring anything collects closures past their period; this one has another signature.
        let other = try XCTUnwrap(sk_closure_create(try XCTUnwrap(sk_signature_get("s@:", nil)), countCall, nil, nil, nil))
        sk_closure_retire(other)
        XCTAssertEqual(probe.released.load(ordering: .relaxed), batch, "each user datum released once")
        XCTAssertEqual(lateCall(nil, nil, 1, 2, 3), 0, "a call arriving long after is answered with zero, not the handler")
        XCTAssertEqual(probe.calls.load(ordering: .relaxed), 1)

        var reusedBatches = 0
        for round in 1 ... 2 {
            let again = try makeBatch(probe)
            XCTAssertEqual(probe.released.load(ordering: .relaxed), batch * round,
                           "round \(round): creating released the last round's closures, past their grace period")
            XCTAssertEqual(Set(again), Set(first), "round \(round): the released closures are reused")
            XCTAssertLessThanOrEqual(sk_closure_liveCount(), liveAfterFirstBatch + 1, "round \(round): no new closures (the one other only)")
            XCTAssertEqual(unsafeBitCast(sk_closure_imp(again[0]), to: ShortIMP.self)(nil, nil, 0, 0, 0), 7, "a reused closure runs its new handler")
            for closure in again { sk_closure_retire(closure) }
            reusedBatches += 1
            pastTheGracePeriod()
        }
        let collect = try XCTUnwrap(sk_closure_create(try XCTUnwrap(sk_signature_get("s@:", nil)), countCall, nil, nil, nil))
        sk_closure_retire(collect)
        XCTAssertEqual(probe.released.load(ordering: .relaxed), batch * (1 + reusedBatches), "every batch's data released")
    }
}
