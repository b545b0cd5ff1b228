@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// `FraudScreen`, `Fee` and `Tier` are internal, as most of an app's code is: the generated file
/// reaches them through `@testable import`, with the same typed references as public types.
@Suite struct InternalTypeSpyTests {
    @Test func anInternalClassIsSpiedAndStubbedWithACallMadeInsideTheModule() throws {
        let screen = FraudScreen(threshold: 100), other = FraudScreen(threshold: 100)
        let spy = try DirectInvocationSpy(on: screen, spying: \.score)
        spy.stub(\.score).with(500).andReturn(0)
        let paid = spy.spy { (Checkout().pay(500, screenedBy: screen), Checkout().pay(500, screenedBy: other)) }
        #expect(paid == (true, false))
        spy.verify(\.score).with(500).called(.once)
        #expect(spy.calls(\.score).map(\.result) == [0])
    }

    @Test func anInternalStructIsSpiedPerTypeItsMutatingMethodForwarded() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.amount, \.waive)
        var fee = Fee(cents: 30)
        let described = spy.spy { () -> String in
            fee.waive()
            return fee.described(for: 1_000)
        }
        #expect(described == "fee 10c")
        #expect(fee == Fee(cents: 0))
        spy.verify(\.amount).with(1_000).called(.once)
        spy.verify(\.waive).called(.once)
    }

    @Test func anInternalEnumIsSpiedAndStubbedPerType() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Tier.self, spying: \.discount)
        spy.stub(\.discount).andReturn(50)
        let prices = spy.spy { [Tier.basic.price(100), Tier.gold.price(100)] }
        #expect(prices == [50, 50])
        spy.verify(\.discount).called(.twice)
        #expect(Tier.gold.price(100) == 90)  // ended: the original again
    }
}

/// `Checkout` builds its `FraudScreen` itself. A construction of a class reached only through the
/// generated replacements is not intercepted (see the generated file's notes), and a mock of it
/// is refused naming why and what works instead, with nothing installed.
@Suite struct UnannotatedConstructionTests {
    @Test func aGlobalMockOfAnUnannotatedClassesInitializerIsRefusedWithTheRealReason() throws {
        var error: MockError?
        do {
            try GlobalMocker.withGlobalMock(for: FraudScreen.self, initSelector: "init(threshold:)") { _ in }
        } catch let refusal as MockError {
            error = refusal
        }
        guard case let .notDispatched(selector, className, reason) = error else {
            Issue.record("expected notDispatched, got \(String(describing: error))")
            return
        }
        #expect(selector == "init(threshold:)" && className.hasSuffix("FraudScreen"))
        #expect(reason.contains("constructions of a class reached only through generate-spies are not intercepted"))
        let message = "\(error!)"
        #expect(message.contains("the replacements `swift package generate-spies` wrote do not reach it"))
        #expect(message.contains("mark FraudScreen @Swizzlable"))
        #expect(!message.contains("has no initializer or class factory"))
        #expect(!Checkout().pay(5_000))  // nothing was installed: the real screen refuses
    }
}

final class InternalTypeSpyXCTests: XCTestCase {
    func testAnInternalClassSpiedBetweenBeginAndEnd() throws {
        let screen = FraudScreen(threshold: 100)
        let spy = try DirectInvocationSpy(on: screen, spying: \.score)
        spy.beginSpying()
        XCTAssertTrue(Checkout().pay(50, screenedBy: screen))
        spy.endSpying()
        spy.verify(\.score).with(50).called(.once)
    }

    func testAMockOfAnUnannotatedConstructionIsRefusedNamingWhy() {
        XCTAssertThrowsError(try GlobalMocker.globalMock(for: FraudScreen.self, initSelector: "init(threshold:)")) { error in
            guard case let .notDispatched(_, _, reason) = error as? MockError else {
                return XCTFail("expected notDispatched, got \(error)")
            }
            XCTAssertTrue(reason.contains("are not intercepted"), reason)
            XCTAssertTrue("\(error)".contains("mark FraudScreen @Swizzlable"), "\(error)")
        }
    }
}
