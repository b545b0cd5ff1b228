import BenchmarkSupport
import Foundation

/// Instructions per operation, counted by callgrind: unlike time, the same for the same binary
/// whatever else the machine is doing, so it shows what a ratio is made of on a busy machine.
/// (It weighs every instruction alike: a cache miss or a mispredicted branch costs nothing here.)
/// A workload that retires layers is settled before its count and at its end, inside it
/// (``Workload/settle``): its layers are freed after a grace period of wall time, so how many were
/// freed while it was counted otherwise depended on the machine's speed.
struct InstructionCounter {
    let dumpFile: String
    let iterations: Int
    private var dumps = 0
    /// Instructions per operation, keyed like `Runner.samples`, one value each.
    private(set) var samples: [String: [Double]] = [:]

    init(dumpFile: String, iterations: Int) {
        guard bench_running_on_valgrind() != 0 else {
            FileHandle.standardError.write("--count-instructions needs valgrind --tool=callgrind: run Benchmarks/count-instructions.sh\n")
            exit(2)
        }
        self.dumpFile = dumpFile
        self.iterations = iterations
    }

    mutating func measure(_ comparison: Comparison) {
        for workload in comparison.workloads {
            let key = qualified(comparison.title, workload.name)
            for _ in 0..<3 { workload.run(1) }  // one-time work stays out of the count
            workload.settle?()
            bench_callgrind_zero()
            workload.run(iterations)
            workload.settle?()
            bench_callgrind_dump(key)
            dumps += 1
            samples[key] = [Double(instructions(inDump: dumps)) / Double(iterations)]
        }
    }

    /// Callgrind writes dump n to FILE.n; its `summary:` line is the total instruction count.
    private func instructions(inDump index: Int) -> Int {
        let path = "\(dumpFile).\(index)"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
              let count = Int(line.split(separator: " ").last ?? "")
        else {
            FileHandle.standardError.write("cannot read an instruction count from \(path)\n")
            exit(1)
        }
        return count
    }
}
