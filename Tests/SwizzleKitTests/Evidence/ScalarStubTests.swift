import SwizzleKit
import Testing

/// A stub of a method of scalars, made with plain values or `.any`, is matched and answered on
/// the typed entry point's words (issue 25). It must answer exactly as the frame path does:
/// the same stub wins, a stub that needs the values (a predicate, a limit) still decides, a
/// floating-point value compares as `==` does, and every call is recorded with its answer.
@Suite struct ScalarStubTests {
    private let mixer = SignalMixer()

    @Test func theSameStubWinsAsOnTheFramePath() throws {
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        spy.forwardsMethodCalls = false
        spy.stub(\.narrow).with(-1).andReturn(7)
        spy.stub(\.narrow).andReturn(1)  // newer, but a stub with arguments wins over a plain one
        let before = spy.spy {
            let results = [mixer.narrow(-1), mixer.narrow(5)]
            spy.stub(\.narrow).with(.any).andReturn(2)  // newest, and matches every call
            return results + [mixer.narrow(-1), mixer.narrow(5)]
        }
        #expect(before == [7, 1, 2, 2])
        #expect(spy.calls(\.narrow).map(\.arguments) == [-1, 5, -1, 5])
        #expect(spy.calls(\.narrow).map(\.result) == [7, 1, 2, 2])
    }

    @Test func aCallNoStubMatchesGoesOnOrGetsTheDefault() throws {
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow, \.reset)
        spy.stub(\.narrow).with(300).andReturn(3)
        spy.stub(\.reset).andReturn(())
        let results = spy.spy { () -> [UInt8] in
            let forwarded = [mixer.narrow(300), mixer.narrow(258)]
            spy.forwardsMethodCalls = false
            mixer.reset()
            return forwarded + [mixer.narrow(258)]
        }
        #expect(results == [3, 2, 0], "258 went on to the method (its low byte), then got the default")
        #expect(spy.calls(\.narrow).map(\.result) == [3, 2, 0])
        spy.verify(\.reset).called(.once)
    }

    @Test func aStubThatNeedsTheValuesStillDecides() throws {
        let spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        spy.stub(\.narrow).with(3).andReturn(30)
        spy.stub(\.narrow).with(.where { $0 > 100 }).andReturn(100)
        spy.stub(\.narrow).with(9).times(1).andReturn(90)
        let results = spy.spy { [mixer.narrow(3), mixer.narrow(200), mixer.narrow(4), mixer.narrow(9), mixer.narrow(9)] }
        #expect(results == [30, 100, 4, 90, 9])
        #expect(spy.calls(\.narrow).map(\.result) == [30, 100, 4, 90, 9])
    }

    @Test func floatingPointValuesCompareAsEqualityDoes() throws {
        let spy = try DirectInvocationSpy(on: mixer, spying: \.mix)
        spy.stub(\.mix).with(true, 1, 2, 0.0).andReturn(9)
        let result = spy.spy { mixer.mix(true, 1, 2, -0.0) }
        #expect(result == 9, "-0.0 == 0.0, though their bits differ")
    }
}
