import SwizzleKit
import Testing

/// A token restores once. The second restore is a typed error saying where the swizzle was
/// installed, and it touches nothing: the other layers on the method stay as they were.
@Suite("Bad input: a token restored twice")
struct TokenRestoreErrorTests {
    func tagged(_ tag: Int) -> Replacement {
        .typed { (original: Replacement.Original<ValueCarrier, Int, Int, Int>, carrier: ValueCarrier, a: Int, b: Int) -> Int in
            original(carrier, a, b) * 10 + tag
        }
    }

    @Test func theSecondRestoreIsAnErrorAndLeavesTheOtherLayers() throws {
        let carrier = ValueCarrier()
        let first = try Swizzle.install(tagged(1), on: carrier, ValueCarrier.add)
        let installLine = #line - 1
        let second = try Swizzle.install(tagged(2), on: carrier, ValueCarrier.add)
        #expect(carrier.add(1, 1) == 212)
        try first.restore()
        #expect(carrier.add(1, 1) == 22)

        var thrown: SwizzleError?
        do { try first.restore() } catch { thrown = error }
        let error = try #require(thrown)
        guard case .alreadyRestored = error else {
            Issue.record("expected alreadyRestored, got \(error)")
            return
        }
        #expect(error.description.contains("restored already; a token restores once"))
        #expect(error.description.contains("TokenRestoreErrorTests.swift:\(installLine)"), "says where it was installed")
        #expect(error.description.contains("add(_:_:)"), "and which method")
        #expect(!first.isActive && second.isActive)
        #expect(carrier.add(1, 1) == 22, "the other layer is still there")
        #expect(try carrier.send(ValueCarrier.add, 1, 1) == 22)

        try second.restore()
        #expect(carrier.add(1, 1) == 2)
        #expect(throws: SwizzleError.self) { try second.restore() }
        #expect(carrier.add(1, 1) == 2, "the original, after both tokens' second restores")
    }
}
