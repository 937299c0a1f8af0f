/// The days a month really has: where it starts and which day numbers exist.
///
/// Almost every month is `1...length` on consecutive days. October 1582 in
/// Foundation's Gregorian calendar is not: days 1–4 are followed by 15–31.
public struct MonthDays: Hashable, Sendable {
    /// The month.
    public let month: Month
    /// The day number (days since 1970-01-01) of the month's first day.
    public let firstDayNumber: Int
    /// The runs of day-of-month labels, in order; consecutive runs are consecutive days.
    public let labelRuns: [ClosedRange<Int>]

    /// Creates the days of a month.
    ///
    /// - Parameters:
    ///   - month: The month.
    ///   - firstDayNumber: The day number of its first day.
    ///   - labelRuns: Its day labels as ascending, non-empty runs.
    public init(month: Month, firstDayNumber: Int, labelRuns: [ClosedRange<Int>]) {
        precondition(!labelRuns.isEmpty, "a month has at least one day")
        self.month = month
        self.firstDayNumber = firstDayNumber
        self.labelRuns = labelRuns
    }

    /// The number of days that exist in the month.
    public var count: Int { labelRuns.reduce(0) { $0 + $1.count } }

    /// The day number of the month's last day.
    public var lastDayNumber: Int { firstDayNumber + count - 1 }

    /// The label of the last day.
    public var lastLabel: Int { labelRuns[labelRuns.count - 1].upperBound }

    /// The day-of-month label of the `offset`-th day (0-based).
    ///
    /// - Parameter offset: In `0..<count`.
    /// - Complexity: O(runs), which is 1 or 2.
    public func label(atOffset offset: Int) -> Int {
        var remaining = offset
        for run in labelRuns {
            if remaining < run.count { return run.lowerBound + remaining }
            remaining -= run.count
        }
        preconditionFailure("offset out of range")
    }

    /// The day number of a day label, or `nil` when the month has no such day.
    ///
    /// - Parameter label: A day of the month.
    /// - Complexity: O(runs).
    public func dayNumber(ofLabel label: Int) -> Int? {
        var offset = 0
        for run in labelRuns {
            if run.contains(label) { return firstDayNumber + offset + (label - run.lowerBound) }
            offset += run.count
        }
        return nil
    }

    /// The existing label for `label` within the month: itself when it
    /// exists, the first or last label outside the month's range, and the
    /// last label before a gap for a label inside it (October 1582: 13 → 4).
    ///
    /// - Parameter label: Any day label.
    public func clampedLabel(_ label: Int) -> Int {
        if label <= labelRuns[0].lowerBound { return labelRuns[0].lowerBound }
        if label >= lastLabel { return lastLabel }
        if labelRuns.contains(where: { $0.contains(label) }) { return label }
        // Inside a gap: the last day before it.
        return labelRuns.last(where: { $0.upperBound < label })?.upperBound ?? labelRuns[0].lowerBound
    }
}
