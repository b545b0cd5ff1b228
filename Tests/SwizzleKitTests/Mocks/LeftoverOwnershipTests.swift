import SwizzleKit
import Testing

/// A class another test mocks process-wide, and that this test merely builds.
@Swizzlable
final class LeakTarget {
    init() {}
    func value() -> Int { 1 }
}

/// The leftover check counts only a test's own layers: the per-object layers another test's
/// global mock puts on the objects this test builds belong to that mock's test.
/// Serialized: both tests mock LeakTarget process-wide, as the scenario needs.
@Suite("Leftovers are only a test's own", .serialized)
struct LeftoverOwnershipTests {
    @Test func layersAnotherTestsMockPutsOnObjectsThisTestBuildsAreNotThisTestsLeftovers() throws {
        // Another test, in a suite without the trait, leaves a process-wide mock in place:
        let leaked = try SwizzleOwnership.withCurrent(nil) {
            try GlobalMocker.globalMock(for: LeakTarget.self, initSelector: "init()", override: { _ in LeakTarget() })
        }
        defer { leaked.undo() }
        // This test, checked as the trait checks it, merely builds objects of that class; a
        // leftover counted as its own would fail it here.
        let built = SwizzleScope.checking("a correct test") { [LeakTarget.make(), LeakTarget()] }
        #expect(built.map { $0.value() } == [0, 0], "both answer as the other test's mock")
        #expect(leaked.constructions.count == 2)
    }

    @Test func aMocksOwnObjectLayersStillCountForTheTestThatMadeItAndLeftIt() throws {
        var leaked: GlobalMock<LeakTarget>?
        withKnownIssue {
            SwizzleScope.checking("a leaky test") {
                leaked = try? GlobalMocker.globalMock(for: LeakTarget.self, initSelector: "init()", override: { _ in LeakTarget() })
                _ = LeakTarget()  // adopted: its layers are the leaky test's too
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("were left installed at the end of a leaky test")
        }
        leaked?.undo()
    }
}
