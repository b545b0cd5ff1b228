// `Hashable` declared in an extension, in another file than the class, as most Swift code does.
extension Address: Hashable {
    static func == (lhs: Address, rhs: Address) -> Bool {
        lhs.street == rhs.street && lhs.city == rhs.city
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(street)
        hasher.combine(city)
    }
}
