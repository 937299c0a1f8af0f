import Foundation

/// The years a year picker offers, in order, as runs of one era each.
///
/// Japanese years run Heisei 30, Heisei 31, Reiwa 1, Reiwa 2…; Gregorian
/// years before Christ count down to 1 BC before AD 1 follows. A range is
/// built from the calendar itself, so it has exactly the years that exist.
public struct YearRange: Hashable, Sendable {
    /// A run of consecutive years of one era.
    public struct Span: Hashable, Sendable {
        /// The era.
        public let era: Int
        /// The first year of the run.
        public let first: Int
        /// The last year of the run (below `first` when years count down).
        public let last: Int

        /// The number of years in the run.
        public var count: Int { abs(last - first) + 1 }
        /// +1 when years count up, -1 when they count down.
        var step: Int { last >= first ? 1 : -1 }
    }

    /// The runs, in order.
    public let spans: [Span]

    /// The row of each run's first year, and after the last the number of years.
    private let spanStarts: [Int]

    /// The number of years.
    public var count: Int { spanStarts.last ?? 0 }

    /// The row of each run's first year, then the number of years.
    private static func starts(of spans: [Span]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(spans.count + 1)
        for span in spans { starts.append(starts[starts.count - 1] + span.count) }
        return starts
    }

    /// The days the range was built from: a picker never selects or
    /// shows a month outside them, so its year ribbon always has the
    /// selection's year. The first and last years may hold days outside
    /// (a Hebrew year starts in the autumn, so the standard range's first
    /// and last Hebrew years reach into 1 BC and AD 10000); those days are
    /// not the range's.
    public var days: ClosedRange<Day> {
        Day(uncheckedDayNumber: dayNumbers.lowerBound)...Day(uncheckedDayNumber: dayNumbers.upperBound)
    }

    /// The day numbers of ``days``.
    let dayNumbers: ClosedRange<Int>

    /// Whether years need their era to be told apart (the range crosses eras,
    /// or the calendar counts years within eras, as the Japanese and Chinese ones do).
    public let isEraAware: Bool

    /// The year at a row.
    ///
    /// - Parameter row: A row, in `0..<count`.
    /// - Returns: The year; `nil` for a row outside the range.
    /// - Complexity: O(log spans).
    public func year(at row: Int) -> Year? {
        row >= 0 && row < count ? year(atRow: row) : nil
    }

    /// The year at a row known to lie in `0..<count` (a ribbon's rows).
    func year(atRow row: Int) -> Year {
        precondition(row >= 0 && row < count, "row out of range")
        // The last run starting at or before the row.
        var low = 0, high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spanStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        let span = spans[low]
        return Year(era: span.era, year: span.first + (row - spanStarts[low]) * span.step)
    }

