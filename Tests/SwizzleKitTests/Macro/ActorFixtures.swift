import SwizzleKit

/// An actor with a synchronous and an asynchronous isolated method, a nonisolated one, and a
/// static factory.
@Swizzlable(storedProperties: .dispatched)
actor Ledger {
    private var total = 0

    init() {}

    func add(_ amount: Int) -> Int {
        total += amount
        return total
    }

    func settle(note: String) async throws -> String {
        await Task.yield()
        return "\(note): \(total)"
    }

    nonisolated func currency() -> String { "EUR" }

    static func opening(with amount: Int) async -> Ledger {
        let ledger = Ledger()
        _ = await ledger.add(amount)
        return ledger
    }
}
