import SwizzleKit
import Testing

/// The registry finds each entry's layers among many: two hundred objects spied at once (its
/// table grows past its first size), a third of them ended out of order, a second spy on each
/// of the others found on the same entry (so stacked on the first, which records too), then
/// everything ended.
@Suite struct ManyEntriesTests {
    @Test func eachOfManyObjectsKeepsItsOwnLayersThroughGrowthAndRemovals() throws {
        let count = 200
        let calculators = (0 ..< count).map { _ in Calculator() }
        let first = try calculators.map {
            try #require(DirectInvocationSpy(on: $0, rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        }
        for spy in first { spy.beginSpying() }
        let ended = Set(stride(from: 0, to: count, by: 3))
        for index in ended.sorted(by: >) { first[index].endSpying() }
        let kept = (0 ..< count).filter { !ended.contains($0) }
        let second = try kept.map {
            try #require(DirectInvocationSpy(on: calculators[$0], rootClass: Calculator.self, selectors: .instance("add(_:_:)")))
        }
        for spy in second { spy.beginSpying() }
        for (index, calculator) in calculators.enumerated() { #expect(calculator.add(index, 1) == index + 1) }
        for index in 0 ..< count {
            let calls = first[index].invocations
            #expect(calls.count == (ended.contains(index) ? 0 : 1), "object \(index)")
            if let call = calls.first { #expect(call.arguments.first as? Int == index) }
        }
        for (position, index) in kept.enumerated() {
            #expect(second[position].invocations.map { $0.arguments.first as? Int } == [index], "object \(index)")
        }
        // The first spies end under the second ones, then the second ones: every entry is given back.
        for index in kept.reversed() { first[index].endSpying() }
        for spy in second { spy.endSpying() }
        for (index, calculator) in calculators.enumerated() { #expect(calculator.add(index, 2) == index + 2) }
        #expect(first.allSatisfy { $0.invocations.count <= 1 })
        #expect(second.allSatisfy { $0.invocations.count == 1 })
    }
}
