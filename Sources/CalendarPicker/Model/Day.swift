/// A day in some calendar: era, year, month and day, with no time and no time zone.
///
/// A `Day` names a calendar square, not an instant: 2018-11-04 is the same
/// `Day` in São Paulo, where it starts at 01:00, and in Tokyo. Convert to and
/// from `Date` with a ``CalendarSystem`` and a time zone.
///
/// Fields follow Foundation's numbering for the calendar the day belongs to:
/// Hebrew months run 1–13 with 6 (Adar I) only in leap years; Japanese eras
/// are Foundation's era numbers (235 Heisei, 236 Reiwa). Days of different
/// calendars must not be compared.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The month the day lies in.
    public var month: Month
    /// The day of the month, from 1.
    public var day: Int

    /// Creates a day.
    ///
    /// - Parameters:
    ///   - era: The era, in the calendar's numbering (1 = AD in Gregorian).
    ///   - year: The year within the era.
    ///   - month: The month, from 1.
    ///   - day: The day of the month, from 1.
    ///   - isLeapMonth: Whether the month is a leap month (Chinese-style calendars).
    public init(era: Int = 1, year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.month = Month(era: era, year: year, month: month, isLeapMonth: isLeapMonth)
        self.day = day
    }

    /// Creates a day in a month.
    ///
    /// - Parameters:
    ///   - month: The month.
    ///   - day: The day of the month, from 1.
    public init(month: Month, day: Int) {
        self.month = month
        self.day = day
    }

    /// The era.
    public var era: Int { month.era }
    /// The year within the era.
    public var year: Int { month.year }

    /// Orders days by era, year, month (a leap month after its namesake) and day.
    ///
    /// - Parameters:
    ///   - lhs: A day.
    ///   - rhs: A day of the same calendar.
    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.month, lhs.day) < (rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`, with the era in front when it is not 1 (`e235:0031-04-30`).
    public var description: String {
        "\(month)-\(Day.pad(day, 2))"
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
