import SwizzleKit
import XCTest

/// The XCTest twin of `SpyReleaseTests`: what an ended spy holds goes with it, and a call still
/// inside the spy when it ends keeps it until that call is done.
final class SpyReleaseXCTests: XCTestCase {
    func testAStubsAnswerAndExpectedArgumentGoWhenTheEndedSpyGoes() throws {
        let desk = ReleaseDesk()
        weak var answer: Parcel?
        weak var expected: Parcel?
        do {
            let spy = try DirectInvocationSpy(on: desk, spying: \.wrap)
            let sent = Parcel("sent")
            let wrapped = Parcel("wrapped by the stub")
            answer = wrapped
            expected = sent
            spy.forwardsMethodCalls = false
            spy.stub(\.wrap).with(.where { $0 === sent }).andReturn(wrapped)
            spy.beginSpying()
            XCTAssertTrue(desk.wrap(sent) === wrapped)
            spy.endSpying()
            spy.verify(\.wrap).with(.where { $0 === sent }).called(.once)
        }
        XCTAssertNil(answer, "the stub's answer is let go with the spy")
        XCTAssertNil(expected, "the stub's expected argument and the recorded one are let go with the spy")
        XCTAssertEqual(desk.wrap(Parcel("after")).contents, "wrapped", "the real method again")
    }

    func testASpyEndedAndLetGoFromInsideItsOwnCallFinishesThatCall() throws {
        let desk = ReleaseDesk()
        var spy: DirectInvocationSpy<ReleaseDesk>? = try DirectInvocationSpy(on: desk, spying: \.wrap)
        spy!.beginSpying()
        desk.duringWrap = {
            spy!.endSpying()
            spy = nil
        }
        let result = desk.wrap(Parcel("inside"))
        XCTAssertEqual(result.contents, "wrapped")
        XCTAssertEqual(result.wrapped?.contents, "inside")
        XCTAssertNil(spy)
        desk.duringWrap = nil
        XCTAssertEqual(desk.wrap(Parcel("after")).contents, "wrapped", "the real method again")
    }
}
