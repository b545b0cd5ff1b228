import SwizzleKit
import Testing

/// Async methods go through the table: spied with forwarding (the awaited result is the
/// evidence), stubbed with a value, an error or an async body, awaited from another task, and
/// refused stubs name the async signature.
@Suite("Async methods", .swizzleScoped)
struct AsyncMethodTests {
    let service = ConfigService()

    func spy(_ selectors: Selector...) throws -> DirectInvocationSpy<ConfigService> {
        try DirectInvocationSpy(validating: service, rootClass: ConfigService.self,
                                selectors: selectors.map { SpyCoselectors(methodType: .instance, original: $0) })
    }

    @Test func unspiedCallsRunTheBody() async throws {
        #expect(try await service.fetchConfig(arg: 2) == ["version": "2"])
        #expect(await service.ping("a"))
        #expect(await ConfigService.region() == "eu-north")
    }

    @Test func aForwardingSpyRecordsTheAwaitedResult() async throws {
        let spy = try spy("fetchConfig(arg:)", "clear()")
        let model = ConfigViewModel(service: service)
        try await spy.spy {
            try await model.load(arg: 7)
            await service.clear()
        }
        #expect(model.config == ["version": "7"])
        #expect(spy.didCall("fetchConfig(arg:)", withArguments: [UInt8(7)]).success)
        #expect(spy.invocations.first?.result as? [String: String] == ["version": "7"])
        #expect(spy.didCall("clear()").success)
        #expect(spy.invocations.map(\.selector) == ["fetchConfig(arg:)", "clear()"], "in the order the calls began")
    }

    @Test func stubsAnswerWithAValueAnErrorOrAnAsyncBody() async throws {
        let spy = try spy("fetchConfig(arg:)", "ping(_:)")
        spy.forwardsMethodCalls = false
        spy.stub("fetchConfig(arg:)").with(UInt8(1)).andReturn(["stubbed": "yes"])
        spy.stub("fetchConfig(arg:)").with(UInt8(2)).andThrow(ConfigUnavailable())
        spy.stub("fetchConfig(arg:)").with(UInt8(3)).andDo { arguments async in
            await Task.yield()
            return ["argument": "\(arguments[0])"]
        }
        try await spy.spy { () async throws in
            #expect(try await service.fetchConfig(arg: 1) == ["stubbed": "yes"])
            await #expect(throws: ConfigUnavailable.self) { try await service.fetchConfig(arg: 2) }
            #expect(try await service.fetchConfig(arg: 3) == ["argument": "3"])
            #expect(try await service.fetchConfig(arg: 4) == [:], "no stub, not forwarding: the type's default")
            #expect(await service.ping("x") == false, "Bool's default")
        }
        let calls = spy.invocations
        #expect(calls.count == 5)
        #expect(calls[1].error as? ConfigUnavailable == ConfigUnavailable())
        #expect(calls[2].result as? [String: String] == ["argument": "3"])
    }

    @Test func aCallFromAnotherTaskIsAwaitedWithWaitUntilCalled() async throws {
        let spy = try spy("fetchConfig(arg:)")
        spy.beginSpying()
        defer { spy.endSpying() }
        let service = self.service
        Task.detached { _ = try? await service.fetchConfig(arg: 9) }
        // Generous: under a sanitizer, with every suite running in parallel on two cores, the
        // detached task can wait long for a thread of the cooperative pool.
        let result = await spy.waitUntilCalled("fetchConfig(arg:)", withArguments: [UInt8(9)], timeout: .seconds(60))
        #expect(result.success)
        #expect(spy.invocations.first?.result as? [String: String] == ["version": "9"])
    }

    @Test func anotherObjectOfTheClassIsNotRecorded() async throws {
        let spy = try spy("ping(_:)")
        let other = ConfigService()
        await spy.spy {
            #expect(await other.ping("b"))
        }
        #expect(spy.invocations.isEmpty)
    }

    @Test func stubsThatCannotFitAreRefusedWithTheAsyncSignature() async throws {
        let spy = try spy("fetchConfig(arg:)", "ping(_:)", "sync(_:)")
        spy.forwardsMethodCalls = false
        withKnownIssue {
            spy.stub("fetchConfig(arg:)").andReturn("not a dictionary")
        } matching: {
            String(describing: $0).contains("is not of type Dictionary<String, String>")
                && String(describing: $0).contains("(UInt8) async throws -> Dictionary<String, String>")
        }
        withKnownIssue {
            spy.stub("ping(_:)").andThrow(ConfigUnavailable())
        } matching: { String(describing: $0).contains("(String) async -> Bool") && String(describing: $0).contains("does not throw") }
        withKnownIssue {
            spy.stub("sync(_:)").andDo { _ async in 1 }
        } matching: { String(describing: $0).contains("is not async, so its andDo body cannot be async") }
        await spy.spy {
            #expect(await service.ping("x") == false, "the refused stub was not installed")
            #expect(service.sync(1) == 0)
        }
    }

    @Test func anAsyncBodyOfTheWrongTypeFailsAndTheRealMethodAnswers() async throws {
        let spy = try spy("fetchConfig(arg:)")
        spy.forwardsMethodCalls = false
        spy.stub("fetchConfig(arg:)").andDo { _ async in 42 }
        try await withKnownIssue {
            try await spy.spy { () async throws in
                #expect(try await service.fetchConfig(arg: 5) == ["version": "5"])
            }
        } matching: { String(describing: $0).contains("returned 42, which is not of type Dictionary<String, String>") }
    }
}
