@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// `RateCache<Value>` is generic: one table serves every specialization, and each spy's typed
/// references are its own specialization's (a `Value` argument or result recorded as `Any`).
@Suite struct GenericClassSpyTests {
    @Test func aGenericClassIsStubbedForACallItMakesItself() throws {
        let cache = RateCache<Double>(), other = RateCache<Double>()
        let spy = try DirectInvocationSpy(on: cache, spying: \.value, \.has)
        spy.stub(\.value).with("EUR").andReturn(0.9)
        let answers = spy.spy { (cache.has("EUR"), cache.has("USD"), other.has("EUR")) }
        #expect(answers == (true, false, false))
        spy.verify(\.value).with("EUR").called(.once)
        spy.verify(\.has).called(.twice)
    }

    @Test func twoSpecializationsAreSpiedApart() throws {
        let rates = RateCache<Double>(), names = RateCache<String>()
        let rateSpy = try DirectInvocationSpy(on: rates, spying: \.store)
        let nameSpy = try DirectInvocationSpy(on: names, spying: \.store)
        rateSpy.spy { rates.store(1.1, for: "USD") }
        nameSpy.spy { names.store("dollar", for: "USD") }
        #expect(rates.value(for: "USD") == 1.1 && names.value(for: "USD") == "dollar")  // forwarded
        #expect(rateSpy.calls(\.store).map { $0.arguments.0 as? Double } == [1.1])
        #expect(nameSpy.calls(\.store).map { $0.arguments.0 as? String } == ["dollar"])
    }
}

final class GenericClassSpyXCTests: XCTestCase {
    func testAGenericClassSpiedBetweenBeginAndEnd() throws {
        let cache = RateCache<Int>()
        let spy = try DirectInvocationSpy(on: cache, spying: \.value)
        spy.stub(\.value).andReturn(7)
        spy.beginSpying()
        XCTAssertTrue(cache.has("any"))
        spy.endSpying()
        XCTAssertFalse(cache.has("any"))
        spy.verify(\.value).with("any").called(.once)
    }
}
