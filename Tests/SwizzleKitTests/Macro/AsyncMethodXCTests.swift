import SwizzleKit
import XCTest

/// Async methods spied and stubbed from XCTest's async tests.
final class AsyncMethodXCTests: XCTestCase {
    func testASpyForwardsAndRecordsTheAwaitedResult() async throws {
        let service = ConfigService()
        let spy = try DirectInvocationSpy(validating: service, rootClass: ConfigService.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "fetchConfig(arg:)")])
        let config = try await spy.spy { try await service.fetchConfig(arg: 4) }
        XCTAssertEqual(config, ["version": "4"])
        XCTAssertTrue(spy.didCall("fetchConfig(arg:)", withArguments: [UInt8(4)]).success)
        XCTAssertEqual(spy.invocations.first?.result as? [String: String], ["version": "4"])
    }

    func testAStubbedErrorReachesTheCaller() async throws {
        let service = ConfigService()
        let spy = try DirectInvocationSpy(validating: service, rootClass: ConfigService.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "fetchConfig(arg:)")])
        spy.stub("fetchConfig(arg:)").andThrow(ConfigUnavailable())
        do {
            _ = try await spy.spy { try await ConfigViewModel(service: service).load(arg: 1) }
            XCTFail("the stubbed error did not reach the caller")
        } catch {
            XCTAssertEqual(error as? ConfigUnavailable, ConfigUnavailable())
        }
        XCTAssertEqual(spy.invocations.first?.error as? ConfigUnavailable, ConfigUnavailable())
    }
}
