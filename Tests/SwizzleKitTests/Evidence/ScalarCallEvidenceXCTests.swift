import SwizzleKit
import XCTest

/// Scalar calls recorded from words, read in an XCTest case with `beginSpying()` / `endSpying()`.
final class ScalarCallEvidenceXCTests: XCTestCase {
    private let mixer = SignalMixer()
    private var spy: DirectInvocationSpy<SignalMixer>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(on: mixer, spying: \.mix, \.narrow)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testEveryWidthReadsBackAndEachThreadIsKept() {
        XCTAssertEqual(mixer.mix(true, -128, 7, 2), -249)
        let other = onAnotherThread { [mixer] in _ = mixer.narrow(300) }
        XCTAssertEqual(spy.calls(\.mix).first?.arguments.1, -128)
        XCTAssertEqual(spy.calls(\.mix).first?.result, -249)
        XCTAssertEqual(spy.calls(\.narrow).first?.result, 44)
        XCTAssertEqual(spy.invocations.map(\.thread), [.current, other])
        spy.verify(\.narrow).with(300).called(.once)
    }
}
