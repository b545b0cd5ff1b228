import SwizzleKit
import XCTest

/// ``OneVocabularyTests`` in XCTest: one matcher, captor, stub and record for both APIs.
final class OneVocabularyXCTests: XCTestCase {
    private let greeter = Welcomer()
    private var spy: DirectInvocationSpy<Welcomer>!

    override func setUpWithError() throws {
        spy = try DirectInvocationSpy(on: greeter, spying: \.greet)
        spy.beginSpying()
    }

    override func tearDown() {
        spy.endSpying()
    }

    func testTheStringAndTypedAPIsShareMatchersCaptorsStubsAndRecords() {
        spy.stub("greet(_:times:)").with(Match.nil, Match.any).andReturn("nobody")
        XCTAssertEqual(greeter.greet(nil, times: 1), "nobody")
        XCTAssertEqual(greeter.greet("Ann", times: 1), "hi Ann! ")
        let names = Captor<String?>()
        spy.verify(\.greet).with(.captured(by: names), .value(1)).called(.twice)
        XCTAssertEqual(names.values, [nil, "Ann"])
        XCTAssertTrue(spy.didCall("greet(_:times:)", withArguments: [Match.nonNil, 1]).success)
        XCTAssertEqual(spy.calls(\.greet).map(\.description), spy.invocations.map(\.description))
    }
}
