import Foundation
import SwizzleKit
import SwizzleSpies
import Testing

/// A failed verification attaches the spy's whole evidence log (every call of every spied
/// method, in order) to the Swift Testing test; a passing one attaches nothing.
@Suite("Evidence attached to failures", .swizzleScoped)
struct EvidenceAttachmentTests {
    let calculator = Calculator()

    /// What the failures in `body` attach, seen in place of Swift Testing.
    func attachments(_ body: () -> Void) -> [(name: String, log: String)] {
        let seen = Attachments()
        EvidenceAttachment.$observer.withValue({ name, log in seen.append(name, log) }, operation: body)
        return seen.all
    }

    func spiedCalls() throws -> DirectInvocationSpy<Calculator> {
        let spy = try #require(DirectInvocationSpy(on: calculator, rootClass: Calculator.self,
                                                   selectors: [.instance("add(_:_:)"), .instance("describe(_:)")]))
        spy.spy {
            _ = calculator.add(1, 2)
            _ = calculator.describe("x")
            _ = calculator.add(3, 4)
        }
        return spy
    }

    @Test func aFailedVerificationAttachesEveryRecordedCall() throws {
        let spy = try spiedCalls()
        let attached = attachments {
            withKnownIssue {
                spy.verify("add(_:_:)", withArguments: [9, 9])
            } matching: { String(describing: $0).contains("Wanted but not invoked: add(_:_:) with (9, 9)") }
        }
        try #require(attached.count == 1)
        #expect(attached[0].name.hasPrefix("Evidence of direct spy on SwizzleKitTests.Calculator instance 0x"))
        let lines = attached[0].log.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("(forwarding on): 3 calls, in order") == true)
        #expect(lines.count == 4)
        #expect(lines.dropFirst().map { $0.components(separatedBy: "   [sequence").first ?? "" }
            == ["  1. add(_:_:)(1, 2) -> 3", "  2. describe(_:)(\"x\") -> \"[x]\"", "  3. add(_:_:)(3, 4) -> 7"],
            "the describe(_:) call too, which the failure message leaves out")
    }

    @Test func aPassingVerificationAttachesNothing() throws {
        let spy = try spiedCalls()
        let attached = attachments {
            spy.verify("add(_:_:)", withArguments: [1, 2])
            spy.verify("describe(_:)", countSpecifier: .exactly(1))
        }
        #expect(attached.isEmpty)
    }

    @Test func noMoreInteractionsAndInOrderFailuresAttachTheirEvidenceToo() throws {
        let spy = try spiedCalls()
        let attached = attachments {
            withKnownIssue {
                spy.verifyNoInteractions()
                verifyInOrder([spy.call("add(_:_:)", withArguments: [3, 4]), spy.call("add(_:_:)", withArguments: [1, 2])])
            } matching: { _ in true }
        }
        try #require(attached.count == 2)
        #expect(attached.allSatisfy { $0.log.contains("3 calls, in order") && $0.log.contains("describe(_:)(\"x\")") })
        #expect(attached[1].name == "Evidence of the calls verified in order.txt")
    }

    @Test func swiftTestingsRecorderIsInTheTestProcess() {
        #expect(EvidenceAttachment.isAvailable, "SwizzleKit's recorder, linked in, so attachments reach Swift Testing")
    }

    @Test func aFailureAttachesThroughSwiftTesting() throws {
        // The real path: Attachment.record in this test (see it with `swift test --attachments-path`).
        let spy = try spiedCalls()
        withKnownIssue {
            spy.verify("describe(_:)", countSpecifier: .exactly(2))
        } matching: { String(describing: $0).contains("Wanted exactly 2 times: describe(_:)") || String(describing: $0).contains("describe(_:)") }
    }
}

/// Attachments seen by the observer, from whichever thread reports.
private final class Attachments: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(name: String, log: String)] = []

    func append(_ name: String, _ log: String) { lock.withLock { list.append((name, log)) } }
    var all: [(name: String, log: String)] { lock.withLock { list } }
}
