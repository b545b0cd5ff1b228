import Foundation
import SwizzleKit

// A model written as server code writes it: `Codable` in its declaration, its conformances and
// helpers in extensions in other files (`ClubMember+Greeting.swift`, `ClubMember+Hashable.swift`).

@Swizzlable
final class ClubMember: Codable {
    var name: String
    var visits: Int

    init(name: String, visits: Int = 0) {
        self.name = name
        self.visits = visits
    }
}

/// `ClubMember` as it was before it opted in: the same declarations, no attribute anywhere.
final class PlainClubMember: Codable {
    var name: String
    var visits: Int

    init(name: String, visits: Int = 0) {
        self.name = name
        self.visits = visits
    }
}

extension PlainClubMember: Hashable {
    static func == (lhs: PlainClubMember, rhs: PlainClubMember) -> Bool { lhs.name == rhs.name && lhs.visits == rhs.visits }
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(visits)
    }
}

protocol Greeting {
    func greet(_ visitor: String) -> String
}

struct MembershipPlan: Equatable {
    let price: Int
}

enum CheckInError: Error, Equatable {
    case closed
}

extension ClubMember {
    /// In an extension nobody marked: plain Swift, and a spy on it says how to opt it in.
    func forget() { visits = 0 }
}

// A subclass whose extension adds a method.
@Swizzlable
class Venue {
    func isOpen() -> Bool { true }
}

@Swizzlable
final class Cinema: Venue {}

@SwizzlableExtension
extension Cinema {
    func screens() -> Int { 3 }
}

// A main-actor class: its extension names the actor too, as the class's isolation is not written
// in the extension.
@MainActor
@Swizzlable
final class Banner {
    var text = "sale"
    init() {}
}

@MainActor
@SwizzlableExtension
extension Banner {
    func shout() -> String { text.uppercased() + "!" }
}
