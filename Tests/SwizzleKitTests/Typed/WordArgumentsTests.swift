import SwizzleKit
import Testing

/// Typed `with(…)` of integer and `Bool` values, as words: up to three held in place, four or
/// more in a list, each stubbed, verified and described as given.
@Suite struct WordArgumentsTests {
    @Test func threeWordsStubVerifyAndDescribe() throws {
        let mixer = Mixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.mix3)
        spy.stub(\.mix3).with(1, 2, 3).andReturn(60)
        spy.spy {
            #expect(mixer.mix3(1, 2, 3) == 60)
            #expect(mixer.mix3(1, 2, 4) == 7, "no stub matches: forwarded")
        }
        spy.verify(\.mix3).with(1, 2, 3).called(.once)
        spy.verify(\.mix3).with(1, 2, 4).called(.once)
        spy.verify(\.mix3).with(3, 2, 1).called(.never)
        withKnownIssue {
            spy.verify(\.mix3).with(9, 8, 7).called()
        } matching: { issue in
            issue.description.contains("with (9, 8, 7)") && issue.description.contains("(1, 2, 4) -> 7")
        }
    }

    @Test func fourWordsStubVerifyAndDescribe() throws {
        let mixer = Mixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.mix4)
        spy.stub(\.mix4).with(1, 2, 3, 4).andReturn(100)
        spy.spy {
            #expect(mixer.mix4(1, 2, 3, 4) == 100)
            #expect(mixer.mix4(1, 2, 3, 5) == 11)
        }
        spy.verify(\.mix4).with(1, 2, 3, 4).called(.once)
        spy.verify(\.mix4).with(1, 2, 3, 5).called(.once)
        withKnownIssue {
            spy.verify(\.mix4).with(9, 8, 7, 6).called()
        } matching: { issue in
            issue.description.contains("with (9, 8, 7, 6)") && issue.description.contains("(1, 2, 3, 5) -> 11")
        }
    }

    @Test func boolAndNarrowIntegerWordsKeepTheirTypes() throws {
        let mixer = Mixer()
        let spy = try DirectInvocationSpy(on: mixer, spying: \.level)
        spy.stub(\.level).with(true, 5).andReturn(50)
        spy.spy {
            #expect(mixer.level(true, 5) == 50)
            #expect(mixer.level(false, 5) == 0)
        }
        spy.verify(\.level).with(true, 5).called(.once)
        spy.verify(\.level).with(false, 5).called(.once)
        spy.verify(\.level).with(true, 6).called(.never)
        #expect(spy.calls(\.level).map(\.arguments.0) == [true, false])
    }
}
