import SwizzleKit
import XCTest

/// Generic and rethrows methods spied and stubbed from XCTest.
final class GenericMethodXCTests: XCTestCase {
    func testAGenericMethodIsForwardedStubbedAndVerified() throws {
        let wrapper = DataWrapper()
        let spy = try DirectInvocationSpy(validating: wrapper, rootClass: DataWrapper.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "wrapDataInArray(_:)")])
        spy.stub("wrapDataInArray(_:)").with("stub me").andReturn(["stubbed"])
        let packed = spy.spy { (Packer(wrapper: wrapper).pack([1]), wrapper.wrapDataInArray("stub me")) }
        XCTAssertEqual(packed.0, [[1]])
        XCTAssertEqual(packed.1, ["stubbed"])
        XCTAssertTrue(spy.didCall("wrapDataInArray(_:)", withArguments: [1]).success)
        XCTAssertEqual(spy.invocations.first?.result as? [Int], [1])
    }

    func testWithForwardingOffEachCallGetsItsInstantiatedTypesDefault() throws {
        let wrapper = DataWrapper()
        let spy = try DirectInvocationSpy(validating: wrapper, rootClass: DataWrapper.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "wrapDataInArray(_:)")])
        spy.forwardsMethodCalls = false
        XCTAssertEqual(spy.spy { wrapper.wrapDataInArray(2) }, [])
        XCTAssertEqual(spy.spy { wrapper.wrapDataInArray("two") }, [])
        XCTAssertEqual(spy.invocations.count, 1, "the second spy { } began anew")
    }

    func testARethrowsMethodPassesTheClosuresErrorThrough() throws {
        let wrapper = DataWrapper()
        let spy = try DirectInvocationSpy(validating: wrapper, rootClass: DataWrapper.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "apply(_:_:)")])
        XCTAssertThrowsError(try spy.spy { try wrapper.apply(1) { _ in throw NothingToPick() } }) {
            XCTAssertEqual($0 as? NothingToPick, NothingToPick())
        }
        XCTAssertEqual(spy.invocations.first?.error as? NothingToPick, NothingToPick())
    }
}
