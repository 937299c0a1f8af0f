/// The lines a benchmark prints: `BENCH name value unit`, `RATIO name value`,
/// and `NOTE words` for what could not be measured.
struct Report {
    private(set) var lines: [String] = []

    mutating func bench(_ name: String, _ value: Double, _ unit: String) {
        lines.append("BENCH \(name) \(Report.format(value)) \(unit)")
    }

    mutating func ratio(_ name: String, baseline: Double, ours: Double) {
        lines.append("RATIO \(name) \(Report.format(ours > 0 ? baseline / ours : 0))")
    }

    /// A line of words about what was not measured and why: `NOTE name: text`.
    mutating func note(_ text: String) {
        lines.append("NOTE \(text)")
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        let scaled = (value * 1000).rounded() / 1000
        return String(scaled)
    }
}
