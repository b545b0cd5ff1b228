/// A group of cases: one file each, listed in `allSuites` (main.swift) in the order they run.
/// `make` does the group's setup (registers classes, installs layers) and is called only when
/// the group runs, just before it is timed.
struct Suite: Sendable {
    let name: String
    let summary: String
    let make: @Sendable () throws -> [Comparison]
}
