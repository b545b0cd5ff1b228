import Foundation

/// Resident set size of this process, from /proc/self/statm: for notes on memory that stays
/// after a workload (retired closures, filled tables). Coarse (pages), and only grows as
/// malloc rarely gives memory back, so compare it across one setup or workload at a time.
func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes as MiB with one decimal.
func formatMebibytes(_ bytes: Int) -> String { "\(format(Double(bytes) / 1_048_576, digits: 1)) MiB" }
