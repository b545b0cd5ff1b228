@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// `Bank` has no `@Swizzlable`: `BankSpies.swift`, written by `swift package generate-spies`,
/// routes its final class `Ledger` through the table. The same API spies on it.
@Suite struct LedgerSpyTests {
    @Test func aCallMadeInsideTheModuleIsRecorded() throws {
        let ledger = Ledger()
        ledger.deposit(500)
        let spy = try DirectInvocationSpy(on: ledger, spying: \.balance, \.audit)
        let report = spy.spy { ledger.audit() }
        #expect(report == "balance 505")
        spy.verify(\.audit).called(.once)
        spy.verify(\.balance).with("audit").called(.once)
        #expect(spy.calls(\.balance).map(\.result) == [505])
    }

    @Test func stubsAnswerForTheSubjectOnly() throws {
        let ledger = Ledger(), other = Ledger()
        let spy = try DirectInvocationSpy(on: ledger, spying: \.withdraw, \.balance)
        spy.stub(\.withdraw).andThrow(LedgerError.insufficientFunds)
        spy.stub(\.balance).with("vip").andReturn(1_000_000)
        spy.spy {
            #expect(!Teller(ledger: ledger).pay(1))
            #expect(ledger.balance(of: "vip") == 1_000_000)
            #expect(ledger.balance(of: "x") == 1)
            other.deposit(10)
            #expect(Teller(ledger: other).pay(5))
        }
        spy.verify(\.withdraw).with(1).called(.once)
        #expect(spy.calls(\.withdraw).first?.error as? LedgerError == .insufficientFunds)
        #expect(other.entries == [10, -5])
    }

    @Test func forwardingRunsTheOriginalAndEndingRestoresIt() throws {
        let ledger = Ledger()
        let spy = try DirectInvocationSpy(on: ledger, spying: \.deposit, \.withdraw)
        let left = try spy.spy { () throws -> Int in
            ledger.deposit(300)
            return try ledger.withdraw(100)
        }
        #expect(left == 200)
        #expect(ledger.entries == [300, -100])
        spy.verify(\.deposit).with(300).called(.once)
        ledger.deposit(1)
        spy.verify(\.deposit).called(.once)
    }
}

/// Computed properties: their accessors are replaced (the module's source tells them from stored
/// ones, which cannot be).
@Suite struct ComputedPropertySpyTests {
    @Test func aReadOnlyComputedPropertyIsSpiedAndStubbedWithItsReadsInsideTheModule() throws {
        let ledger = Ledger()
        ledger.deposit(40)
        let spy = try DirectInvocationSpy(on: ledger, spying: \.total)
        #expect(spy.spy { ledger.balance(of: "ab") } == 42)
        spy.verify(\.total).called(.once)
        spy.stub(\.total).andReturn(1_000)
        #expect(spy.spy { (ledger.total, ledger.balance(of: "")) } == (1_000, 1_000))
    }

    @Test func aSettableComputedPropertysGetterAndSetter() throws {
        let branch = Branch()
        let spy = try DirectInvocationSpy(on: branch, spying: \.name)
        spy.spy { branch.name = "north" }
        #expect(branch.name == "branch north")
        spy.verify(\.name.set).with("north").called(.once)
        spy.stub(\.name.get).andReturn("stubbed")
        #expect(spy.spy { branch.name } == "stubbed")
    }
}

/// A generic method: its values of generic types are recorded as `Any`; forwarding runs the
/// original with each call's own types.
@Suite struct GenericMethodSpyTests {
    @Test func aGenericMethodIsRecordedForwardedAndStubbed() throws {
        let ledger = Ledger()
        ledger.deposit(5)
        let spy = try DirectInvocationSpy(on: ledger, spying: \.annotate)
        let notes = spy.spy { (ledger.annotate(42), ledger.annotate("late")) }
        #expect(notes == ("42 at 5", "late at 5"))
        #expect(spy.calls(\.annotate).map { "\($0.arguments)" } == ["42", "late"])
        spy.stub(\.annotate).andReturn("stubbed")
        #expect(spy.spy { ledger.annotate(1.5) } == "stubbed")
    }
}

@Suite struct TypeMethodAndOpenClassTests {
    @Test func aTypeMethodIsSpiedOnTheClass() throws {
        let spy = try DirectInvocationSpy(on: Ledger.self, spyingClassMethods: \.interestRate)
        spy.stub(Ledger.SwizzleMethods().interestRate).with("savings").andReturn(0.5)
        let rates = spy.spy { (Ledger.interestRate(for: "savings"), Ledger.interestRate(for: "spending")) }
        #expect(rates == (0.5, 0.02))
        spy.verify(Ledger.SwizzleMethods().interestRate).called(.twice)
    }

    @Test func aClassThatIsNotFinalButHasNoSubclass() throws {
        let branch = Branch(), ledger = Ledger()
        let spy = try DirectInvocationSpy(on: branch, spying: \.open)
        spy.stub(\.open).andReturn(false)
        #expect(spy.spy { branch.open(ledger) } == false)
        #expect(branch.open(ledger))
        spy.verify(\.open).called(.once)
    }
}

final class LedgerSpyXCTests: XCTestCase {
    func testSpyInSetUpAndTearDown() throws {
        let ledger = Ledger()
        let spy = try DirectInvocationSpy(on: ledger, spying: \.deposit)
        spy.beginSpying()
        ledger.deposit(7)
        spy.endSpying()
        spy.verify(\.deposit).with(7).called(.once)
        XCTAssertEqual(ledger.entries, [7])
    }
}
