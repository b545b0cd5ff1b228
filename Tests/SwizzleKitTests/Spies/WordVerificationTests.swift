import SwizzleKit
import SwizzleSpies
import Testing

/// A thermostat's dial as a team writes one: small integers and a flag, and a method that takes a
/// `String`.
@Swizzlable
class ThermostatDial {
    init() {}
    func nudge(by steps: Int8, boost: Bool, zone: UInt16) -> Int { Int(steps) + (boost ? 10 : 0) + Int(zone) }
    func rename(_ name: String) -> Bool { !name.isEmpty }
    func schedule(zone: Int?, at hour: Int8) -> Bool { zone != nil && hour >= 0 }
    func recalibrate() {}
}

/// Verifications of a method of scalars with integers, `Bool`s and `.any` are answered from the
/// words the spy kept (issue 25): what a user sees must be what the boxed evidence would say.
/// The spies here record only words until a test calls `rename`, whose `String` makes the rest
/// of its verifications go the general way.
@Suite("Verifications answered from a call's words", .swizzleScoped)
struct WordVerificationTests {
    let dial = ThermostatDial()

    @Test func valuesAndAnyMatchAsTheyDoOnBoxedEvidence() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.spy {
            _ = dial.nudge(by: -3, boost: true, zone: 7)
            _ = dial.nudge(by: -3, boost: false, zone: 7)
            _ = dial.nudge(by: 5, boost: true, zone: 700)
        }
        #expect(spy.verify(\.nudge).with(-3, true, 7).check(.once).success)
        #expect(spy.verify(\.nudge).with(.value(Int8(-3)), .any, .value(UInt16(7))).check(.exactly(2)).success)
        #expect(spy.verify(\.nudge).with(.any, .any, .any).check(.exactly(3)).success)
        #expect(spy.verify(\.nudge).check(.exactly(3)).success)
        #expect(!spy.verify(\.nudge).with(-3, true, 700).check().success, "no call had those three")
        #expect(!spy.verify(\.nudge).with(-3, true, 7).check(.exactly(2)).success, "once, not twice")
        #expect(!spy.verify(\.nudge).with(5, true, 700).check(.never).success)
        // The string API: each value of its parameter's own type, as the typed API gives them.
        #expect(spy.didCall("nudge(by:boost:zone:)", withArguments: [Int8(-3), true, UInt16(7)], countSpecifier: .once).success)
        #expect(!spy.didCall("nudge(by:boost:zone:)", withArguments: [-3, true, 7]).success, "an Int is not an Int8")
        #expect(!spy.didCall("nudge(by:boost:zone:)", withArguments: [Int8(-3), 1, UInt16(7)]).success, "an Int is not a Bool")
        #expect(!spy.didCall("nudge(by:boost:zone:)", withArguments: [Int8(-3), true]).success, "two of three arguments")
    }

    /// A typed `with(…)` of integers and `Bool`s keeps only their words, and makes the values
    /// again where they are read: in a failure's message, and where waiting and ordering hand
    /// them to the string API, each of its parameter's own type (an `Int8` made an `Int` would
    /// match no call there).
    @Test func valuesKeptAsWordsAreTheValuesGiven() async throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge, \.recalibrate)
        spy.beginSpying()
        _ = dial.nudge(by: -3, boost: true, zone: 7)
        dial.recalibrate()
        _ = dial.nudge(by: -3, boost: true, zone: 7)
        spy.endSpying()
        let failure = spy.verify(\.nudge).with(-3, true, 65_535).check()
        #expect(failure.failureMessage.contains("Wanted but not invoked: nudge(by:boost:zone:) with (-3, true, 65535)"),
                "\(failure.failureMessage)")
        #expect(failure.failureMessage.contains("argument #3: expected 65535, actual 7"), "\(failure.failureMessage)")
        #expect(await spy.verify(\.nudge).with(-3, true, 7).waitUntilCalled(.twice, timeout: .milliseconds(10)).success)
        #expect(didCallInOrder([
            spy.verify(\.nudge).with(-3, true, 7).inOrder(.once),
            spy.verify(\.recalibrate).inOrder(.once),
            spy.verify(\.nudge).with(-3, true, 7).inOrder(.once),
        ]).success)
        #expect(!didCallInOrder([spy.verify(\.nudge).with(-3, false, 7).inOrder(.once)]).success)
    }

    /// A method of no arguments and no result keeps no words for a call: `with()` matches each one.
    @Test func aCallWithNoWordsIsCountedToo() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.recalibrate)
        spy.spy {
            dial.recalibrate()
            dial.recalibrate()
        }
        #expect(spy.verify(\.recalibrate).with().check(.twice).success)
        #expect(spy.verify(\.recalibrate).check(.twice).success)
        #expect(!spy.verify(\.recalibrate).with().check(.once).success)
    }

    /// Evidence is kept in chunks (16 records first, then more), and the calls' words fill chunks
    /// of their own at another pace (`recalibrate` keeps a record and no word): counted on words
    /// across many of both, every call is found.
    @Test func callsAcrossManyChunksAreEachCounted() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge, \.recalibrate)
        spy.spy {
            for call in 0 ..< 1_000 {
                _ = dial.nudge(by: Int8(call % 100), boost: call.isMultiple(of: 2), zone: UInt16(call))
                if call.isMultiple(of: 3) { dial.recalibrate() }
            }
        }
        #expect(spy.verify(\.nudge).check(.exactly(1_000)).success)
        #expect(spy.verify(\.recalibrate).check(.exactly(334)).success)
        #expect(spy.verify(\.nudge).with(.any, .value(true), .any).check(.exactly(500)).success)
        #expect(spy.verify(\.nudge).with(0, true, 0).check(.once).success, "the first call")
        #expect(spy.verify(\.nudge).with(99, false, 999).check(.once).success, "the last call")
        #expect(spy.verify(\.nudge).with(.value(Int8(42)), .any, .any).check(.exactly(10)).success)
        #expect(spy.verify(\.nudge).with(42, true, 942).check(.once).success)
        #expect(spy.verify(\.nudge).with(42, false, 942).check(.never).success)
        // Answered on words, not the general way (which would answer again whatever the words got wrong).
        let nudge = Selector("nudge(by:boost:zone:)")
        let last = spy.core.passingVerificationOnWords(nudge, expected: [Int8(99), false, UInt16(999)], count: .once)
        let every = spy.core.passingVerificationOnWords(nudge, expected: nil, count: .exactly(1_000))
        let lastNudge = try #require(spy.invocations.last { $0.selector == nudge })
        #expect(last?.matchedSequenceNumbers.array == [lastNudge.sequenceNumber])
        #expect(every?.matchedSequenceNumbers.array == spy.invocations.filter { $0.selector == nudge }.map(\.sequenceNumber))
    }

    @Test func aFailureStillSaysWhatWasRecorded() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.spy { _ = dial.nudge(by: 2, boost: false, zone: 1) }
        let result = spy.verify(\.nudge).with(2, true, 1).check(.once)
        #expect(!result.success)
        #expect(result.failureMessage.contains("it was never called with those arguments"), "\(result.failureMessage)")
        #expect(result.failureMessage.contains("nudge(by:boost:zone:)(2, false, 1) -> 3"), "\(result.failureMessage)")
    }

    /// A passing verification describes the calls it saw, as they were: not a later call, and not
    /// nothing after the evidence is cleared.
    @Test func aPassingVerificationDescribesTheCallsItSaw() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.beginSpying()
        _ = dial.nudge(by: -1, boost: true, zone: 3)
        _ = dial.nudge(by: 4, boost: false, zone: 0)
        let seen = spy.invocations.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        let result = spy.verify(\.nudge).with(-1, true, 3).check(.once)
        _ = dial.nudge(by: 9, boost: true, zone: 9)
        spy.clearEvidence()
        spy.endSpying()
        #expect(result.success)
        #expect(result.recordedCallsDescription == seen)
        #expect(seen.contains("nudge(by:boost:zone:)(-1, true, 3) -> 12") && seen.contains("(4, false, 0) -> 4"), "\(seen)")
    }

    /// Passing verifications counted on words describe their calls when read, from the log in
    /// place: each keeps the calls it saw through later calls (a `String` one too, which the log
    /// boxes), an emptied log and a new session, and a verification of the new session sees only
    /// its own.
    @Test func passingVerificationsKeepTheirCallsAcrossSessions() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge, \.rename)
        func described(_ calls: [(Int8, Bool, UInt16)]) -> String {
            calls.enumerated().map { index, call in
                "  \(index + 1). nudge(by:boost:zone:)(\(call.0), \(call.1), \(call.2)) -> \(dial.nudge(by: call.0, boost: call.1, zone: call.2))"
            }.joined(separator: "\n")
        }
        spy.beginSpying()
        _ = dial.nudge(by: 1, boost: true, zone: 1)
        let first = spy.verify(\.nudge).check(.once)
        _ = dial.nudge(by: 2, boost: false, zone: 2)
        let second = spy.verify(\.nudge).with(2, false, 2).check(.once)
        let secondEarly = second.recordedCallsDescription
        _ = dial.rename("kitchen")
        spy.endSpying()
        spy.beginSpying()  // a new session: the log is emptied
        _ = dial.nudge(by: 3, boost: true, zone: 3)
        let third = spy.verify(\.nudge).check(.once)
        spy.clearEvidence()
        spy.endSpying()
        #expect(first.success && second.success && third.success)
        #expect(first.recordedCallsDescription == described([(1, true, 1)]))
        #expect(second.recordedCallsDescription == described([(1, true, 1), (2, false, 2)]))
        #expect(second.recordedCallsDescription == secondEarly, "read before and after the log was emptied")
        #expect(third.recordedCallsDescription == described([(3, true, 3)]))
    }

    @Test func callsItMatchedCountAsVerified() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.spy {
            _ = dial.nudge(by: 1, boost: true, zone: 1)
            _ = dial.nudge(by: 2, boost: true, zone: 2)
        }
        spy.verify(\.nudge).with(.value(Int8(1)), .any, .any).called(.once)
        let left = spy.didHaveNoMoreInteractions()
        #expect(!left.success)
        #expect(left.failureMessage.contains("(2, true, 2)") && !left.failureMessage.contains("(1, true, 1)"), "\(left.failureMessage)")
        spy.verify(\.nudge).with(2, true, 2).called(.once)
        #expect(spy.didHaveNoMoreInteractions().success)
    }

    /// Once the log holds a boxed value (a `String`), every verification goes the general way and
    /// answers the same.
    @Test func aLogWithABoxedValueAnswersTheSame() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge, \.rename)
        spy.spy {
            _ = dial.nudge(by: 3, boost: false, zone: 30)
            _ = dial.rename("Hall")
            _ = dial.nudge(by: 3, boost: true, zone: 30)
        }
        #expect(spy.verify(\.nudge).with(.value(Int8(3)), .any, .value(UInt16(30))).check(.exactly(2)).success)
        #expect(spy.verify(\.nudge).with(3, true, 30).check(.once).success)
        #expect(!spy.verify(\.nudge).with(3, true, 31).check().success)
        #expect(spy.verify(\.rename).with("Hall").check(.once).success)
    }

    /// An integer given to the string API is a word to match, also against an optional
    /// parameter's value (the general way: an `Int?` is no word), and never against its nil.
    @Test func anIntegerMatchesAnOptionalsValueButNotItsNil() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.schedule)
        spy.spy {
            _ = dial.schedule(zone: 3, at: 7)
            _ = dial.schedule(zone: nil, at: 7)
        }
        #expect(spy.didCall("schedule(zone:at:)", withArguments: [3, Int8(7)], countSpecifier: .once).success)
        #expect(spy.didCall("schedule(zone:at:)", withArguments: [nil, Int8(7)], countSpecifier: .once).success)
        #expect(spy.didCall("schedule(zone:at:)", withArguments: [Match<Any?>.any, Int8(7)], countSpecifier: .twice).success)
        #expect(!spy.didCall("schedule(zone:at:)", withArguments: [4, Int8(7)]).success)
        #expect(!spy.didCall("schedule(zone:at:)", withArguments: [3, 7]).success, "an Int is not an Int8")
        spy.stub("schedule(zone:at:)").with(3, Int8(8)).andReturn(false)
        spy.spy {
            #expect(dial.schedule(zone: 3, at: 8) == false, "stubbed")
            #expect(dial.schedule(zone: 4, at: 8) == true, "forwarded")
        }
    }

    /// A typed stub's values are not checked again against the method's types (the compiler did):
    /// what it could not check still is.
    @Test func aTypedStubIsStillRefusedWhatTheCompilerCannotCheck() throws {
        struct Jammed: Error {}
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        withKnownIssue {
            spy.stub(\.nudge).andThrow(Jammed())
        } matching: { issue in
            String(describing: issue).contains("it does not throw, so it cannot throw")
        }
        spy.stub(\.nudge).with(.value(Int8(1)), .any, .value(UInt16(2))).andReturn(99)
        spy.spy {
            #expect(dial.nudge(by: 1, boost: false, zone: 2) == 99)
            #expect(dial.nudge(by: 1, boost: false, zone: 3) == 4)
        }
    }

    /// A hand-made reference of the wrong types is refused every time it is given: only fits are
    /// remembered.
    @Test func aReferenceOfTheWrongTypesIsRefusedEachTime() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        let wrong = SwizzleMethod<Int, Int, Bool, UInt16>(Selector("nudge(by:boost:zone:)"), .instance)
        for _ in 0..<2 {
            withKnownIssue {
                spy.stub(wrong).andReturn(1)
            } matching: { issue in
                String(describing: issue).contains("is (Int, Bool, UInt16) -> Int, but")
            }
            withKnownIssue {
                spy.verify(wrong).called(.never)
            } matching: { issue in
                String(describing: issue).contains("it is refused")
            }
        }
        spy.spy { #expect(dial.nudge(by: 1, boost: false, zone: 1) == 2, "the refused stub answers nothing") }
    }

    /// The last fit found is read without a lock, kept with the method it fits: a reference of the
    /// same type for a method of other types is refused however often the fitting one comes between.
    @Test func aFitIsKeptForItsMethodOnly() throws {
        let spy = try DirectInvocationSpy(on: dial, spying: \.rename, \.schedule)
        let wrong = SwizzleMethod<Bool, String>(Selector("schedule(zone:at:)"), .instance)
        for _ in 0..<3 {
            spy.verify(\.rename).called(.never)  // fits: `(String) -> Bool`, no issue
            withKnownIssue {
                spy.verify(wrong).called(.never)
            } matching: { issue in
                String(describing: issue).contains("is (String) -> Bool, but")
            }
        }
    }
}
