import CSwizzleRuntime
import Foundation
import SwizzleKit
import Synchronization
import Testing

/// Counts user data released by the closure pool; each test uses its own counter.
private final class ReleaseCounter: Sendable {
    let released = Atomic<Int>(0)
}

private let countRelease: SKReleaseFunction = { data in
    Unmanaged<ReleaseCounter>.fromOpaque(data!).takeRetainedValue().released.add(1, ordering: .relaxed)
}

private let answer42: SKHandler = { _, result, _, _ in
    result!.storeBytes(of: 42, as: Int.self)
}

@Suite("Closure pool")
struct ClosurePoolTests {
    /// A signature no other test uses, so reuse is observable.
    let signature = sk_signature_get("q@:qqqqqqq", nil)!

    @Test func retiredClosuresReleaseTheirDataAfterTheGracePeriodAndAreReused() throws {
        let counter = ReleaseCounter()
        var closures: [SKClosure] = []
        for _ in 0 ..< 4 {
            let data = Unmanaged.passRetained(counter).toOpaque()
            closures.append(try #require(sk_closure_create(signature, answer42, data, countRelease, nil)))
        }
        typealias Seven = @convention(c) (UnsafeRawPointer?, SKSel?, Int, Int, Int, Int, Int, Int, Int) -> Int
        let call = unsafeBitCast(sk_closure_imp(closures[0]), to: Seven.self)
        #expect(call(nil, nil, 1, 2, 3, 4, 5, 6, 7) == 42)
        for closure in closures { sk_closure_retire(closure) }
        #expect(counter.released.load(ordering: .relaxed) == 0, "inside the grace period the data is kept")
        #expect(call(nil, nil, 1, 2, 3, 4, 5, 6, 7) == 42, "a late call still runs the handler")
        Thread.sleep(forTimeInterval: 0.3)  // past the 250 ms grace period; nothing timed is asserted
        let reused = try #require(sk_closure_create(signature, answer42, nil, nil, nil))
        #expect(counter.released.load(ordering: .relaxed) == 4, "all four released once past the grace period")
        #expect(closures.contains { $0 == reused }, "a released closure of the same signature is reused, not a new one")
        sk_closure_retire(reused)
    }
}
