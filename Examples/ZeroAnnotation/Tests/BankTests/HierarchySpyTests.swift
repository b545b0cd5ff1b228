@testable import Bank
import SwizzleKit
import Testing
import XCTest

/// A class hierarchy nobody annotated: `SavingsAccount` overrides `kind()` and calls super, and
/// inherits `describe()`. Spies see them as they see `@Swizzlable` hierarchies.
@Suite struct HierarchySpyTests {
    @Test func aSubclassInstanceIsSpiedOnItsOverrideAndItsInheritedMethod() throws {
        let savings = SavingsAccount(), plain = Account()
        let spy = try DirectInvocationSpy(on: savings, spying: \.kind, \.describe)
        let texts = spy.spy { (savings.describe(), plain.describe()) }
        #expect(texts == ("a savings account", "a account"))
        spy.verify(\.describe).called(.once)
        spy.verify(\.kind).called(.once)  // from describe(), through the vtable; not plain's
        #expect(spy.calls(\.kind).map(\.result) == ["savings account"])
    }

    @Test func anInheritedComputedPropertyIsStubbedForOneSubclassInstance() throws {
        let savings = SavingsAccount(), other = SavingsAccount()
        let spy = try DirectInvocationSpy(on: savings, spying: \.title, \.kind)
        spy.stub(\.title).andReturn("stubbed")
        let titles = spy.spy { (savings.title, other.title) }
        #expect(titles == ("stubbed", "Account: a savings account"))
        spy.verify(\.title).called(.once)
        spy.verify(\.kind).called(.never)  // stubbed: the original, which calls it, did not run
    }

    @Test func anOverriddenComputedPropertysSuperCallIsSeenByAnIndirectSpy() throws {
        let savings = SavingsAccount(), plain = Account()
        let spy = try IndirectInvocationSpy(on: savings, spying: \.limit)
        spy.stub(\.limit).andReturn(1)
        #expect(spy.spy { (savings.limit, plain.limit) } == (401, 100))  // the super call stubbed
        spy.verify(\.limit).called(.once)
    }

    @Test func anOverriddenClassMethodAndClassPropertyAreSpiedOnTheSubclass() throws {
        let spy = try DirectInvocationSpy(on: SavingsAccount.self, spyingClassMethods: \.bank, \.fee)
        let answers = spy.spy { (SavingsAccount.bank(), SavingsAccount.fee, Account.bank(), Account.fee) }
        #expect(answers == ("savings bank", 2, "bank", 1))  // forwarded: each override, then its super call
        spy.verify(SavingsAccount.SwizzleMethods().bank).called(.once)
        // The override's super call, seen by an indirect spy (the string API names the side).
        let superCalls = try #require(IndirectInvocationSpy(on: SavingsAccount.self, rootClass: Account.self,
                                                            selectors: SpyCoselectors(methodType: .class, original: "bank()")))
        #expect(superCalls.spy { SavingsAccount.bank() } == "savings bank")
        #expect(superCalls.invocations.map { $0.result as? String } == ["bank"])
    }

    @Test func anIndirectSpySeesTheOverrideCallSuper() throws {
        let savings = SavingsAccount()
        let spy = try IndirectInvocationSpy(on: savings, spying: \.kind)
        #expect(spy.spy { savings.kind() } == "savings account")
        spy.verify(\.kind).called(.once)
        #expect(spy.calls(\.kind).map(\.result) == ["account"])
    }

    @Test func stubbingTheSuperclassImplementationForOneSubject() throws {
        let savings = SavingsAccount(), other = SavingsAccount()
        let spy = try IndirectInvocationSpy(on: savings, spying: \.kind)
        spy.stub(\.kind).andReturn("vault")
        spy.spy {
            #expect(savings.kind() == "savings vault")
            #expect(other.kind() == "savings account")
        }
    }

    @Test func aSubclassesOwnMethodAndAStubOnTheRootClassObject() throws {
        let savings = SavingsAccount(), plain = Account()
        let rates = try DirectInvocationSpy(on: savings, spyingReferences: SavingsAccount.SwizzleMethods().rate)
        rates.stub(SavingsAccount.SwizzleMethods().rate).andReturn(0.5)
        #expect(rates.spy { savings.rate() } == 0.5)
        let kinds = try DirectInvocationSpy(on: plain, spying: \.kind)
        kinds.stub(\.kind).andReturn("stubbed")
        kinds.spy {
            #expect(plain.describe() == "a stubbed")
            #expect(savings.describe() == "a savings account")
        }
    }

    /// A subclass the test declares (not generated): its override runs once, and its super call
    /// reaches the generated class's original; a spy on it is refused with why, not made wrong.
    final class TestAccount: Account, @unchecked Sendable {
        nonisolated(unsafe) var calls = 0
        override func kind() -> String { calls += 1; return "test " + super.kind() }
    }

    @Test func aTestsOwnSubclassRunsItsOverrideOnceAndASpyOnItIsRefused() throws {
        let account = TestAccount()
        #expect(account.describe() == "a test account")
        #expect(account.calls == 1)
        #expect {
            try IndirectInvocationSpy(on: account, spying: \.kind)
        } throws: { error in
            "\(error)".contains("its overrides are not in the dispatch table")
        }
        #expect(account.kind() == "test account")
    }
}

final class HierarchySpyXCTests: XCTestCase {
    func testTheOverrideIsRecordedWithItsSuperCall() throws {
        let savings = SavingsAccount()
        let spy = try DirectInvocationSpy(on: savings, spying: \.kind)
        spy.beginSpying()
        XCTAssertEqual(savings.kind(), "savings account")
        spy.endSpying()
        spy.verify(\.kind).called(.once)
    }
}
