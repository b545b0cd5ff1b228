import Foundation
import SwizzleKit
import Testing

@Suite("Calls from many threads")
struct ManyThreadsTests {
    /// More threads than a log tells apart one by one (eight): from the ninth on, it finds each
    /// thread by its id. Every thread calls twice, in turn, forwards then backwards, so each
    /// thread's second call is found among all of them.
    @Test func eachCallKeepsItsThreadPastTheThreadsSearchedOneByOne() throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        let threadCount = 12
        let turns = (0 ..< threadCount).map { _ in DispatchSemaphore(value: 0) }
        let done = DispatchSemaphore(value: 0)
        spy.spy {
            // Every thread lives until the end, so no two share an id (`pthread_self` is reused).
            for index in 0 ..< threadCount {
                let turn = turns[index]
                Thread {
                    for round in 0 ..< 2 {
                        turn.wait()
                        _ = calculator.add(index, round)
                        done.signal()
                    }
                }.start()
            }
            for index in Array(0 ..< threadCount) + (0 ..< threadCount).reversed() {
                turns[index].signal()
                done.wait()
            }
        }
        let calls = spy.invocations
        #expect(calls.count == threadCount * 2)
        var threadOfIndex: [Int: InvocationThread] = [:]
        for call in calls {
            let index = try #require(call.arguments.first as? Int)
            if let known = threadOfIndex[index] {
                #expect(call.thread == known, "call \(call.arguments) on another thread than its thread's first")
            } else {
                threadOfIndex[index] = call.thread
            }
        }
        #expect(Set(threadOfIndex.values).count == threadCount)
        #expect(!threadOfIndex.values.contains(InvocationThread.current))
    }
}
