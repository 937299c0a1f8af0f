/// The days of a month and the day-of-month label of each.
///
/// Almost every month is labelled `1...length` on consecutive days. October
/// 1582 in Foundation's Gregorian calendar is not: days 1–4 are followed by
/// 15–31. Nor is a month an era cuts: Heisei 1 January runs 8–31.
public struct MonthDays: Hashable, Sendable {
    /// The month's name in its calendar.
    package let key: MonthKey
    /// The day number (days since 1970-01-01) of the month's first day.
    @usableFromInline package let firstDayNumber: Int
    /// The first label of the first run of labels.
    @usableFromInline package let firstLabel: Int
    /// The last label of the first run, `firstLabel...firstRunEnd`.
    @usableFromInline package let firstRunEnd: Int
    /// Any further runs, as lower and upper bounds one after the other;
    /// empty (and unallocated) for the common month of one run.
    @usableFromInline package let laterRuns: [Int]
    /// The number of days that exist in the month.
    public let count: Int

    /// Creates the days of a month.
    ///
    /// - Parameters:
    ///   - key: The month's name.
    ///   - firstDayNumber: The day number of its first day.
    ///   - labelRuns: Its day labels as ascending, non-empty runs.
    /// - Complexity: O(runs).
    package init(key: MonthKey, firstDayNumber: Int, labelRuns: [ClosedRange<Int>]) {
        precondition(!labelRuns.isEmpty, "a month has at least one day")
        self.key = key
        self.firstDayNumber = firstDayNumber
        firstLabel = labelRuns[0].lowerBound
        firstRunEnd = labelRuns[0].upperBound
        laterRuns = labelRuns.dropFirst().flatMap { [$0.lowerBound, $0.upperBound] }
        count = labelRuns.reduce(0) { $0 + $1.count }
    }

    /// Creates the days of a month labelled `1...length` on consecutive days.
    ///
    /// Kept apart from the general initializer so that the common month
    /// makes no array (and no run type's metadata at run time).
    ///
    /// - Parameters:
    ///   - key: The month's name.
    ///   - firstDayNumber: The day number of its first day.
    ///   - length: The number of days, at least 1.
    package init(key: MonthKey, firstDayNumber: Int, length: Int) {
        precondition(length >= 1, "a month has at least one day")
        self.key = key
        self.firstDayNumber = firstDayNumber
        firstLabel = 1
        firstRunEnd = length
        laterRuns = []
        count = length
    }

    /// The month.
    public var month: Month {
        Month(era: key.era, year: key.year, number: key.month, isLeapMonth: key.isLeapMonth,
              firstDay: Day(uncheckedDayNumber: firstDayNumber), lastDay: Day(uncheckedDayNumber: lastDayNumber))
    }

    /// The month's first day.
    public var firstDay: Day { Day(uncheckedDayNumber: firstDayNumber) }

    /// The month's last day.
    public var lastDay: Day { Day(uncheckedDayNumber: lastDayNumber) }

    /// The label of a day of the month.
    ///
    /// - Parameter day: A day.
    /// - Returns: Its day-of-month label, or `nil` when the day lies outside the month.
    /// - Complexity: O(runs).
    public func label(of day: Day) -> Int? {
        let offset = day.dayNumber - firstDayNumber
        guard offset >= 0, offset < count else { return nil }
        return label(atOffset: offset)
    }

    /// The day with a day-of-month label.
    ///
    /// - Parameter label: A day of the month.
    /// - Returns: The day, or `nil` when the month has no day so labelled.
    /// - Complexity: O(runs).
    public func day(labelled label: Int) -> Day? {
        dayNumber(ofLabel: label).map(Day.init(uncheckedDayNumber:))
    }

    /// The runs of day-of-month labels, in order; consecutive runs are consecutive days.
    ///
    /// - Complexity: O(runs), which is 1 or 2.
    public var labelRuns: [ClosedRange<Int>] {
        (0..<runCount).map { index in
            let run = self.run(at: index)
            return run.lower...run.upper
        }
    }

    /// Whether the labels are `1...count` on consecutive days, as in almost every month.
    package var isPlain: Bool { firstLabel == 1 && laterRuns.isEmpty }

    /// The number of runs.
    @usableFromInline
    var runCount: Int { 1 + laterRuns.count / 2 }

    /// The bounds of a run.
    @usableFromInline
    func run(at index: Int) -> (lower: Int, upper: Int) {
        index == 0 ? (firstLabel, firstRunEnd) : (laterRuns[2 * index - 2], laterRuns[2 * index - 1])
    }

    /// The day number of the month's last day.
    @inlinable
    package var lastDayNumber: Int { firstDayNumber + count - 1 }

    /// The label of the last day.
    public var lastLabel: Int { laterRuns.last ?? firstRunEnd }

    /// The day-of-month label of the `offset`-th day (0-based).
    ///
    /// - Parameter offset: In `0..<count`.
    /// - Complexity: O(runs), which is 1 or 2.
    @inlinable
    package func label(atOffset offset: Int) -> Int {
        // Most months are one run: their labels count from the first.
        if offset <= firstRunEnd - firstLabel { return firstLabel + offset }
        var remaining = offset
        for index in 0..<runCount {
            let run = run(at: index)
            if remaining <= run.upper - run.lower { return run.lower + remaining }
            remaining -= run.upper - run.lower + 1
        }
        preconditionFailure("offset out of range")
    }

    /// The day number of a day label, or `nil` when the month has no such day.
    ///
    /// - Parameter label: A day of the month.
    /// - Complexity: O(runs).
    package func dayNumber(ofLabel label: Int) -> Int? {
        var offset = 0
        for index in 0..<runCount {
            let run = run(at: index)
            if label >= run.lower && label <= run.upper { return firstDayNumber + offset + (label - run.lower) }
            offset += run.upper - run.lower + 1
        }
        return nil
    }

    /// The existing label for `label` within the month: itself when it
    /// exists, the first or last label outside the month's range, and the
    /// last label before a gap for a label inside it (October 1582: 13 → 4).
    ///
    /// - Parameter label: Any day label.
    /// - Complexity: O(runs).
    public func clampedLabel(_ label: Int) -> Int {
        if label <= firstLabel { return firstLabel }
        if label >= lastLabel { return lastLabel }
        var before = firstLabel
        for index in 0..<runCount {
            let run = run(at: index)
            if label < run.lower { return before }       // inside a gap: the last day before it
            if label <= run.upper { return label }
            before = run.upper
        }
        return before
    }
}
