import SwizzleKit
import XCTest

/// The XCTest twin of `SpyReleaseTests`: what an ended spy holds goes with it, and a call still
/// inside the spy when it ends keeps it until that call is done.
final class SpyReleaseXCTests: XCTestCase {
    func testAStubsAnswerAndExpectedArgumentGoWhenTheEndedSpyGoes() throws {
        let desk = ReleaseDesk()
        let held = try SpyReleaseScenario.stubbedSpyLetGo(on: desk)
        XCTAssertTrue(held.stubAnswered)
        XCTAssertNil(held.answer, "the stub's answer is let go with the spy")
        XCTAssertNil(held.expected, "the stub's expected argument and the recorded one are let go with the spy")
        XCTAssertEqual(desk.wrap(Parcel("after")).contents, "wrapped", "the real method again")
    }

    func testASpyEndedAndLetGoFromInsideItsOwnCallFinishesThatCall() throws {
        let desk = ReleaseDesk()
        let (result, spyGone) = try SpyReleaseScenario.spyEndedInsideItsCall(on: desk)
        XCTAssertEqual(result.contents, "wrapped")
        XCTAssertEqual(result.wrapped?.contents, "inside")
        XCTAssertTrue(spyGone)
        XCTAssertEqual(desk.wrap(Parcel("after")).contents, "wrapped", "the real method again")
    }
}
