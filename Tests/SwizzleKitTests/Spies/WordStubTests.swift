import SwizzleKit
import Testing
import XCTest

/// A heating controller as a team writes one: a subclass that adds to what its superclass says.
@Swizzlable
class HeatingPlan {
    init() {}
    func setpoint(forRoom room: Int, hour: Int) -> Int { 18 + room + (hour >= 7 && hour < 22 ? 2 : 0) }
    func comfortHours() -> Int { 15 }
    /// A week's heating, one setpoint a weekday: more arguments than a stub keeps in place.
    func weeklyDegreeHours(_ monday: Int, _ tuesday: Int, _ wednesday: Int, _ thursday: Int, _ friday: Int) -> Int {
        (monday + tuesday + wednesday + thursday + friday) * 15
    }
}

/// A room as the plan's callers make one: a new object per request, equal by its number.
final class Room: Equatable {
    let number: Int
    init(number: Int) { self.number = number }
    static func == (lhs: Room, rhs: Room) -> Bool { lhs.number == rhs.number }
}

/// A plan that takes rooms as objects.
@Swizzlable
class RoomPlan {
    init() {}
    func setpoint(for room: Room) -> Int { 18 + room.number }
}

/// A subclass that changes nothing of it: its calls run the superclass's method.
@Swizzlable
class EcoHeatingPlan: HeatingPlan {}

/// Stubs a typed entry point answers from its words (a method of scalars, plain values): the table
/// keeps them as words beside its list of stubs, and counts their answers there. What a user sees
/// must not depend on it: a stub that answered is not reported unused, whatever stubs come after it.
@Suite("Stubs answered from words", .swizzleScoped)
struct WordStubTests {
    @Test func aStubAddedAfterAnotherAnsweredLeavesItCountedAsUsed() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint)
        spy.strictness = .strict
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        spy.spy {
            #expect(plan.setpoint(forRoom: 1, hour: 8) == 30)
            spy.stub(\.setpoint).with(2, 8).andReturn(31)
            spy.stub(\.setpoint).with(3, 8).andReturn(32)
            #expect(plan.setpoint(forRoom: 2, hour: 8) == 31)
            #expect(plan.setpoint(forRoom: 3, hour: 8) == 32)
        }
        spy.verify(\.setpoint).with(1, 8).called(.once)
    }

    @Test func onlyTheStubThatAnsweredNothingIsReported() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint)
        spy.strictness = .strict
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        withKnownIssue {
            spy.spy {
                #expect(plan.setpoint(forRoom: 1, hour: 8) == 30)
                spy.stub(\.setpoint).with(2, 8).andReturn(31)
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Unnecessary stub: setpoint(forRoom:hour:) with (2, 8) andReturn(31)")
                && !text.contains("with (1, 8)")
        }
    }

    @Test func removingOneMethodsStubsLeavesTheOthersCountedAsUsed() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint, \.comfortHours)
        spy.strictness = .strict
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        spy.stub(\.comfortHours).andReturn(3)
        spy.spy {
            #expect(plan.setpoint(forRoom: 1, hour: 8) == 30)
            spy.removeStubs(\.comfortHours)
            #expect(plan.comfortHours() == 15, "its stub is gone")
        }
        #expect(plan.setpoint(forRoom: 1, hour: 8) == 21, "outside spying, the real method")
    }

    /// The words a stub expects are kept with the table's slots, moved whenever the stubs change:
    /// the stubs a removal leaves answer as they did, each with its own arguments.
    @Test func theStubsARemovalLeavesStillMatchTheirOwnArguments() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint, \.comfortHours)
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        spy.stub(\.comfortHours).andReturn(3)
        spy.stub(\.setpoint).with(2, 8).andReturn(31)
        spy.stub(\.setpoint).with(.any, .value(9)).andReturn(40)
        spy.removeStubs(\.comfortHours)
        spy.spy {
            #expect(plan.setpoint(forRoom: 1, hour: 8) == 30)
            #expect(plan.setpoint(forRoom: 2, hour: 8) == 31)
            #expect(plan.setpoint(forRoom: 5, hour: 9) == 40)
            #expect(plan.setpoint(forRoom: 5, hour: 10) == 25, "no stub matches: the real method")
            #expect(plan.comfortHours() == 15, "its stub is gone")
            spy.stub(\.setpoint).with(3, 8).andReturn(32)
            #expect(plan.setpoint(forRoom: 3, hour: 8) == 32)
            #expect(plan.setpoint(forRoom: 1, hour: 8) == 30, "an older stub, moved again")
        }
    }

    /// A stub of more arguments than are kept in place matches on its words all the same.
    @Test func aStubOfFiveArgumentsMatchesThemAll() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.weeklyDegreeHours)
        spy.stub(\.weeklyDegreeHours).with(20, 20, 20, 20, 21).andReturn(1)
        spy.stub(\.weeklyDegreeHours).with(.any, .any, .any, .any, .value(19)).andReturn(2)
        spy.spy {
            #expect(plan.weeklyDegreeHours(20, 20, 20, 20, 21) == 1)
            #expect(plan.weeklyDegreeHours(18, 22, 20, 17, 19) == 2)
            #expect(plan.weeklyDegreeHours(20, 20, 20, 21, 21) == 1_530, "the fourth differs: the real method")
        }
        spy.verify(\.weeklyDegreeHours).with(20, 20, 20, 20, 21).called(.once)
    }

    /// An object argument is a word to a typed entry point, but an `Equatable` one matches by its
    /// `==`, as everywhere: a stub of one room answers a call with an equal room made anew.
    @Test func anEquatableObjectArgumentMatchesByItsEquality() throws {
        let plan = RoomPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint)
        spy.stub(\.setpoint).with(Room(number: 4)).andReturn(30)
        spy.spy {
            #expect(plan.setpoint(for: Room(number: 4)) == 30, "an equal room")
            #expect(plan.setpoint(for: Room(number: 5)) == 23, "another room: the real method")
        }
        spy.verify(\.setpoint).with(Room(number: 4)).called(.once)
    }

    /// An indirect spy's layer sits on the superclass's entry, which the subclass inherits; a
    /// direct spy's stub on the same object answers before the call gets there, and the indirect
    /// spy is told of it (every spy on a method records its calls), whichever of the two began
    /// spying first: a layer already there learns that a spy on a class's entry came.
    @Test(arguments: [true, false])
    func aSpyOnTheInheritedEntryHearsOfAStubbedCallWhicheverBeganFirst(indirectFirst: Bool) throws {
        let plan = EcoHeatingPlan()
        let inheritedEntrySpy = try IndirectInvocationSpy(on: plan, spying: \.setpoint)
        let direct = try DirectInvocationSpy(on: plan, spying: \.setpoint)
        direct.stub(\.setpoint).with(1, 8).andReturn(30)
        let first: InvocationSpy = indirectFirst ? inheritedEntrySpy : direct
        let second: InvocationSpy = indirectFirst ? direct : inheritedEntrySpy
        first.beginSpying()
        second.beginSpying()
        #expect(plan.setpoint(forRoom: 1, hour: 8) == 30)
        #expect(plan.setpoint(forRoom: 2, hour: 8) == 22, "no stub matches: the inherited method")
        second.endSpying()
        first.endSpying()
        direct.verify(\.setpoint).with(1, 8).called(.once)
        inheritedEntrySpy.verify(\.setpoint).with(1, 8).called(.once)
        inheritedEntrySpy.verify(\.setpoint).with(2, 8).called(.once)
    }
}

