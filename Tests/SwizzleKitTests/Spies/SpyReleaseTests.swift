import SwizzleKit
import Testing

/// What a spy holds (its stubs' answers and expected values, its evidence) goes with the spy once
/// it has ended, not a grace period later: a test that checks that an object it made is gone by its
/// end (a leak check) must not find it kept by a spy of the test's own. A call still inside the
/// spy when it ends keeps it until that call is done.
@Suite("What an ended spy holds goes with it")
struct SpyReleaseTests {
    @Test func aStubsAnswerAndExpectedArgumentGoWhenTheEndedSpyGoes() throws {
        let desk = ReleaseDesk()
        let held = try SpyReleaseScenario.stubbedSpyLetGo(on: desk)
        #expect(held.stubAnswered)
        #expect(held.answer == nil, "the stub's answer is let go with the spy")
        #expect(held.expected == nil, "the stub's expected argument and the recorded one are let go with the spy")
        #expect(desk.wrap(Parcel("after")).contents == "wrapped", "the real method again")
    }

    @Test func aSpyEndedAndLetGoFromInsideItsOwnCallFinishesThatCall() throws {
        let desk = ReleaseDesk()
        let (result, spyGone) = try SpyReleaseScenario.spyEndedInsideItsCall(on: desk)
        #expect(result.contents == "wrapped")
        #expect(result.wrapped?.contents == "inside")
        #expect(spyGone)
        #expect(desk.wrap(Parcel("after")).contents == "wrapped", "the real method again")
    }
}
