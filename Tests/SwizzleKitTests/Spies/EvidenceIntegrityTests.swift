import Foundation
import SwizzleKit
import Testing

/// Issue 27: evidence lost or doubled without a word. One spy's `spy { }` entered from two threads
/// at once kept spying only until the first left; a method listed twice recorded every call twice.
@Suite("Evidence integrity", .swizzleScoped)
struct EvidenceIntegrityTests {
    let calculator = Calculator()

    private func addSpy(_ selectors: [SpyCoselectors] = [.instance("add(_:_:)")]) throws -> DirectInvocationSpy<Calculator> {
        try DirectInvocationSpy(validating: calculator, rootClass: Calculator.self, selectors: selectors)
    }

    @Test func twoThreadsInOneSpysSpyBlockRecordEveryCall() async throws {
        let spy = try addSpy()
        let calls = try await EvidenceIntegrity.callFromTwoThreadsInsideSpyBlocks(spy, calculator)
        #expect(spy.invocations.count == calls, "the second thread's calls, made after the first left its block, are recorded")
        #expect(!spy.isSpying, "the last block to leave ended spying")
    }

    @Test func aSpyBlockInsideBeginAndEndLeavesSpyingOn() throws {
        let spy = try addSpy()
        spy.beginSpying()
        spy.spy { _ = calculator.add(1, 1) }
        #expect(spy.isSpying)
        _ = calculator.add(2, 2)
        spy.endSpying()
        #expect(spy.invocations.count == 2)
    }

    @Test func aMethodListedTwiceRecordsEachCallOnce() throws {
        let spy = try addSpy([.instance("add(_:_:)"), .instance("add(_:_:)")])
        spy.spy { _ = calculator.add(2, 3) }
        #expect(spy.invocations.count == 1)
        #expect(spy.didCall("add(_:_:)", countSpecifier: .exactly(1)).success)
    }

    @Test func aPropertyAndItsGetterListedTogetherRecordEachCallOnce() throws {
        let gateway = PaymentCardGateway()
        let spy = try DirectInvocationSpy(on: gateway, spying: \.retries, \.retries.get)
        spy.spy { _ = gateway.retries }
        #expect(spy.calls(\.retries.get).count == 1)
        spy.verify(\.retries.get).called(.once)
    }
}

/// Shared with the XCTest twin.
enum EvidenceIntegrity {
    /// Two threads each enter `spy`'s `spy { }` block; once both are inside, the first makes its
    /// calls and leaves, and only then does the second make its own. Returns how many calls were made.
    static func callFromTwoThreadsInsideSpyBlocks(_ spy: DirectInvocationSpy<Calculator>, _ calculator: Calculator) async throws -> Int {
        let perThread = 500
        let bothInside = DispatchGroup(), firstLeft = DispatchSemaphore(value: 0)
        bothInside.enter()
        bothInside.enter()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let finished = DispatchGroup()
            for thread in 0..<2 {
                finished.enter()
                Thread.detachNewThread {
                    spy.spy {
                        bothInside.leave()
                        bothInside.wait()
                        if thread == 1 { firstLeft.wait() }
                        for call in 0..<perThread { _ = calculator.add(thread, call) }
                    }
                    if thread == 0 { firstLeft.signal() }
                    finished.leave()
                }
            }
            finished.notify(queue: .global()) { done.resume() }
        }
        return 2 * perThread
    }
}
