/// The parts a calendar names a day by: era, year, month and day of the month.
///
/// Like Foundation's `DateComponents`, components are what a person writes,
/// not yet checked against a calendar. A calendar (`CalendarSystem` in
/// CalendarPicker) gives a day's components and finds the day components
/// name, if it exists. Compare days, not components: components of
/// different calendars, or of years that count down, do not order.
public struct DayComponents: Hashable, Sendable, CustomStringConvertible {
    /// The era, in the calendar's numbering; `nil` for the era in use today
    /// (AD in the Gregorian calendar, Reiwa in the Japanese, the current
    /// 60-year cycle in the Chinese).
    public var era: Int?
    /// The year within the era.
    public var year: Int
    /// The month's number within the year, from 1.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// Whether the month is a leap month (Chinese and Korean calendars).
    public var isLeapMonth: Bool

    /// Creates components.
    ///
    /// - Parameters:
    ///   - era: The era; `nil` for the era in use today.
    ///   - year: The year within the era.
    ///   - month: The month, from 1.
    ///   - day: The day of the month, from 1.
    ///   - isLeapMonth: Whether the month is a leap month.
    public init(era: Int? = nil, year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.isLeapMonth = isLeapMonth
    }

    /// `YYYY-MM-DD` (`YYYY-MMl-DD` in a leap month), with the era in front when it is given and not 1.
    public var description: String {
        let era = era.map { $0 == 1 ? "" : "e\($0):" } ?? ""
        let sign = year < 0 ? "-" : ""
        return era + sign + NumericDate.padded(year.magnitude, to: 4) + "-" + NumericDate.padded(UInt(month.magnitude), to: 2)
            + (isLeapMonth ? "l" : "") + "-" + NumericDate.padded(UInt(day.magnitude), to: 2)
    }
}
