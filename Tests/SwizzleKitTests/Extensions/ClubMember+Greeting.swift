import SwizzleKit

@SwizzlableExtension
extension ClubMember: Greeting {
    func greet(_ visitor: String) -> String { "Welcome, \(visitor). I am \(name)." }

    static func maximumVisits() -> Int { 100 }

    func fee(for visits: Int) -> Int { visits * 2 }

    func fee(for plan: MembershipPlan) -> Int { plan.price }

    func checkIn(open: Bool) async throws(CheckInError) -> Int {
        guard open else { throw .closed }
        visits += 1
        return visits
    }

    func record(_ note: inout String) { note += " (seen by \(name))" }

    convenience init(guest: String) { self.init(name: guest) }

    var shortName: String { String(name.prefix(3)) }
}

// Generic methods, as real extensions have them (`decode<T>`, `resolve<Service>`).
@SwizzlableExtension
extension ClubMember {
    func badge<Label: CustomStringConvertible>(_ label: Label) -> String { "\(name): \(label)" }

    static func roster<Element>(_ members: [Element]) -> Int { members.count }
}

// Shapes from real extensions: Swinject's `resolve(_: Service.Type, name:)` (a parameter with no
// name) and Yams's `encode(_:)` overloads that differ only in their generic constraints.
@SwizzlableExtension
extension ClubMember {
    func lookup<Service>(_: Service.Type, name: String?) -> String { "\(Service.self) \(name ?? "-")" }

    func describe<T>(_ value: T) -> String where T: Numeric { "number \(value)" }

    func describe<T>(_ value: T) -> String where T: StringProtocol { "text \(value)" }
}
