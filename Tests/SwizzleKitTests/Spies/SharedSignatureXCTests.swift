import SwizzleKit
import XCTest

/// `SharedSignatureTests`, in XCTest: a raw pointer and a `String` of one C signature each reach
/// their body as passed.
final class SharedSignatureXCTests: XCTestCase {
    func testEachForwardedCallReachesItsBodyWithItsOwnValue() throws {
        let stamper = ByteStamper()
        let spy = try XCTUnwrap(DirectInvocationSpy(on: stamper, rootClass: ByteStamper.self,
                                                    selectors: SharedSignatureTests.selectors))
        var byte: UInt8 = 0
        try spy.spy {
            try withUnsafeMutableBytes(of: &byte) { buffer in
                let pointer = try XCTUnwrap(buffer.baseAddress)
                XCTAssertEqual(try stamper.stamp(pointer), 1)
                XCTAssertEqual(stamper.describe(pointer), "ab")
            }
            XCTAssertEqual(try stamper.stamp(label: "café"), 5)
            XCTAssertEqual(stamper.describe(label: "hi"), "hi!")
            XCTAssertThrowsError(try stamper.stamp(label: ""))
        }
        XCTAssertEqual(byte, 0xAB)
        XCTAssertEqual(spy.invocations.map(\.selector), ["stamp(_:)", "describe(_:)", "stamp(label:)", "describe(label:)", "stamp(label:)"])
        XCTAssertEqual(spy.invocations[2].arguments.first as? String, "café")
    }
}
