/// How a comparison's workloads are measured: timed (``Runner``) or counted (``InstructionCounter``).
protocol Measurer {
    /// Per-operation values of every workload measured so far, one per round, keyed by
    /// `qualified(comparison title, workload name)`.
    var samples: [String: [Double]] { get }
    var unit: Report.Unit { get }
    mutating func measure(_ comparison: Comparison)
}

extension Runner: Measurer {
    var unit: Report.Unit { .nanoseconds }
}

extension InstructionCounter: Measurer {
    var unit: Report.Unit { .instructions }
}
