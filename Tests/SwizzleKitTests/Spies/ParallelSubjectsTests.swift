import SwizzleKit
import Testing

@Suite("Spies on different subjects of one class, in parallel")
struct ParallelSubjectsTests {
    /// Each case spies on its own subject while the other cases call theirs: Swift Testing runs
    /// the cases in parallel, and each case also overlaps its spies in a task group.
    @Test(arguments: 0 ..< 4)
    func eachSpySeesOnlyItsOwnSubject(seed: Int) async throws {
        let subjects = (0 ..< 4).map { _ in ScientificCalculator() }
        let direct = try subjects.map { try #require(DirectInvocationSpy(on: $0, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))) }
        let indirect = try subjects.map { try #require(IndirectInvocationSpy(on: $0, rootClass: Calculator.self, selectors: .instance("add(_:_:)"))) }
        for spy in direct { spy.beginSpying() }
        for spy in indirect { spy.beginSpying() }
        await withTaskGroup(of: Void.self) { group in
            for (index, subject) in subjects.enumerated() {
                group.addTask {
                    for call in 0 ..< 50 + index { _ = subject.add(seed, call) }
                }
            }
        }
        for spy in direct { spy.endSpying() }
        for spy in indirect { spy.endSpying() }
        for index in subjects.indices {
            #expect(direct[index].invocations.count == 50 + index)
            #expect(indirect[index].invocations.count == 50 + index, "the super calls of this subject only")
            #expect(direct[index].invocations.allSatisfy { $0.receiver as? ScientificCalculator === subjects[index] })
            #expect(direct[index].invocations.allSatisfy { $0.result as? Int == ($0.arguments[0] as! Int) + ($0.arguments[1] as! Int) + 1000 })
        }
    }
}
