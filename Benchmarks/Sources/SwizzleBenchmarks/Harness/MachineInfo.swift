import Foundation

/// What the table's numbers depend on, printed with it.
enum MachineInfo {
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    static var cpuModel: String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
    }

    /// The 1-minute load average: above 0.5 or so, another process shared the cores.
    static var loadAverage: String {
        let loadavg = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return loadavg.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static var buildConfiguration: String {
        #if DEBUG
        "debug (numbers are meaningless: use -c release)"
        #else
        "release"
        #endif
    }
}

extension FileHandle {
    func write(_ text: String) { write(Data(text.utf8)) }
}
