import SwizzleKit

@SwizzlableExtension
extension ClubMember: Hashable {
    static func == (lhs: ClubMember, rhs: ClubMember) -> Bool { lhs.name == rhs.name && lhs.visits == rhs.visits }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(visits)
    }
}
