import SwizzleKit
import Testing

@Suite("Waiting for calls made elsewhere")
struct WaitUntilCalledTests {
    @Test func waitsForACallFromAnotherTask() async throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.beginSpying()
        defer { spy.endSpying() }
        let work = Task.detached { for i in 0 ..< 3 { _ = calculator.add(i, i) } }
        let result = await spy.waitUntilCalled("add(_:_:)", withArguments: [2, 2], timeout: .seconds(10))
        #expect(result.success)
        await work.value
    }

    @Test func timesOutWithTheFailureMessage() async throws {
        let calculator = Calculator()
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        spy.beginSpying()
        defer { spy.endSpying() }
        await withKnownIssue {
            let result = await spy.waitUntilCalled("add(_:_:)", timeout: .milliseconds(20))
            #expect(!result.success)
        } matching: { String(describing: $0).contains("Timed out") && String(describing: $0).contains("Wanted but not invoked") }
    }
}
