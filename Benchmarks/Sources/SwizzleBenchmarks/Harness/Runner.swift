/// Times comparisons: calibrates each workload's batch to the target length, then runs
/// `rounds` rounds, each timing one batch of every workload, in an order rotated every round
/// so that no workload always runs first in a round.
struct Runner {
    let options: Options
    /// Nanoseconds per operation of every workload run so far, one entry per round, keyed by
    /// `qualified(comparison title, workload name)`.
    private(set) var samples: [String: [Double]] = [:]

    init(options: Options) {
        self.options = options
    }

    mutating func measure(_ comparison: Comparison) {
        let target = options.batchMilliseconds * 1_000_000
        let workloads = comparison.workloads
        // Calibrating also warms up: lazy registration, table fills and first-call work
        // (swift_once initializers, libffi closure preparation) all happen before any timing.
        let iterations = workloads.map { calibrate($0, targetNanoseconds: target) }
        var perOperation = Array(repeating: [Double](), count: workloads.count)
        for round in 0..<options.rounds {
            for step in workloads.indices {
                let index = (step + round) % workloads.count
                perOperation[index].append(workloads[index].time(iterations[index]) / Double(iterations[index]))
            }
        }
        for (workload, values) in zip(workloads, perOperation) {
            let key = qualified(comparison.title, workload.name)
            precondition(samples[key] == nil, "two workloads are named '\(key)'")
            samples[key] = values
        }
    }

    /// The batch size whose run takes about `targetNanoseconds`.
    private func calibrate(_ workload: Workload, targetNanoseconds: Double) -> Int {
        // The first calls do one-time work (registration, table fills, closure creation) that
        // would make one call look as long as a whole batch: run them before measuring.
        for _ in 0..<3 { workload.run(1) }
        var iterations = 1
        while true {
            let elapsed = max(workload.time(iterations), 1)
            if elapsed >= targetNanoseconds / 8 || iterations >= 1 << 40 {
                return max(1, Int(Double(iterations) * targetNanoseconds / elapsed))
            }
            iterations *= elapsed < targetNanoseconds / 1_000 ? 16 : 2
        }
    }
}
