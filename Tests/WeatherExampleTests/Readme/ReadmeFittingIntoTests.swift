// The README's "Fitting into your tests" block, verbatim (scripts/check-doc-snippets.py checks it stays so).
import Foundation
import SwizzleKit
import Testing
import XCTest

@Swizzlable
final class Uploader: Sendable {
    required init() {}
    func upload(_ name: String) -> Bool { !name.isEmpty }
}

@Suite(.swizzleScoped)
struct BackgroundWorkTests {
    @Test func uploadHappensInTheBackground() async throws {
        let uploader = Uploader()
        let spy = try DirectInvocationSpy(validating: uploader, rootClass: Uploader.self,
                                          selectors: [SpyCoselectors(methodType: .instance, original: "upload(_:)")])
        spy.beginSpying()
        defer { spy.endSpying() }
        Task.detached { _ = uploader.upload("report.pdf") }
        await spy.waitUntilCalled("upload(_:)", withArguments: ["report.pdf"], timeout: .seconds(5))
    }
}

final class ScopedCalculatorTests: SwizzleKitTestCase {
    func testAddStillAdds() {
        XCTAssertEqual(Calculator().add(1, 1), 2)
    }
}
