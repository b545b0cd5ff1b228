import SwizzleKit
import XCTest

/// ``WordArgumentsTests`` in XCTest, with a spy made in `setUp`.
final class WordArgumentsXCTests: XCTestCase {
    private var mixer: Mixer!
    private var spy: DirectInvocationSpy<Mixer>!

    override func setUpWithError() throws {
        mixer = Mixer()
        spy = try DirectInvocationSpy(on: mixer, spying: \.mix3, \.mix4)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testThreeAndFourWordsStubAndVerify() {
        spy.stub(\.mix3).with(1, 2, 3).andReturn(60)
        spy.stub(\.mix4).with(1, 2, 3, 4).andReturn(100)
        XCTAssertEqual(mixer.mix3(1, 2, 3), 60)
        XCTAssertEqual(mixer.mix4(1, 2, 3, 4), 100)
        XCTAssertEqual(mixer.mix4(4, 3, 2, 1), 10)
        spy.verify(\.mix3).with(1, 2, 3).called(.once)
        spy.verify(\.mix4).with(1, 2, 3, 4).called(.once)
        spy.verify(\.mix4).with(4, 3, 2, 1).called(.once)
        XCTAssertFalse(spy.verify(\.mix3).with(3, 2, 1).check(.once).success)
    }
}
