import Foundation
import SwizzleKit
import XCTest

/// Threads call dispatched methods while another installs and removes layers: every call
/// lands in a valid implementation. Bounded by iteration counts; run under TSan in CI.
final class RuntimeConcurrencyTests: XCTestCase {
    func testCallsWhileLayersComeAndGo() throws {
        let shared = Shapes()
        let callers = 3, maximumCallsEach = 400_000, swizzles = 2_000
        let invalid = LockedCounter(0), calls = LockedCounter(0), swizzling = LockedCounter(1)
        let done = DispatchGroup()
        for caller in 0 ..< callers {
            DispatchQueue.global().async(group: done) {
                let own = Shapes()
                // Call for as long as the swizzling goes on (bounded by a count, not a clock).
                for call in 0 ..< maximumCallsEach where call < 100 || swizzling.value == 1 {
                    calls.increment()
                    let target = call % 2 == 0 ? shared : own
                    let sum = (try? target.send("add(_:_:)", caller, 1) as Int) ?? -1
                    // The original answers caller + 1; the layers below add 1000 or 2000.
                    if ![caller + 1, caller + 1001, caller + 2001, caller + 3001].contains(sum) { invalid.increment() }
                }
            }
        }
        for round in 0 ..< swizzles {
            let classLayer = try Swizzle.install(.typed { (original: Replacement.Original<Shapes, Int, Int, Int>, s: Shapes, a: Int, b: Int) -> Int in
                original(s, a, b) + 1000 }, on: Shapes.runtimeClass, "add(_:_:)")
            let objectLayer = try Swizzle.install(.typed { (original: Replacement.Original<Shapes, Int, Int, Int>, s: Shapes, a: Int, b: Int) -> Int in
                original(s, a, b) + 2000 }, on: shared, "add(_:_:)")
            if round % 2 == 0 {
                try classLayer.restore(); try objectLayer.restore()
            } else {
                try objectLayer.restore(); try classLayer.restore()
            }
        }
        swizzling.decrement()
        done.wait()
        print("RuntimeConcurrencyTests: \(calls.value) calls on \(callers) threads during \(swizzles) install/restore rounds")
        XCTAssertEqual(invalid.value, 0, "every call returned the original's or a layer's answer")
        XCTAssertEqual(try shared.send("add(_:_:)", 1, 1) as Int, 2)
        XCTAssertTrue(Swizzle.activeLayers.allSatisfy { !$0.entry.contains("Shapes add(_:_:)") })
    }
}

/// A counter shared by test threads.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int
    init(_ value: Int) { count = value }
    func increment() { lock.lock(); count += 1; lock.unlock() }
    func decrement() { lock.lock(); count -= 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
