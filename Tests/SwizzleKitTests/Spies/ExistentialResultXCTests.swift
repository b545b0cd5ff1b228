import SwizzleKit
import XCTest

/// From XCTest: a forwarding spy records an existential and an `Any` result (issue 27's crash).
final class ExistentialResultXCTests: SwizzleKitTestCase {
    func testAForwardingSpyRecordsExistentialResults() throws {
        let results = ExistentialResults()
        let spy = try DirectInvocationSpy(validating: results, rootClass: ExistentialResults.self,
                                          selectors: [.instance("existential()"), .instance("optionalAny()")])
        spy.spy {
            XCTAssertEqual(results.existential().text(), "Hello, Ann")
            XCTAssertEqual(results.optionalAny() as? String, "text")
        }
        XCTAssertEqual(spy.invocations.map { $0.result.map { "\($0)" } ?? "none" },
                       [#"Hello(name: "Ann")"#, "Optional(\"text\")"])
    }
}