final class WordStubXCTests: SwizzleKitTestCase {
    func testAStubAddedAfterAnotherAnsweredLeavesItCountedAsUsed() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint)
        spy.strictness = .strict
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        spy.beginSpying()
        XCTAssertEqual(plan.setpoint(forRoom: 1, hour: 8), 30)
        spy.stub(\.setpoint).with(2, 8).andReturn(31)
        XCTAssertEqual(plan.setpoint(forRoom: 2, hour: 8), 31)
        spy.endSpying()
        spy.verify(\.setpoint).with(1, 8).called(.once)
    }

    func testTheStubsARemovalLeavesStillMatchTheirOwnArguments() throws {
        let plan = HeatingPlan()
        let spy = try DirectInvocationSpy(on: plan, spying: \.setpoint, \.comfortHours)
        spy.stub(\.setpoint).with(1, 8).andReturn(30)
        spy.stub(\.comfortHours).andReturn(3)
        spy.stub(\.setpoint).with(2, 8).andReturn(31)
        spy.removeStubs(\.comfortHours)
        spy.beginSpying()
        XCTAssertEqual(plan.setpoint(forRoom: 1, hour: 8), 30)
        XCTAssertEqual(plan.setpoint(forRoom: 2, hour: 8), 31)
        XCTAssertEqual(plan.setpoint(forRoom: 4, hour: 8), 24, "no stub matches: the real method")
        XCTAssertEqual(plan.comfortHours(), 15, "its stub is gone")
        spy.endSpying()
    }
}