    /// The row of a year, or `nil` when the range does not hold it.
    ///
    /// - Parameter year: A year.
    /// - Complexity: O(log spans).
    public func row(of year: Year) -> Int? {
        // Eras follow one another in a range, each in one run: the run of the year's era, by a binary search.
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].era < year.era { low = middle + 1 } else { high = middle }
        }
        guard low < spans.count, spans[low].era == year.era else { return nil }
        let span = spans[low]
        let (difference, overflow) = year.year.subtractingReportingOverflow(span.first)
        let index = difference * span.step
        return !overflow && index >= 0 && index < span.count ? spanStarts[low] + index : nil
    }

    /// A range of given runs and days.
    init(spans: [Span], dayNumbers: ClosedRange<Int>, isEraAware: Bool) {
        self.spans = spans
        spanStarts = Self.starts(of: spans)
        self.dayNumbers = dayNumbers
        self.isEraAware = isEraAware
    }

    /// The runs of the rows from one row to another, cut where those rows fall inside a run.
    func spans(fromRow first: Int, toRow last: Int) -> [Span] {
        var result: [Span] = []
        var offset = 0
        for span in spans {
            let low = max(first, offset), high = min(last, offset + span.count - 1)
            if low <= high {
                result.append(Span(era: span.era, first: span.first + (low - offset) * span.step,
                                   last: span.first + (high - offset) * span.step))
            }
            offset += span.count
        }
        return result
    }

    /// The years that hold some days.
    ///
    /// The range's ``days`` are those days, no more: its first and last
    /// years may start before them or end after them. Days a picker cannot
    /// show are left out: those outside the calendar's
    /// ``CalendarSystem/supportedDays`` and within 62 days of their ends
    /// (a range entirely outside them becomes the one day at the nearer end).
    ///
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - days: The days.
    /// - Complexity: O(eras · log(days)) questions to the calendar; two in
    ///   the Chinese and Korean calendars, whose eras are 60-year cycles.
    public init(calendar: CalendarSystem, days: ClosedRange<Day>) {
        let pickable = calendar.pickableDayNumbers
        self.init(calendar: calendar, fromDayNumber: days.lowerBound.dayNumber.clamped(to: pickable),
                  toDayNumber: days.upperBound.dayNumber.clamped(to: pickable))
    }

    /// The years of the days from one day number to another.
    init(calendar: CalendarSystem, fromDayNumber first: Int, toDayNumber last: Int) {
        precondition(first <= last, "the range must not be empty")
        spans = calendar.identifier.isLunisolar
            ? Self.cycleSpans(calendar: calendar, from: first, to: last)
            : Self.searchedSpans(calendar: calendar, from: first, to: last)
        spanStarts = Self.starts(of: spans)
        // Only the days asked for: rounding out to whole years would reach
        // past them wherever the calendar's years do not start with theirs.
        dayNumbers = first...last
        isEraAware = spans.count > 1 || calendar.identifier == .japanese || calendar.identifier.isLunisolar
    }

    /// The runs of years of the days from `first` to `last`, each era's last
    /// day found by a binary search over the days.
    static func searchedSpans(calendar: CalendarSystem, from first: Int, to last: Int) -> [Span] {
        var spans: [Span] = []
        var start = first
        while start <= last {
            let opening = calendar.fields(atDayNumber: start)
            // The last day of this era within the range (eras never go back).
            let end = YearRange.lastDay(from: start, to: last) { calendar.fields(atDayNumber: $0).era == opening.era }
            let closing = calendar.fields(atDayNumber: end)
            spans.append(Span(era: opening.era, first: opening.year, last: closing.year))
            start = end + 1
        }
        return spans
    }

    /// The runs of years of the days from `first` to `last` in a calendar
    /// of 60-year cycles: the first day's cycle from its year to 60, every
    /// cycle between whole, and the last day's cycle from 1 to its year.
    static func cycleSpans(calendar: CalendarSystem, from first: Int, to last: Int) -> [Span] {
        let opening = calendar.fields(atDayNumber: first), closing = calendar.fields(atDayNumber: last)
        guard opening.era < closing.era else { return [Span(era: opening.era, first: opening.year, last: closing.year)] }
        return [Span(era: opening.era, first: opening.year, last: 60)]
            + (opening.era + 1..<closing.era).map { Span(era: $0, first: 1, last: 60) }
            + [Span(era: closing.era, first: 1, last: closing.year)]
    }

    /// The default range of a calendar: the days of AD 1 to 9999 within the
    /// era in use today (Japanese: every era since Meiji; Chinese: every
    /// cycle), starting no earlier than the era's year 1, and the years
    /// that hold them. Every day of the range is a Gregorian day with a
    /// four-digit year, whatever the calendar.
    ///
    /// The range depends only on the calendar's identifier and whose
    /// arithmetic answers, and is worked out once for each.
    ///
    /// - Parameter calendar: The calendar.
    public static func standard(for calendar: CalendarSystem) -> YearRange {
        ProcessCaches.standardRanges.value(forKey: calendar.identifier) { computeStandard(for: calendar) }
    }

    /// Works out the standard range of a calendar.
    static func computeStandard(for calendar: CalendarSystem) -> YearRange {
        // 0001-01-01 of CalendarSystem's (and Foundation's) Gregorian calendar, Julian before 1582-10-15.
        let pickable = calendar.pickableDayNumbers
        let firstDay = DayArithmetic.dayNumber(julianYear: 1, month: 1, day: 1).clamped(to: pickable)
        let lastDay = DayArithmetic.dayNumber(gregorianYear: 9999, month: 12, day: 31).clamped(to: pickable)
        let reference = DayArithmetic.dayNumber(gregorianYear: 2000, month: 1, day: 1)
        var start = firstDay
        switch calendar.identifier {
        case _ where calendar.identifier.isLunisolar:
            break
        case .japanese:
            start = firstDayWhere(from: firstDay, to: reference) { calendar.fields(atDayNumber: $0).era >= 232 }
        default:
            let era = calendar.fields(atDayNumber: reference).era
            start = firstDayWhere(from: firstDay, to: reference) {
                let day = calendar.fields(atDayNumber: $0)
                return day.era > era || (day.era == era && day.year >= 1)
            }
        }
        return YearRange(calendar: calendar, fromDayNumber: start, toDayNumber: lastDay)
    }

    /// The months of a year of the range that hold at least one of its
    /// ``days``: all the year's months, except in a first or last year that
    /// starts before or ends after them.
    ///
    /// - Parameters:
    ///   - year: A year of the range.
    ///   - calendar: The calendar the range was built from.
    /// - Returns: The months, in order; empty for a year the range does not hold.
    /// - Complexity: O(log spans) to find the year, then
    ///   ``CalendarSystem/months(of:)``, and in the first and last years
    ///   O(months) more questions to the calendar. A year the range does not
    ///   hold costs no question at all.
    public func months(of year: Year, in calendar: CalendarSystem) -> [Month] {
        guard let first = spans.first, let last = spans.last, row(of: year) != nil else { return [] }
        let months = calendar.months(of: year)
        let isEnd = year == Year(era: first.era, year: first.first) || year == Year(era: last.era, year: last.last)
        guard isEnd else { return months }
        return months.filter { $0.lastDay >= days.lowerBound && $0.firstDay <= days.upperBound }
    }

    /// The last day in `start...end` for which `holds` is true, given that it
    /// holds at `start` and, once false, stays false.
    static func lastDay(from start: Int, to end: Int, where holds: (Int) -> Bool) -> Int {
        var low = start, high = end
        while low < high {
            let middle = low + (high - low + 1) / 2
            if holds(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first day in `start...end` for which `holds` is true, given that
    /// it holds at `end` and, once true, stays true.
    static func firstDayWhere(from start: Int, to end: Int, _ holds: (Int) -> Bool) -> Int {
        var low = start, high = end
        while low < high {
            let middle = low + (high - low) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
