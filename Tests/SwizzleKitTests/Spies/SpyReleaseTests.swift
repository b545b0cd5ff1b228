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
            #expect(desk.wrap(sent) === wrapped)
            spy.endSpying()
            spy.verify(\.wrap).with(.where { $0 === sent }).called(.once)
        }
        #expect(answer == nil, "the stub's answer is let go with the spy")
        #expect(expected == nil, "the stub's expected argument and the recorded one are let go with the spy")
        #expect(desk.wrap(Parcel("after")).contents == "wrapped", "the real method again")
    }

    @Test func aSpyEndedAndLetGoFromInsideItsOwnCallFinishesThatCall() throws {
        let desk = ReleaseDesk()
        var spy: DirectInvocationSpy<ReleaseDesk>? = try DirectInvocationSpy(on: desk, spying: \.wrap)
        spy!.beginSpying()
        desk.duringWrap = {
            // The spy's layer is removed while this call runs through it, and the spy goes: what
            // the call records on its way out must still be there.
            spy!.endSpying()
            spy = nil
        }
        let result = desk.wrap(Parcel("inside"))
        #expect(result.contents == "wrapped")
        #expect(result.wrapped?.contents == "inside")
        #expect(spy == nil)
        desk.duringWrap = nil
        #expect(desk.wrap(Parcel("after")).contents == "wrapped", "the real method again")
    }
}

/// Wraps parcels; runs `duringWrap` from inside the call, for a spy ended there.
@Swizzlable
final class ReleaseDesk: @unchecked Sendable {
    var duringWrap: (() -> Void)?
    init() {}
    func wrap(_ parcel: Parcel) -> Parcel {
        duringWrap?()
        return Parcel("wrapped", wrapping: parcel)
    }
}
