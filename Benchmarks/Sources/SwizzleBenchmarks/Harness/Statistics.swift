/// Order statistics: robust to the outliers a shared machine produces (a batch preempted by a
/// compiler job is one slow sample, not a shifted mean).
extension Array where Element == Double {
    /// The `p` quantile (0...1), linearly interpolated between the nearest ranks.
    func quantile(_ p: Double) -> Double {
        precondition(!isEmpty, "no samples")
        let sorted = self.sorted()
        let position = p * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down)), upper = Int(position.rounded(.up))
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    var median: Double { quantile(0.5) }
    var minimum: Double { self.min()! }
}

/// `value` with `digits` decimals.
func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        if digits == 0 { text = String(text[..<dot]) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

/// A time per operation, in a unit that keeps 3 significant digits readable.
func formatNanoseconds(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: "\(format(nanoseconds, digits: 2)) ns"
    case ..<1_000: "\(format(nanoseconds, digits: 1)) ns"
    case ..<1_000_000: "\(format(nanoseconds / 1_000, digits: 2)) µs"
    default: "\(format(nanoseconds / 1_000_000, digits: 2)) ms"
    }
}
