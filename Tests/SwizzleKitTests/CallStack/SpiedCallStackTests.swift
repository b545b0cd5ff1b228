import SwizzleKit
import Testing

/// What a user sees stepping into a spied call, or reading a crash in one: the method, the entry
/// point of its C signature and its default implementation, each named after what it is (the
/// user's class, or the signature); no frame of the spy.
///
/// Serialized: an unspied call runs its body from its method alone only while no object of its
/// class that shares its change bucket (one in 32) is spied; otherwise it looks up, and its default
/// implementation runs the body. No other suite spies on `StackWitness`.
@Suite(.serialized) struct SpiedCallStackTests {
    @Test func aSpiedCallIsAFewFramesEachNamedAfterTheClass() throws {
        let witness = StackWitness()
        let spy = try DirectInvocationSpy(on: witness, spying: \.add)
        spy.spy { #expect(callAdd(on: witness) == 5) }
        let frames = witness.framesBetweenCallerAndBody
        #expect(frames.count <= 8, "\(frames.count) frames: \(frames)")
        #expect(frames.allSatisfy(StackWitness.isNamedForTheReader), "\(frames)")
        spy.verify(\.add).with(2, 3).called(.once)
    }

    @Test func aCallPassedOnByAStubThatDoesNotMatchIsAsShallow() throws {
        let witness = StackWitness()
        let spy = try DirectInvocationSpy(on: witness, spying: \.add)
        spy.stub(\.add).with(1, 1).andReturn(0)
        spy.spy { #expect(callAdd(on: witness) == 5) }
        let frames = witness.framesBetweenCallerAndBody
        #expect(frames.count <= 8, "\(frames.count) frames: \(frames)")
        #expect(frames.allSatisfy(StackWitness.isNamedForTheReader), "\(frames)")
    }

    @Test func anUnspiedCallIsTheMethodAlone() {
        let witness = StackWitness()
        _ = callAdd(on: witness)
        #expect(witness.framesBetweenCallerAndBody == ["StackWitness.add(_:_:)"])
    }

    /// Measured in a plain build: the address sanitizer puts red zones around each local, more of
    /// them in the entry point's frame than in the method's.
    @Test(.disabled(if: StackWitness.isUnderAddressSanitizer, "the address sanitizer changes every frame's size"))
    func aSpiedRecursionTakesAtMostFourTimesThePlainStackALevel() throws {
        let plain = StackWitness()
        _ = plain.countdown(4)
        let spied = StackWitness()
        let spy = try DirectInvocationSpy(on: spied, spying: \.countdown)
        spy.spy { #expect(spied.countdown(4) == 4) }
        spy.verify(\.countdown).called(.exactly(5))
        #expect(plain.bytesPerLevel > 0)
        #expect(spied.bytesPerLevel <= 4 * plain.bytesPerLevel, "spied \(spied.bytesPerLevel) B a level, plain \(plain.bytesPerLevel) B")
    }
}
