import SwizzleKit

/// A screen whose state lives on the main actor: its methods are dispatched through the table
/// and run there; a nonisolated member runs anywhere.
@MainActor
@Swizzlable(storedProperties: .dispatched)
final class ProfileScreen {
    private(set) var title = "Profile"
    private(set) var renders = 0

    init() {}

    func render(name: String) -> String {
        renders += 1
        return "\(title): \(name)"
    }

    func badgeCount() -> Int { 3 }

    func reload(page: Int) async -> String {
        await Task.yield()
        return "\(title) page \(page)"
    }

    nonisolated func version() -> Int { 2 }
}
