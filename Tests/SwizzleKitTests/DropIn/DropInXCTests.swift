import Foundation
import SwizzleKit
import XCTest

/// The drop-in checks as an XCTest user writes them: a spy begun in `setUp`, ended in `tearDown`.
final class DropInXCTests: XCTestCase {
    private let gateway = TollGateway()
    private var spy: DirectInvocationSpy<TollGateway>?

    override func setUpWithError() throws {
        let spy = try DirectInvocationSpy(on: gateway, spying: \.charge)
        spy.beginSpying()
        self.spy = spy
    }

    override func tearDown() {
        spy?.endSpying()
    }

    func testACodableModelKeepsItsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(Customer(name: "Lin", email: "lin@example.com", id: 2)),
                       try encoder.encode(PlainCustomer(name: "Lin", email: "lin@example.com", id: 2)))
        let decoded = try JSONDecoder().decode(Customer.self, from: Data(DropInMeaningTests.storedJSON.utf8))
        XCTAssertEqual(decoded.greeting(), "Hello, Ada")
    }

    func testATypedThrowsMethodIsSpiedAndItsStubThrowsItsErrorType() throws {
        let spy = try XCTUnwrap(spy)
        XCTAssertEqual(try gateway.charge(100), "charged 100")
        spy.forwardsMethodCalls = false
        spy.stub(\.charge).andThrow(PaymentError.declined)
        XCTAssertThrowsError(try gateway.charge(1)) { error in
            XCTAssertEqual(error as? PaymentError, .declined)
        }
        spy.verify(\.charge).with(100).called(.once)
    }

    func testInoutArgumentsComeBackChanged() throws {
        let editor = TextEditor()
        let spy = try DirectInvocationSpy(on: editor, spying: \.append)
        var text = "a"
        spy.spy { editor.append("b", to: &text) }
        XCTAssertEqual(text, "ab")
        let call = try XCTUnwrap(spy.calls(\.append).first)
        XCTAssertEqual(call.arguments.1, "a", "the value passed in")
        XCTAssertEqual(call.inoutValuesAfterCall[1] as? String, "ab", "the value the call left")
    }
}
