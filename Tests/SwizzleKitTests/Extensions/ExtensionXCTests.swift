import Foundation
import SwizzleKit
import XCTest

/// `@SwizzlableExtension` as an XCTest user meets it: a spy on a conformance method declared in an
/// extension, begun in `setUp` and ended in `tearDown`.
final class ExtensionXCTests: XCTestCase {
    private let member = ClubMember(name: "Ada")
    private var spy: DirectInvocationSpy<ClubMember>?

    override func setUpWithError() throws {
        let spy = try DirectInvocationSpy(on: member, spyingReferences: ClubMember.swizzleMethod(greet: ()),
                                          ClubMember.swizzleMethod(feeForInt: ()))
        spy.beginSpying()
        self.spy = spy
    }

    override func tearDown() {
        spy?.endSpying()
    }

    func testAConformanceMethodIsSpiedThroughTheProtocol() throws {
        let spy = try XCTUnwrap(spy)
        let greeting: any Greeting = member
        XCTAssertEqual(greeting.greet("Grace"), "Welcome, Grace. I am Ada.")
        spy.verify(ClubMember.swizzleMethod(greet: ())).with("Grace").called(.once)
    }

    func testAStubOnAnExtensionsReferenceAnswers() throws {
        let spy = try XCTUnwrap(spy)
        spy.stub(ClubMember.swizzleMethod(feeForInt: ())).with(3).andReturn(0)
        XCTAssertEqual(member.fee(for: 3), 0)
        XCTAssertEqual(member.fee(for: 4), 8)
        XCTAssertEqual(spy.calls(ClubMember.swizzleMethod(feeForInt: ())).map(\.arguments), [3, 4])
    }

    func testAMethodOfAnUnmarkedExtensionSaysHowToOptItIn() {
        XCTAssertThrowsError(try DirectInvocationSpy(validating: member, rootClass: ClubMember.self,
                                                     selectors: [SpyCoselectors(methodType: .instance, original: "forget()")])) { error in
            XCTAssertTrue("\(error)".contains("write @SwizzlableExtension on the extension"), "\(error)")
        }
    }
}
