/// Workloads timed together, round-robin, in one loop, and the ratios to report between them.
///
/// Timing a case and its baseline in alternation cancels what a shared, noisy machine does to
/// both (another process compiling, frequency changes): each round's ratio compares batches run
/// milliseconds apart.
struct Comparison {
    let title: String
    let workloads: [Workload]
    let rows: [Row]
    /// Facts to print under the table once the workloads ran (e.g. closures alive afterwards).
    var notes: () -> [String] = { [] }
}

/// A line of the report: `caseName` against `baselineName`, both workloads of one comparison,
/// so each round gives a ratio. With `normalizedBy`, the two may come from different
/// comparisons: each is first divided by a reference workload of its own round (the plain Swift
/// call, say), and the report compares those normalized values.
///
/// Names are the workloads' names in the row's own comparison; `"Title › name"` names a workload
/// of another comparison (see ``qualified(_:_:)``).
struct Row {
    let caseName: String
    let baselineName: String
    let goal: Goal
    var normalizedBy: (case: String, baseline: String)? = nil

    init(_ caseName: String, against baselineName: String, goal: Goal = .none) {
        self.caseName = caseName
        self.baselineName = baselineName
        self.goal = goal
    }

    /// A row across comparisons: (case ÷ caseReference) against (baseline ÷ baselineReference).
    init(_ caseName: String, over caseReference: String,
         against baselineName: String, over baselineReference: String, goal: Goal = .none) {
        self.init(caseName, against: baselineName, goal: goal)
        normalizedBy = (caseReference, baselineReference)
    }
}

/// What a row must show to meet its goal.
enum Goal {
    case none
    /// The case at most this many times the baseline (time or instructions).
    case ratioAtMost(Double)

    var description: String {
        switch self {
        case .none: "—"
        case let .ratioAtMost(limit): "≤ \(format(limit, digits: 2))×"
        }
    }

    func isMet(ratio: Double) -> Bool? {
        switch self {
        case .none: nil
        case let .ratioAtMost(limit): ratio <= limit
        }
    }
}

/// The name of workload `name` of the comparison titled `comparison`, for rows of other comparisons.
func qualified(_ comparison: String, _ name: String) -> String { "\(comparison) › \(name)" }
