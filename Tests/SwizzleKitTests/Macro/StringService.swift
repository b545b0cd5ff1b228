import SwizzleKit
import Testing

/// Spry's stub example: a service with a String-returning method and a two-String method,
/// here a real class that spies and stubs work on unchanged.
@Swizzlable
class StringService: @unchecked Sendable {
    init() {}
    func giveMeAString() -> String { "a real string" }
    func hereAreTwoStrings(string1: String, string2: String) {}
}

/// Code under test that uses the service.
func greeting(from service: StringService) -> String {
    service.hereAreTwoStrings(string1: "hello", string2: "world")
    return service.giveMeAString().uppercased()
}

@Suite struct StringServiceTests {
    @Test func aStubbedServiceAnswersTheStubAndRecordsTheCalls() throws {
        let service = StringService()
        let spy = try #require(DirectInvocationSpy(on: service, rootClass: StringService.self, selectors: [
            SpyCoselectors(methodType: .instance, original: "giveMeAString()"),
            SpyCoselectors(methodType: .instance, original: "hereAreTwoStrings(string1:string2:)"),
        ]))
        spy.forwardsMethodCalls = false
        spy.stub("giveMeAString()").andReturn("a stubbed value")
        #expect(spy.spy { greeting(from: service) } == "A STUBBED VALUE")
        #expect(spy.didCall("hereAreTwoStrings(string1:string2:)", withArguments: ["hello", "world"], countSpecifier: .exactly(1)).success)
        #expect(!spy.didCall("hereAreTwoStrings(string1:string2:)", withArguments: ["hello", "moon"]).success)
        #expect(greeting(from: service) == "A REAL STRING", "restored after spying")
    }

    @Test func otherInstancesAreNotStubbed() throws {
        let service = StringService(), other = StringService()
        let spy = try #require(DirectInvocationSpy(on: service, rootClass: StringService.self,
                                                   selectors: SpyCoselectors(methodType: .instance, original: "giveMeAString()")))
        spy.forwardsMethodCalls = false
        spy.stub("giveMeAString()").andReturn("stub")
        spy.spy {
            #expect(service.giveMeAString() == "stub")
            #expect(other.giveMeAString() == "a real string")
        }
        #expect(spy.invocations.count == 1)
    }
}
