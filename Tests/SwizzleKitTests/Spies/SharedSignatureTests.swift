import SwizzleKit
import Testing

/// A spied call reaches its body with its values as the method has them, when another method of
/// the class has the same C signature but passes its value another way (`ByteStamper`).
@Suite("Methods of one C signature that pass their values differently")
struct SharedSignatureTests {
    static let selectors: [SpyCoselectors] = ["stamp(_:)", "stamp(label:)", "describe(_:)", "describe(label:)"]
        .map(SpyCoselectors.instance)

    @Test func eachForwardedCallReachesItsBodyWithItsOwnValue() throws {
        let stamper = ByteStamper()
        let spy = try #require(DirectInvocationSpy(on: stamper, rootClass: ByteStamper.self, selectors: Self.selectors))
        var byte: UInt8 = 0
        try spy.spy {
            try withUnsafeMutableBytes(of: &byte) { buffer in
                let pointer = try #require(buffer.baseAddress)
                #expect(try stamper.stamp(pointer) == 1)
                #expect(stamper.describe(pointer) == "ab")
            }
            #expect(try stamper.stamp(label: "café") == 5)
            #expect(stamper.describe(label: "hi") == "hi!")
            #expect(throws: StampError.emptyLabel) { try stamper.stamp(label: "") }
        }
        #expect(byte == 0xAB, "the body wrote through the pointer the caller passed")
        #expect(spy.invocations.map(\.selector) == ["stamp(_:)", "describe(_:)", "stamp(label:)", "describe(label:)", "stamp(label:)"])
        #expect(spy.invocations[2].arguments.first as? String == "café")
        #expect(spy.invocations[3].result as? String == "hi!")
        #expect(spy.didCall("stamp(label:)", withArguments: [""], countSpecifier: .once).success)
    }

    @Test func aStubAnswersEitherWithoutRunningTheBody() throws {
        let stamper = ByteStamper()
        let spy = try #require(DirectInvocationSpy(on: stamper, rootClass: ByteStamper.self, selectors: Self.selectors))
        spy.forwardsMethodCalls = false
        spy.stub("stamp(label:)").andReturn(42)
        spy.stub("describe(_:)").andReturn("stubbed")
        var byte: UInt8 = 7
        try spy.spy {
            try withUnsafeMutableBytes(of: &byte) { buffer in
                let pointer = try #require(buffer.baseAddress)
                #expect(stamper.describe(pointer) == "stubbed")
            }
            #expect(try stamper.stamp(label: "") == 42, "the stub answers; the body, which throws for an empty label, does not run")
        }
        #expect(byte == 7)
        #expect(stamper.describe(label: "x") == "x!", "restored after spying")
    }
}
