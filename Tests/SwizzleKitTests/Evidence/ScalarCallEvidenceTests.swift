import SwizzleKit
import Testing
import Foundation

/// A spied call whose values are all scalars is recorded from the typed entry point's words
/// (issue 25): the evidence must read the same as the frame's, every width and sign exactly,
/// in order with calls recorded from frames (a stub, a `String`), on the threads that made them.
@Suite struct ScalarCallEvidenceTests {
    @Test func everyWidthAndSignReadsBackExactly() throws {
        let mixer = SignalMixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.mix, \.narrow, \.reset)
        let results = spy.spy {
            mixer.reset()
            return (mixer.mix(true, -3, 65_535, 1.5), mixer.mix(false, .min, 0, -0.25), mixer.narrow(-1))
        }
        #expect(results == (65_530.5, 0, 255))
        let mixes = spy.calls(\.mix)
        #expect(mixes.map(\.arguments.0) == [true, false])
        #expect(mixes.map(\.arguments.1) == [-3, .min])
        #expect(mixes.map(\.arguments.2) == [65_535, 0])
        #expect(mixes.map(\.arguments.3) == [1.5, -0.25])
        #expect(mixes.map(\.result) == [65_530.5, 0])
        #expect(spy.calls(\.narrow).map(\.arguments) == [-1])
        #expect(spy.calls(\.narrow).map(\.result) == [255])
        spy.verify(\.reset).called(.once)
        spy.verify(\.mix).with(true, -3, 65_535, 1.5).called(.once)
        #expect(spy.invocations.map(\.selector) == ["reset()", "mix(_:_:_:_:)", "mix(_:_:_:_:)", "narrow(_:)"])
    }

    @Test func callsRecordedFromWordsAndFromFramesKeepTheirOrder() throws {
        let mixer = SignalMixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow, \.label)
        spy.spy {
            _ = mixer.narrow(1)
            _ = mixer.label(2)  // a String result: recorded from the frame
            spy.stub(\.narrow).with(3).andReturn(30)  // a stub: the spy's calls need the frame
            _ = mixer.narrow(3)
            _ = mixer.narrow(4)
            spy.removeStubs(\.narrow)
            _ = mixer.narrow(5)  // words again
        }
        #expect(spy.invocations.map(\.selector) == ["narrow(_:)", "label(_:)", "narrow(_:)", "narrow(_:)", "narrow(_:)"])
        #expect(spy.calls(\.narrow).map(\.arguments) == [1, 3, 4, 5])
        #expect(spy.calls(\.narrow).map(\.result) == [1, 30, 4, 5])
        #expect(spy.calls(\.label).map(\.result) == ["channel 2"])
        let sequence = spy.invocations.map(\.sequenceNumber)
        #expect(sequence == sequence.sorted() && Set(sequence).count == sequence.count)
    }

    @Test func runsOfCallsOnOtherThreadsKeepTheirThread() throws {
        let mixer = SignalMixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        let here = InvocationThread.current
        let (first, second) = spy.spy {
            _ = mixer.narrow(1)
            let first = onAnotherThread { _ = mixer.narrow(2); _ = mixer.narrow(3) }
            _ = mixer.narrow(4)
            let second = onAnotherThread { _ = mixer.narrow(5) }
            return (first, second)
        }
        #expect(spy.invocations.map(\.thread) == [here, first, first, here, second])
        #expect(spy.calls(\.narrow).map(\.arguments) == [1, 2, 3, 4, 5])
        spy.clearEvidence()
        spy.spy { _ = mixer.narrow(6) }
        #expect(spy.invocations.map(\.thread) == [here], "a cleared log starts its runs again")
    }

    /// A log searches its first threads by hand and the rest by id: calls alternating between
    /// this thread and twelve others, all alive at once (so none reuses another's id), each keep
    /// their own.
    @Test func runsOnManyThreadsKeepTheirThread() throws {
        nonisolated(unsafe) let mixer = SignalMixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        let here = InvocationThread.current
        let count = 12
        let turns = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        let called = DispatchSemaphore(value: 0), finish = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var others = [InvocationThread?](repeating: nil, count: count)
        spy.spy {
            for index in 0..<count {
                Thread {
                    turns[index].wait()
                    _ = mixer.narrow(Int32(index))
                    others[index] = .current
                    called.signal()
                    finish.wait()
                    finished.signal()
                }.start()
            }
            for index in 0..<count {
                turns[index].signal()
                called.wait()
                _ = mixer.narrow(100 + Int32(index))
            }
        }
        for _ in 0..<count { finish.signal() }
        for _ in 0..<count { finished.wait() }
        let threads = others.compactMap { $0 }
        #expect(Set(threads.map(\.id)).count == count && !threads.contains(here))
        #expect(spy.invocations.map(\.thread) == threads.flatMap { [$0, here] })
        #expect(spy.calls(\.narrow).map(\.arguments) == (Int32(0)..<Int32(count)).flatMap { [$0, 100 + $0] })
    }

    @Test func aCallOfAnotherObjectIsNotRecorded() throws {
        let mixer = SignalMixer(), bystander = SignalMixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        spy.spy {
            _ = bystander.narrow(7)
            _ = mixer.narrow(8)
        }
        #expect(spy.calls(\.narrow).map(\.arguments) == [8])
    }
}
