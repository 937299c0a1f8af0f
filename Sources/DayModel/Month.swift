/// A month of some calendar: its name in that calendar (era, year, number)
/// and the days it spans.
///
/// Months come from a calendar (`CalendarSystem` in CalendarPicker), which
/// knows where each begins and ends, so a `Month` always names a month
/// that exists. Months order by their days, as days do: the months of
/// 10 BC come before those of 5 BC, Shōwa 64 January (1–7 January 1989)
/// before Heisei 1 January (8–31 January).
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The era, in the calendar's numbering (Foundation's: 1 = AD in the
    /// Gregorian calendar, 236 = Reiwa in the Japanese, the 60-year cycle in the Chinese).
    public let era: Int
    /// The year within the era.
    public let year: Int
    /// The month's number within its year, from 1. Hebrew months are
    /// numbered 1–13 every year, 6 (Adar I) only in leap years.
    public let number: Int
    /// Whether this is a leap month (Chinese and Korean calendars): it follows the month of the same number.
    public let isLeapMonth: Bool
    /// The month's first day.
    public let firstDay: Day
    /// The month's last day.
    public let lastDay: Day

    /// Creates a month. Only calendars make months: the days must be the
    /// ones the calendar gives the month.
    ///
    /// - Parameters:
    ///   - era: The era.
    ///   - year: The year within the era.
    ///   - number: The month number, from 1.
    ///   - isLeapMonth: Whether it is a leap month.
    ///   - firstDay: Its first day.
    ///   - lastDay: Its last day, not before `firstDay`.
    package init(era: Int, year: Int, number: Int, isLeapMonth: Bool = false, firstDay: Day, lastDay: Day) {
        precondition(firstDay <= lastDay, "a month has at least one day")
        self.era = era
        self.year = year
        self.number = number
        self.isLeapMonth = isLeapMonth
        self.firstDay = firstDay
        self.lastDay = lastDay
    }

    /// The year the month belongs to.
    public var yearValue: Year { Year(era: era, year: year) }

    /// The month's days, first to last (a month with a gap, such as October
    /// 1582 in Foundation's Gregorian calendar, holds the days that exist).
    public var days: ClosedRange<Day> { firstDay...lastDay }

    /// The number of days the month holds.
    public var dayCount: Int { firstDay.distance(to: lastDay) + 1 }

    /// Whether a day lies in the month.
    ///
    /// - Parameter day: A day.
    public func contains(_ day: Day) -> Bool { firstDay <= day && day <= lastDay }

    /// Orders months by their days; months of different calendars that span
    /// the same days are ordered by era, year, number and leap flag.
    ///
    /// - Parameters:
    ///   - lhs: A month.
    ///   - rhs: Another month.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: Month, rhs: Month) -> Bool {
        (lhs.firstDay, lhs.lastDay, lhs.era, lhs.year, lhs.number, lhs.isLeapMonth ? 1 : 0)
            < (rhs.firstDay, rhs.lastDay, rhs.era, rhs.year, rhs.number, rhs.isLeapMonth ? 1 : 0)
    }

    /// `YYYY-MM` (`YYYY-MMl` for a leap month), with the era in front when it is not 1 (`e235:0031-04`).
    public var description: String {
        let era = era == 1 ? "" : "e\(era):"
        let sign = year < 0 ? "-" : ""
        return era + sign + NumericDate.padded(year.magnitude, to: 4) + "-" + NumericDate.padded(UInt(number), to: 2)
            + (isLeapMonth ? "l" : "")
    }
}
