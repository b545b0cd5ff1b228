import SwizzleKit
import XCTest

/// A stub of scalars answered from words, in an XCTest case with `beginSpying()` / `endSpying()`.
final class ScalarStubXCTests: XCTestCase {
    private let mixer = SignalMixer()
    private var spy: DirectInvocationSpy<SignalMixer>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(on: mixer, spying: \.narrow)
        spy.stub(\.narrow).with(-2).andReturn(42)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testAMatchingCallIsAnsweredAndOthersGoOn() {
        XCTAssertEqual(mixer.narrow(-2), 42)
        XCTAssertEqual(mixer.narrow(257), 1)
        XCTAssertEqual(spy.calls(\.narrow).map(\.result), [42, 1])
        spy.verify(\.narrow).with(-2).called(.once)
    }
}
