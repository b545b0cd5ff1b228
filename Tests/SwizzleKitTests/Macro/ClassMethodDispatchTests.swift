import SwizzleKit
import Testing
import XCTest

/// A class method's dispatch runs its body without a lookup while nothing is installed on its
/// class (issue 25); a replacement of the class's own entry must still be reached, and restoring
/// it must bring the body back.
@Suite("A class method's dispatch skips the lookup only while nothing is installed")
struct ClassMethodDispatchTests {
    @Test func aReplacementOfTheClassEntryIsReachedAndRestoringBringsTheBodyBack() throws {
        let seen = try ClassMethodDispatchCheck.run()
        #expect(seen.before == "none", "nothing installed: the body")
        #expect(seen.replaced == "replaced", "the class's entry replaced: the replacement")
        #expect(seen.restored == "none", "restored: the body again")
    }
}

final class ClassMethodDispatchXCTests: XCTestCase {
    func testAReplacementOfTheClassEntryIsReachedAndRestoringBringsTheBodyBack() throws {
        let seen = try ClassMethodDispatchCheck.run()
        XCTAssertEqual(seen.before, "none", "nothing installed: the body")
        XCTAssertEqual(seen.replaced, "replaced", "the class's entry replaced: the replacement")
        XCTAssertEqual(seen.restored, "none", "restored: the body again")
    }
}

/// What both tests observe, in one place: they differ only in the framework that checks it.
enum ClassMethodDispatchCheck {
    static let lock = NSLock()  // the XCTest case and the Swift Testing test may run at once

    /// The class method's answers before, during and after a replacement of the class's entry.
    static func run() throws -> (before: String, replaced: String, restored: String) {
        lock.lock()
        defer { lock.unlock() }
        let before = ExchangeRates.holiday()
        let token = try Swizzle.install(.handler { frame, _ in frame.setReturnValue("replaced") },
                                        on: ExchangeRates.runtimeClass, "holiday()", .class)
        let replaced = ExchangeRates.holiday()
        try token.restore()
        return (before, replaced, ExchangeRates.holiday())
    }
}
