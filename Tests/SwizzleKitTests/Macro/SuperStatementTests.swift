import SwizzleKit
import Testing

/// A super call on a line of its own after a call (Spectre's reporters) compiles and runs the
/// superclass's method between the lines around it.
@Suite("Super calls as statements", .swizzleScoped)
struct SuperStatementTests {
    @Test func aSuperCallAfterACallRunsBetweenItsNeighbours() throws {
        let tally = LoudTally()
        var ran = false
        tally.report("x") { ran = true }
        tally.printStatus()
        #expect(ran)
        #expect(tally.lines == ["-> x", "report x", "", "status"])
        let spy = try DirectInvocationSpy(validating: tally, rootClass: LoudTally.self, selectors: [.instance("printStatus()")])
        spy.spy { tally.printStatus() }
        #expect(spy.didCall("printStatus()", countSpecifier: .once).success)
        #expect(tally.lines.last == "status")
    }
}
