import SwizzleKit

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

/// What `SpyReleaseTests` and its XCTest twin run, each checking the outcome with its own framework.
enum SpyReleaseScenario {
    /// What a spy held, looked at once the spy is gone.
    struct Held {
        weak var answer: Parcel?
        weak var expected: Parcel?
        var stubAnswered = false
    }

    /// A spy on `desk` stubbed to answer one parcel with another, called, verified, ended and let
    /// go; what its stub held, seen after.
    static func stubbedSpyLetGo(on desk: ReleaseDesk) throws -> Held {
        var held = Held()
        let spy = try DirectInvocationSpy(on: desk, spying: \.wrap)
        let sent = Parcel("sent")
        let wrapped = Parcel("wrapped by the stub")
        held.answer = wrapped
        held.expected = sent
        spy.forwardsMethodCalls = false
        spy.stub(\.wrap).with(.where { $0 === sent }).andReturn(wrapped)
        spy.beginSpying()
        held.stubAnswered = desk.wrap(sent) === wrapped
        spy.endSpying()
        spy.verify(\.wrap).with(.where { $0 === sent }).called(.once)
        return held
    }

    /// A spy on `desk` ended and let go from inside its own spied call: the layer is removed while
    /// the call runs through it, and what the call records on its way out must still be there.
    /// Returns the call's result and whether the spy is gone.
    static func spyEndedInsideItsCall(on desk: ReleaseDesk) throws -> (result: Parcel, spyGone: Bool) {
        var spy: DirectInvocationSpy<ReleaseDesk>? = try DirectInvocationSpy(on: desk, spying: \.wrap)
        spy!.beginSpying()
        desk.duringWrap = {
            spy!.endSpying()
            spy = nil
        }
        let result = desk.wrap(Parcel("inside"))
        desk.duringWrap = nil
        return (result, spy == nil)
    }
}
