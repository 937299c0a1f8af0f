/// Overflow-free arithmetic on screen columns and rows that come from
/// outside (an app's layout, a mouse report): sums and differences saturate
/// at `Int.min` and `Int.max`, and conversions from `Double` clamp, so no
/// position traps. For the package's screen types, not a product's API.
package enum ScreenMath {
    /// `a + b`, saturating at `Int.min` and `Int.max`.
    package static func sum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    /// `a − b`, saturating at `Int.min` and `Int.max`.
    package static func difference(_ a: Int, _ b: Int) -> Int {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? .max : .min) : difference
    }

    /// `a × b`, saturating at `Int.min` and `Int.max`.
    package static func product(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? ((a < 0) == (b < 0) ? .max : .min) : product
    }

    /// `a − b` as a `Double`: exact while the difference fits in an `Int`
    /// (and in a `Double`'s 53 bits), never trapping.
    package static func distance(_ a: Int, from b: Int) -> Double {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? Double(a) - Double(b) : Double(difference)
    }

    /// Whether `value` lies in `start ..< start + count`, without computing
    /// the end (which may not fit in an `Int`); `false` when `count` is not positive.
    package static func contains(_ value: Int, from start: Int, count: Int) -> Bool {
        // value − start fits in a UInt whenever value ≥ start.
        value >= start && count > 0 && UInt(bitPattern: value &- start) < UInt(count)
    }

    /// A `Double` truncated to an `Int` and clamped into a range; NaN is the range's lower bound.
    package static func clampedInt(_ value: Double, into range: ClosedRange<Int>) -> Int {
        guard value > Double(range.lowerBound) else { return range.lowerBound }
        guard value < Double(range.upperBound) else { return range.upperBound }
        return Int(value)
    }
}
