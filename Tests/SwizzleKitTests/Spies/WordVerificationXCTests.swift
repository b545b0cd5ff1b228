import SwizzleKit
import XCTest

/// Verifications answered from a call's words, from XCTest (see `WordVerificationTests`).
final class WordVerificationXCTests: XCTestCase {
    func testValuesAndAnyMatchAsTheyDoOnBoxedEvidence() throws {
        let dial = ThermostatDial()
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.spy {
            _ = dial.nudge(by: -3, boost: true, zone: 7)
            _ = dial.nudge(by: -3, boost: false, zone: 7)
        }
        spy.verify(\.nudge).with(-3, true, 7).called(.once)
        spy.verify(\.nudge).with(.value(Int8(-3)), .any, .value(UInt16(7))).called(.exactly(2))
        XCTAssertFalse(spy.verify(\.nudge).with(-3, true, 8).check().success)
        XCTAssertTrue(spy.didHaveNoMoreInteractions().success)
    }

    func testValuesKeptAsWordsAreTheValuesGivenInAFailure() throws {
        let dial = ThermostatDial()
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.spy { _ = dial.nudge(by: -128, boost: false, zone: 7) }
        let message = spy.verify(\.nudge).with(-128, true, 7).check().failureMessage
        XCTAssertTrue(message.contains("with (-128, true, 7)"), message)
        XCTAssertTrue(message.contains("argument #2: expected true, actual false"), message)
    }

    func testAPassingVerificationKeepsItsCallsThroughANewSession() throws {
        let dial = ThermostatDial()
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.beginSpying()
        _ = dial.nudge(by: 5, boost: true, zone: 1)
        let before = spy.verify(\.nudge).with(5, true, 1).check(.once)
        spy.endSpying()
        spy.beginSpying()
        _ = dial.nudge(by: 6, boost: false, zone: 2)
        let after = spy.verify(\.nudge).check(.once)
        spy.endSpying()
        XCTAssertEqual(before.recordedCallsDescription, "  1. nudge(by:boost:zone:)(5, true, 1) -> 16")
        XCTAssertEqual(after.recordedCallsDescription, "  1. nudge(by:boost:zone:)(6, false, 2) -> 8")
    }

    func testAPassingVerificationDescribesTheCallsItSaw() throws {
        let dial = ThermostatDial()
        let spy = try DirectInvocationSpy(on: dial, spying: \.nudge)
        spy.beginSpying()
        _ = dial.nudge(by: 6, boost: false, zone: 2)
        let result = spy.verify(\.nudge).check(.once)
        _ = dial.nudge(by: 7, boost: false, zone: 2)
        spy.endSpying()
        XCTAssertTrue(result.success)
        XCTAssertEqual(result.recordedCallsDescription, "  1. nudge(by:boost:zone:)(6, false, 2) -> 8")
    }
}
