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

    @Test func aStructsComputedPropertyIsSpiedPerTypeItsSetterChangingTheValue() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.dollars)
        var fee = Fee(cents: 250)
        let read = spy.spy { () -> Double in
            fee.dollars = 1.5
            return fee.dollars
        }
        #expect(read == 1.5)
        #expect(fee == Fee(cents: 150))  // forwarded: the original setter changed this value
        spy.verify(\.dollars.set).with(1.5).called(.once)
        #expect(spy.calls(\.dollars.get).map(\.result) == [1.5])
    }

    @Test func anAsyncMethodOfAStructIsForwardedOnACopyOfTheValueAndStubbed() async throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.quote)
        spy.beginSpying()
        #expect(await Fee(cents: 30).quote(for: 1_000) == 40)  // forwarded: the original, on the value
        spy.stub(\.quote).with(5).andReturn(-1)
        #expect(await Fee(cents: 30).quote(for: 5) == -1)
        spy.endSpying()
        #expect(spy.calls(\.quote).map(\.result) == [40, -1])
        #expect(await Fee(cents: 30).quote(for: 5) == 30)
    }

    @Test func aStaticPropertyOfAValueTypeIsStubbedPerType() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.standardCents)
        spy.stub(\.standardCents).andReturn(99)
        #expect(spy.spy { Fee.standard() } == Fee(cents: 99))
        spy.verify(\.standardCents).called(.once)
        #expect(Fee.standard() == Fee(cents: 30))
    }

    @Test func anEnumsComputedPropertyIsStubbedForACallMadeInsideTheModule() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Tier.self, spying: \.label)
        spy.stub(\.label).andReturn("VIP")
        #expect(spy.spy { Tier.basic.banner() } == "[VIP]")
        spy.verify(\.label).called(.once)
        #expect(Tier.gold.banner() == "[Gold]")  // ended: the original again
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

/// `FraudScreen.isBlocked` is private and `Fee.surcharge` fileprivate: generated with
/// `--private-members`, the file names them through their file's private scope (Bank is built with
/// `-enable-private-imports` in debug), with typed references like any other member's.
@Suite struct PrivateMemberSpyTests {
    @Test func aPrivateMethodIsStubbedForOneArgumentAndForwardedForTheOthers() throws {
        let screen = FraudScreen(threshold: 1_000)
        let spy = try DirectInvocationSpy(on: screen, spying: \.isBlocked)
        spy.stub(\.isBlocked).with(42).andReturn(true)
        let paid = spy.spy { [42, 666, 7].map { Checkout().pay($0, screenedBy: screen) } }
        #expect(paid == [false, false, true])
        #expect(spy.calls(\.isBlocked).map(\.result) == [true, true, false])  // 666 forwarded: the original's answer
        #expect(Checkout().pay(42, screenedBy: screen))  // ended: the original again
    }

    @Test func aFileprivateMethodOfAValueTypeIsSpiedPerType() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.surcharge)
        let amounts = spy.spy { [Fee(cents: 1).amount(for: 100), Fee(cents: 1).amount(for: 100_000)] }
        #expect(amounts == [2, 1 + 1_000 + 25])
        spy.verify(\.surcharge).with(100_000).called(.once)
        #expect(spy.calls(\.surcharge).map(\.result) == [0, 25])
    }
}

/// `Checkout` builds its `FraudScreen` itself, with a threshold it reads from a static property:
/// the construction is not reached, but the class property is, scoped to the test.
@Suite struct StaticPropertySpyTests {
    @Test func aClasssStaticPropertyIsStubbedForTheScreenTheCodeUnderTestBuilds() throws {
        let spy = try DirectInvocationSpy(on: FraudScreen.self, spyingClassMethods: \.defaultThreshold)
        let threshold = FraudScreen.SwizzleMethods().defaultThreshold
        spy.stub(threshold).andReturn(100)
        #expect(spy.spy { Checkout().pay(500) } == false)  // 500 is over the stubbed threshold
        spy.verify(threshold).called(.once)
    }

    @Test func anotherTestRunningBesideItSeesTheRealThreshold() {
        for _ in 0..<200 { #expect(Checkout().pay(500)) }
    }
}

/// `Checkout` builds its `FraudScreen` itself. Through the convenience initializer
/// `init(policy:)`, the construction reaches a global mock: the object built is the test's mock,
/// scoped to the test. Through the designated `init(threshold:)` it cannot (the generated file's
/// notes say why), and a mock of it is refused naming why, with nothing installed.
@Suite struct UnannotatedConstructionTests {
    @Test func aConstructionThroughAConvenienceInitializerIsTheTestsMock() throws {
        // FraudScreen has no init(), so the mock is told how to make an object of its own.
        let policies = try GlobalMocker.withGlobalMock(for: FraudScreen.self, initializer: \.make,
                                                       override: { _ in FraudScreen(threshold: 0) }) { mock in
            mock.stub(\.isSuspicious).andReturn(true)
            #expect(Checkout().pay(5, policy: "lenient") == false)  // the mock refused it
            mock.verify(\.isSuspicious).with(5).called(.once)
            return mock.constructions.map { $0.arguments.first as? String }
        }
        #expect(policies == ["lenient"])
        #expect(Checkout().pay(5, policy: "lenient"))  // ended: the real screen again
    }

    @Test func anotherTestRunningBesideItBuildsTheRealScreen() {
        for _ in 0..<200 { #expect(Checkout().pay(5, policy: "lenient")) }
    }

    @Test func aGlobalMockOfADesignatedInitializerIsRefusedWithTheRealReason() throws {
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
        #expect(reason.contains("a designated initializer's replacement must be designated"))
        let message = "\(error!)"
        #expect(message.contains("the replacements `swift package generate-spies` wrote do not reach it"))
        #expect(message.contains("give it a convenience initializer with arguments, mark FraudScreen @Swizzlable"))
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

    func testAPrivateMethodStubbedBetweenBeginAndEnd() throws {
        let screen = FraudScreen(threshold: 1_000)
        let spy = try DirectInvocationSpy(on: screen, spying: \.isBlocked)
        spy.stub(\.isBlocked).andReturn(true)
        spy.beginSpying()
        XCTAssertFalse(Checkout().pay(5, screenedBy: screen))
        spy.endSpying()
        XCTAssertTrue(Checkout().pay(5, screenedBy: screen))
        spy.verify(\.isBlocked).with(5).called(.once)
    }

    func testAConvenienceConstructionMockedBetweenSetUpAndTearDown() throws {
        let mock = try GlobalMocker.globalMock(for: FraudScreen.self, initSelector: "init(policy:)",
                                               override: { _ in FraudScreen(threshold: 0) })
        defer { mock.undo() }
        mock.stub("isSuspicious(_:)").andReturn(true)
        XCTAssertFalse(Checkout().pay(5, policy: "strict"))
        XCTAssertEqual(mock.constructions.count, 1)
    }

    func testAMockOfAnUnannotatedConstructionIsRefusedNamingWhy() {
        XCTAssertThrowsError(try GlobalMocker.globalMock(for: FraudScreen.self, initSelector: "init(threshold:)")) { error in
            guard case let .notDispatched(_, _, reason) = error as? MockError else {
                return XCTFail("expected notDispatched, got \(error)")
            }
            XCTAssertTrue(reason.contains("are not intercepted through this initializer"), reason)
            XCTAssertTrue("\(error)".contains("mark FraudScreen @Swizzlable"), "\(error)")
        }
    }
}
