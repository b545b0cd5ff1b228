// Run with the `Nimble` trait: `swift test --traits Nimble` (CI does). Without it the suite is empty.
#if Nimble
import Nimble
import SwizzleKit
import SwizzleKitNimble
import Testing
import XCTest

/// A class of the user's, and the code under test that calls it.
@Swizzlable
class Mailer: @unchecked Sendable {
    func send(to address: String, subject: String) -> Bool { !address.isEmpty }
    func flush() {}
}

func notifyAll(_ mailer: Mailer, _ addresses: [String]) {
    for address in addresses { _ = mailer.send(to: address, subject: "Hello") }
}

/// Nimble's `expect(spy).to(haveReceived(…))`, typed, in Swift Testing.
@Suite struct HaveReceivedTests {
    @Test func receivedWithValuesMatchersAndCounts() throws {
        let mailer = Mailer()
        let spy = try DirectInvocationSpy(on: mailer, spying: \.send, \.flush)
        spy.spy { notifyAll(mailer, ["a@x", "b@x"]) }
        expect(spy).to(haveReceived(\.send))
        expect(spy).to(haveReceived(\.send, countSpecifier: .twice))
        expect(spy).to(haveReceived(\.send, with: "a@x", "Hello", countSpecifier: .once))
        expect(spy).to(haveReceived(\.send, matching: .where { $0.hasSuffix("@x") }, .any, countSpecifier: .twice))
        expect(spy).toNot(haveReceived(\.flush))
    }

    /// A failed expectation fails the test with what the spy recorded.
    @Test func aMissingCallSaysWhatWasRecorded() throws {
        let mailer = Mailer()
        let spy = try DirectInvocationSpy(on: mailer, spying: \.send)
        spy.spy { notifyAll(mailer, ["a@x"]) }
        withKnownIssue {
            expect(spy).to(haveReceived(\.send, with: "c@x", "Hello"))
        } matching: { issue in
            let text = issue.description
            return text.contains("have received send(to:subject:)") && text.contains("a@x")
        }
    }
}

/// The same in XCTest.
final class HaveReceivedXCTests: XCTestCase {
    func testReceived() throws {
        let mailer = Mailer()
        let spy = try DirectInvocationSpy(on: mailer, spying: \.send)
        spy.spy { notifyAll(mailer, ["a@x"]) }
        expect(spy).to(haveReceived(\.send, with: "a@x", "Hello"))
        expect(spy).toNot(haveReceived(\.send, countSpecifier: .twice))
    }
}
#endif
