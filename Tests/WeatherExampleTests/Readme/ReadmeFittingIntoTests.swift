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
        let spy = try DirectInvocationSpy(on: uploader, spying: \.upload)
        spy.beginSpying()
        defer { spy.endSpying() }
        Task.detached { _ = uploader.upload("report.pdf") }
        await spy.verify(\.upload).with("report.pdf").waitUntilCalled(timeout: .seconds(5))
    }
}

final class ScopedCalculatorTests: SwizzleKitTestCase {
    func testAddStillAdds() {
        XCTAssertEqual(Calculator().add(1, 1), 2)
    }
}
