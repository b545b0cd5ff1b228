/// The ratio table, in Markdown so it can be pasted into BENCHMARKS.md as printed.
struct Report {
    /// What the per-operation values are.
    enum Unit {
        case nanoseconds, instructions

        func text(_ value: Double) -> String {
            switch self {
            case .nanoseconds: formatNanoseconds(value)
            case .instructions: format(value, digits: value < 100 ? 1 : 0)
            }
        }

        var heading: String {
            switch self {
            case .nanoseconds: "time"
            case .instructions: "instructions"
            }
        }
    }

    let unit: Unit
    struct Line {
        let comparison: String
        let row: Row
        let caseTime: Double?
        let baselineTime: Double?
        /// Median of the per-round ratios (or of normalized values for a cross-comparison row).
        let ratio: Double?
        let spread: (Double, Double)?
        /// Fastest case batch over fastest baseline batch: the least noisy estimate when the
        /// machine is busy, since noise only ever adds time.
        let ratioOfMinimums: Double?
    }

    private(set) var lines: [Line] = []
    private(set) var notes: [String] = []

    init(unit: Unit) {
        self.unit = unit
    }

    mutating func add(_ comparison: Comparison, samples: [String: [Double]]) {
        for row in comparison.rows {
            lines.append(Self.line(for: row, in: comparison.title, samples: samples))
        }
        notes += comparison.notes().map { "\(comparison.title): \($0)" }
    }

    private static func line(for row: Row, in comparison: String, samples allSamples: [String: [Double]]) -> Line {
        func samples(_ name: String) -> [Double]? {
            allSamples[name.contains(" › ") ? name : qualified(comparison, name)]
        }
        let caseSamples = samples(row.caseName), baselineSamples = samples(row.baselineName)
        guard let caseSamples, let baselineSamples else {
            return Line(comparison: comparison, row: row, caseTime: caseSamples?.median,
                        baselineTime: baselineSamples?.median, ratio: nil, spread: nil, ratioOfMinimums: nil)
        }
        if let (caseReference, baselineReference) = row.normalizedBy {
            guard let caseReferenceSamples = samples(caseReference),
                  let baselineReferenceSamples = samples(baselineReference) else {
                return Line(comparison: comparison, row: row, caseTime: caseSamples.median,
                            baselineTime: baselineSamples.median, ratio: nil, spread: nil, ratioOfMinimums: nil)
            }
            let normalizedCase = zip(caseSamples, caseReferenceSamples).map { $0 / $1 }
            let normalizedBaseline = zip(baselineSamples, baselineReferenceSamples).map { $0 / $1 }
            let baseline = normalizedBaseline.median
            return Line(comparison: comparison, row: row, caseTime: caseSamples.median,
                        baselineTime: baselineSamples.median,
                        ratio: normalizedCase.median / baseline,
                        spread: (normalizedCase.quantile(0.25) / baseline, normalizedCase.quantile(0.75) / baseline),
                        ratioOfMinimums: (caseSamples.minimum / caseReferenceSamples.minimum)
                            / (baselineSamples.minimum / baselineReferenceSamples.minimum))
        }
        precondition(caseSamples.count == baselineSamples.count,
                     "'\(row.caseName)' and '\(row.baselineName)' were not timed in the same rounds")
        let ratios = zip(caseSamples, baselineSamples).map { $0 / $1 }
        return Line(comparison: comparison, row: row, caseTime: caseSamples.median, baselineTime: baselineSamples.median,
                    ratio: ratios.median, spread: (ratios.quantile(0.25), ratios.quantile(0.75)),
                    ratioOfMinimums: caseSamples.minimum / baselineSamples.minimum)
    }

    var markdown: String {
        let heading = unit.heading
        var text = "| Case | Baseline | Case \(heading) | Baseline \(heading) | Ratio (median) | p25–p75 | Ratio of minimums | Goal | Met |\n"
        text += "|---|---|--:|--:|--:|--:|--:|:-:|:-:|\n"
        for line in lines {
            let ratio = line.ratio.map { format($0, digits: 2) + "×" } ?? "not run"
            let spread = line.spread.flatMap { $0.0 == $0.1 ? nil : "\(format($0.0, digits: 2))–\(format($0.1, digits: 2))" } ?? "—"
            let minimums = line.ratioOfMinimums.map { format($0, digits: 2) + "×" } ?? "—"
            let met = line.ratio.flatMap { line.row.goal.isMet(ratio: $0) }.map { $0 ? "yes" : "**no**" } ?? "—"
            let normalized = line.row.normalizedBy.map { " ÷ \($0.case)" } ?? ""
            let baselineNormalized = line.row.normalizedBy.map { " ÷ \($0.baseline)" } ?? ""
            text += "| \(line.row.caseName)\(normalized) | \(line.row.baselineName)\(baselineNormalized) "
                + "| \(line.caseTime.map(unit.text) ?? "—") | \(line.baselineTime.map(unit.text) ?? "—") "
                + "| \(ratio) | \(spread) | \(minimums) | \(line.row.goal.description) | \(met) |\n"
        }
        if !notes.isEmpty {
            text += "\n" + notes.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
        return text
    }
}
