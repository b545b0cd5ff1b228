import SwizzleKit
import Testing

/// Async generic methods: awaited through the table, the boxed arguments and the instantiated
/// result as evidence, stubs checked against each call's result type, an async stub body, and a
/// call from a detached task awaited with waitUntilCalled.
@Suite("Async generic methods", .swizzleScoped)
struct AsyncGenericMethodTests {
    let wrapper = DataWrapper()

    func spy() throws -> DirectInvocationSpy<DataWrapper> {
        try DirectInvocationSpy(validating: wrapper, rootClass: DataWrapper.self,
                                selectors: [SpyCoselectors(methodType: .instance, original: "load(_:delayed:)")])
    }

    @Test func forwardedCallsAreRecordedWithTheirInstantiatedResults() async throws {
        #expect(try await wrapper.load(3, delayed: true) == 3, "unspied")
        let spy = try spy()
        try await spy.spy { () async throws in
            #expect(try await wrapper.load("text", delayed: true) == "text")
            #expect(try await wrapper.load([1, 2], delayed: false) == [1, 2])
        }
        #expect(spy.didCall("load(_:delayed:)", withArguments: ["text", true]).success)
        #expect(spy.invocations.map { "\($0.result ?? "nil")" } == ["text", "[1, 2]"])
    }

    @Test func stubsAnswerWithAValueAnAsyncBodyOrAnErrorCheckedPerCall() async throws {
        let spy = try spy()
        spy.stub("load(_:delayed:)").with(1, Match.any).andReturn(100)
        spy.stub("load(_:delayed:)").with("s", Match.any).andDo { arguments async in
            await Task.yield()
            return "\(arguments[0])!"
        }
        spy.stub("load(_:delayed:)").with(2, Match.any).andThrow(NothingToPick())
        spy.stub("load(_:delayed:)").with(3, Match.any).andReturn("not an Int")
        try await spy.spy { () async throws in
            #expect(try await wrapper.load(1, delayed: true) == 100)
            #expect(try await wrapper.load("s", delayed: true) == "s!")
            await #expect(throws: NothingToPick.self) { try await wrapper.load(2, delayed: false) }
            try await withKnownIssue { () async throws in
                #expect(try await wrapper.load(3, delayed: false) == 3, "the real body answered")
            } matching: { String(describing: $0).contains("(of type String), which is not of type Int") }
        }
        spy.forwardsMethodCalls = false
        spy.removeAllStubs()
        #expect(try await spy.spy { try await wrapper.load(9, delayed: true) } == 0, "Int's default, awaited")
    }

    @Test func aCallFromADetachedTaskIsAwaitedWithWaitUntilCalled() async throws {
        let spy = try spy()
        spy.beginSpying()
        defer { spy.endSpying() }
        let wrapper = self.wrapper
        Task.detached { _ = try? await wrapper.load(42, delayed: true) }
        let result = await spy.waitUntilCalled("load(_:delayed:)", withArguments: [42, true], timeout: .seconds(60))
        #expect(result.success)
        #expect(spy.invocations.first?.result as? Int == 42)
    }
}
