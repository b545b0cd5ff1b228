import SwizzleKit
import Testing

/// A class only these tests mock exclusively, so that no other suite waits on them.
@Swizzlable
final class Consignment: Sendable {
    let label: String
    init() { label = "none" }
    init(label: String) { self.label = label }
    func carrier() -> String { "real" }
}

/// Issue 27: an exclusive mock of a class nested in another of the same class, in one task,
/// waited on itself forever; a task waiting for another test's exclusive mock could not be
/// cancelled. Now the nesting fails the test at once, and a cancelled wait ends.
@Suite("Exclusive mock nesting")
struct ExclusiveMockNestingTests {
    @Test func nestingAnExclusiveMockOfTheSameClassFailsInsteadOfWaitingForever() async throws {
        let outer = try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { mock in
            mock.stub("carrier()").andReturn("outer")
            try await withKnownIssue {
                _ = try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in 1 }
            } matching: { issue in
                let text = String(describing: issue)
                return text.contains("already holds an exclusive mock of") && text.contains("Consignment")
            }
            return Consignment(label: "x").carrier()
        }
        #expect(outer == "outer", "the outer mock stayed in place")
        // The class was released: the next exclusive mock does not wait.
        let next = try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in 2 }
        #expect(next == 2)
    }

    @Test func aChildTaskOfTheOwnerIsRefusedToo() async throws {
        try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in
            try await withKnownIssue {
                async let inner = GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in 1 }
                _ = try await inner
            } matching: { String(describing: $0).contains("already holds an exclusive mock of") }
        }
    }

    @Test func aTaskWaitingForAnotherTasksExclusiveMockEndsWhenCancelled() async throws {
        try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in
            // Another task (not a child: it inherits nothing) waits for the class this one owns.
            let waiter = Task.detached {
                try await GlobalMocker.withExclusiveGlobalMock(for: Consignment.self, initSelector: "init(label:)") { _ in "ran" }
            }
            waiter.cancel()
            let outcome = await waiter.result
            #expect(throws: CancellationError.self) { try outcome.get() }
        }
    }
}
