/// A month in some calendar: era, year and month number.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The era, in the calendar's numbering.
    public var era: Int
    /// The year within the era.
    public var year: Int
    /// The month number, from 1.
    public var month: Int
    /// Whether this is a leap month (Chinese-style calendars); it follows the month of the same number.
    public var isLeapMonth: Bool

    /// Creates a month.
    ///
    /// - Parameters:
    ///   - era: The era (1 = AD in Gregorian).
    ///   - year: The year within the era.
    ///   - month: The month number, from 1.
    ///   - isLeapMonth: Whether it is a leap month.
    public init(era: Int = 1, year: Int, month: Int, isLeapMonth: Bool = false) {
        self.era = era
        self.year = year
        self.month = month
        self.isLeapMonth = isLeapMonth
    }

    /// The year this month belongs to.
    public var yearValue: Year { Year(era: era, year: year) }

    /// Orders months by era, year, number and leap flag.
    ///
    /// - Parameters:
    ///   - lhs: A month.
    ///   - rhs: A month of the same calendar.
    public static func < (lhs: Month, rhs: Month) -> Bool {
        (lhs.era, lhs.year, lhs.month, lhs.isLeapMonth ? 1 : 0) < (rhs.era, rhs.year, rhs.month, rhs.isLeapMonth ? 1 : 0)
    }

    /// `YYYY-MM` (`YYYY-MMl` for a leap month), with the era in front when it is not 1.
    public var description: String {
        let era = era == 1 ? "" : "e\(era):"
        return "\(era)\(Day.pad(year, 4))-\(Day.pad(month, 2))\(isLeapMonth ? "l" : "")"
    }
}
