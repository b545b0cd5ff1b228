@testable import Bank
import Foundation
import Synchronization
import SwizzleKit
import Testing

/// A spy made through the string API on the object that stands for `Receipt`'s values is a spy on
/// a shared subject too: it keeps to its own test's calls, as `onEveryValueOf:` does.
@Suite struct StandInStringSpyTests {
    @Test func aStringSpyOnTheStandInKeepsToItsTest() throws {
        let spy = try #require(DirectInvocationSpy(on: Receipt.swizzleValues, rootClass: Receipt_SwizzleValues.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: "formatted()")))
        #expect(spy.reach == .currentTest)
        let formatted = spy.spy { () -> String in
            let outside = onAThread { Receipt(cents: 1).formatted() }  // in no test's task tree
            return outside + Receipt(cents: 2).formatted()
        }
        #expect(formatted == "1c2c")
        #expect(spy.invocations.map { $0.result as? String } == ["2c"])
    }
}

/// Runs `body` on a thread of its own and waits: a call made in no test's task tree.
private func onAThread<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
    let result = Mutex<R?>(nil), done = DispatchSemaphore(value: 0)
    Thread {
        result.withLock { $0 = body() }
        done.signal()
    }.start()
    done.wait()
    return result.withLock { $0! }
}
