@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// `Statement`'s subscripts, nobody annotated: each accessor is a method of the table, with a
/// typed reference named after the subscript's labels (`\.subscriptGetter`,
/// `\.subscriptCentsGetter`, `\.subscriptCentsSetter`, the new value last).
@Suite struct SubscriptSpyTests {
    @Test func aSubscriptIsStubbedForACallTheModuleMakes() throws {
        let statement = Statement(lines: [.init(cents: 100), .init(cents: 250)])
        let spy = try DirectInvocationSpy(on: statement, spying: \.subscriptCentsGetter)
        spy.stub(\.subscriptCentsGetter).with(1).andReturn(0)
        #expect(spy.spy { statement.total() } == 100)  // the second line's cents stubbed
        spy.verify(\.subscriptCentsGetter).called(.twice)
        #expect(spy.calls(\.subscriptCentsGetter).map(\.result) == [100, 0])
        #expect(statement.total() == 350)
    }

    @Test func aSubscriptsSetterIsForwardedAndRecordedWithTheValueLast() throws {
        let statement = Statement(lines: [.init(cents: 100)])
        let spy = try DirectInvocationSpy(on: statement, spying: \.subscriptCentsSetter, \.subscriptGetter)
        spy.spy { statement[cents: 0] = 75 }
        #expect(statement[cents: 0] == 75)  // forwarded: the original setter ran
        spy.verify(\.subscriptCentsSetter).with(0, 75).called(.once)
        #expect(spy.spy { statement[0].cents } == 75)
        spy.verify(\.subscriptGetter).with(0).called(.once)
    }
}

/// `Fee`'s subscript, spied per type like its methods: the setter changes the value it is called on.
@Suite struct ValueSubscriptSpyTests {
    @Test func aStructsSubscriptSetterChangesTheValueAndItsGetterIsStubbed() throws {
        let spy = try DirectInvocationSpy(onEveryValueOf: Fee.self, spying: \.subscriptShareGetter, \.subscriptShareSetter)
        var fee = Fee(cents: 200)
        spy.spy { fee[share: 50] = 25 }
        #expect(fee == Fee(cents: 50))  // forwarded: the original setter changed this value
        spy.verify(\.subscriptShareSetter).with(50, 25).called(.once)
        spy.stub(\.subscriptShareGetter).andReturn(1)
        #expect(spy.spy { fee[share: 10] } == 1)
        #expect(fee[share: 10] == 5)
    }
}

final class SubscriptSpyXCTests: XCTestCase {
    func testASubscriptSpiedBetweenBeginAndEnd() throws {
        let statement = Statement(lines: [.init(cents: 5)])
        let spy = try DirectInvocationSpy(on: statement, spying: \.subscriptGetter)
        spy.beginSpying()
        XCTAssertEqual(statement[0].cents, 5)
        spy.endSpying()
        spy.verify(\.subscriptGetter).with(0).called(.once)
    }
}

/// `Statement.Line` and `Statement.Printer` are nested: the generated file names them through type
/// aliases, and tests name them as anywhere else.
@Suite struct NestedTypeSpyTests {
    @Test func aNestedStructIsSpiedPerTypeForACallANestedClassMakes() throws {
        let statement = Statement(lines: [.init(cents: 5), .init(cents: 7)])
        let lines = try DirectInvocationSpy(onEveryValueOf: Statement.Line.self, spying: \.formatted)
        lines.stub(\.formatted).andReturn("x")
        #expect(lines.spy { Statement.Printer().print(statement) } == "x, x")
        lines.verify(\.formatted).called(.twice)
        #expect(Statement.Printer().print(statement) == "5c, 7c")
    }

    @Test func aNestedClassIsSpiedPerInstance() throws {
        let printer = Statement.Printer(), statement = Statement(lines: [.init(cents: 1)])
        let spy = try DirectInvocationSpy(on: printer, spying: \.print)
        #expect(spy.spy { printer.print(statement) } == "1c")
        spy.verify(\.print).called(.once)
    }
}
