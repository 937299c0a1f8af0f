import Calendars
import DayModel

/// The days a page date picker offers in a calendar, and the years of its
/// year ribbon: the calendar's supported days within 1900 to 2100
/// (Gregorian), less 62 days at each end, so that the weeks around every
/// month stay within the calendar's tables.
public struct DaySpan: Sendable {
    /// The calendar.
    public let calendar: CalendarSystem
    /// The days that can be shown and chosen.
    public let bounds: ClosedRange<Day>
    /// The years that hold a day of ``bounds``, in order: one per row of the year ribbon.
    public let years: [Year]
    /// Whether the years are of one era, each one more than the last.
    private let yearsCountUp: Bool

    /// The span of a calendar.
    ///
    /// - Parameter calendar: The calendar.
    /// - Complexity: O(years), about 200.
    public init(calendar: CalendarSystem) {
        let supported = calendar.supportedDays
        let low = max(supported.lowerBound + 62, Day(prolepticGregorianYear: 1900, month: 1, day: 1)!)
        let high = min(supported.upperBound - 62, Day(prolepticGregorianYear: 2100, month: 12, day: 31)!)
        let bounds = low...max(low, high)
        var years: [Year] = []
        var day = bounds.lowerBound
        while day <= bounds.upperBound, let year = calendar.year(containing: day) {
            years.append(year)
            guard let last = calendar.months(of: year).last else { break }
            day = last.lastDay + 1
        }
        self.calendar = calendar
        self.bounds = bounds
        self.years = years
        if let first = years.first, let last = years.last {
            yearsCountUp = first.era == last.era && last.year - first.year == years.count - 1
        } else {
            yearsCountUp = true
        }
    }

    /// A day moved into ``bounds``.
    ///
    /// - Parameter day: Any day.
    public func clamped(_ day: Day) -> Day { min(max(day, bounds.lowerBound), bounds.upperBound) }

    /// The year of a row; `nil` outside the rows.
    ///
    /// - Parameter row: A row of the year ribbon.
    public func year(ofRow row: Int) -> Year? { years.indices.contains(row) ? years[row] : nil }

    /// The row of a year; `nil` for a year outside the span.
    ///
    /// - Parameter year: A year of the calendar.
    /// - Complexity: O(years).
    public func row(of year: Year) -> Int? { years.firstIndex(of: year) }

    /// The year `offset` rows from `year`; `nil` past the ends.
    ///
    /// - Parameters:
    ///   - offset: Rows to move; negative moves back.
    ///   - year: A year of the span.
    /// - Complexity: O(years).
    public func year(_ offset: Int, from year: Year) -> Year? {
        guard let row = row(of: year) else { return nil }
        return self.year(ofRow: row + offset)
    }

    /// The number a row stands for as a spinbutton's value: the year's number
    /// when all the years are of one era and count up (Gregorian 2026,
    /// Hebrew 5787), else the Gregorian year the year begins in (the Japanese
    /// eras start again at 1, and the Chinese calendar's cycle repeats every
    /// 60 years); 0 outside the rows.
    ///
    /// - Parameter row: A row of the year ribbon.
    public func value(ofRow row: Int) -> Int {
        guard let year = year(ofRow: row) else { return 0 }
        if yearsCountUp { return year.year }
        return calendar.months(of: year).first?.firstDay.prolepticGregorianDate.year ?? 0
    }

    /// The day of `month` with `day`'s label (its day of the month), or the
    /// month's last when it is shorter; kept within ``bounds``.
    ///
    /// - Parameters:
    ///   - day: The day whose label to keep.
    ///   - month: The month to find it in.
    public func day(like day: Day, in month: Month) -> Day {
        guard let days = calendar.days(of: month) else { return clamped(month.firstDay) }
        let label = calendar.month(containing: day).flatMap { calendar.days(of: $0) }?.label(of: day) ?? 1
        return clamped(days.day(labelled: days.clampedLabel(label)) ?? month.firstDay)
    }

    /// The month of `months` most like `month`: the same number and leap
    /// flag, else the same number, else the last.
    ///
    /// - Parameters:
    ///   - month: A month of another year.
    ///   - months: A year's months.
    /// - Complexity: O(months).
    public static func month(like month: Month, in months: [Month]) -> Month? {
        months.first { $0.number == month.number && $0.isLeapMonth == month.isLeapMonth }
            ?? months.first { $0.number == month.number } ?? months.last
    }
}
