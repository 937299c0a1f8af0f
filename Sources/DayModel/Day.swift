/// A day: one square on the line of days that every calendar names in its own way.
///
/// A `Day` is the same day whatever calendar shows it. Wednesday 25 November
/// 2026 in the Gregorian calendar, 15 Kislev 5787 in the Hebrew calendar and
/// Hedar 16, 2019 in the Ethiopic calendar are one `Day`, equal to itself
/// and ordered with every other day: the days of 10 BC come before those of
/// 5 BC, and a Japanese era's last day comes before the next era's first.
/// A calendar (`CalendarSystem` in CalendarPicker) gives a day's era, year,
/// month and day of the month, and finds the day those name.
///
/// A day has no time and no time zone. 4 November 2018 is one `Day` in São
/// Paulo, where it started at 01:00, and in Tokyo; a calendar turns it into
/// the instant it starts in a time zone.
///
/// Underneath, a day is its *day number*: the count of days since
/// 1970-01-01 (negative before), within ``supportedDayNumbers``. Days are
/// `Strideable`, so `day + 7` is a week later and `first...last` is a
/// collection of days.
///
/// ```swift
/// let day = try Day(iso8601: "2026-11-25")
/// day.weekday           // .wednesday
/// day.isoWeek           // 2026-W48
/// (day + 7).description // "2026-12-02"
/// ```
public struct Day: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01: 0 for that day, negative before it.
    public let dayNumber: Int

    /// The day numbers a day may have: ±10^12, about ±2.7 billion years
    /// (±10^8, about ±270 000 years, where `Int` has 32 bits), far from `Int`
    /// overflow in any arithmetic here. A calendar may name fewer of them
    /// (`CalendarSystem.supportedDays` in CalendarPicker).
    public static let supportedDayNumbers = -DayArithmetic.dayNumberLimit...DayArithmetic.dayNumberLimit

    /// The day with a day number, or `nil` outside ``supportedDayNumbers``.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    @inlinable
    public init?(dayNumber: Int) {
        guard dayNumber >= -DayArithmetic.dayNumberLimit && dayNumber <= DayArithmetic.dayNumberLimit else { return nil }
        self.dayNumber = dayNumber
    }

    /// The day with a day number the caller knows lies within ``supportedDayNumbers``.
    @inlinable
    package init(uncheckedDayNumber dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day with a day number, clamped into ``supportedDayNumbers``.
    @inlinable
    package init(clampingDayNumber dayNumber: Int) {
        self.dayNumber = min(max(dayNumber, -DayArithmetic.dayNumberLimit), DayArithmetic.dayNumberLimit)
    }

    /// Creates a day of the proleptic Gregorian calendar, the calendar of ISO 8601:
    /// Gregorian rules before 1582 too, and year 0 for 1 BC.
    ///
    /// - Parameters:
    ///   - year: The astronomical year (0 = 1 BC, -1 = 2 BC).
    ///   - month: The month, 1…12.
    ///   - day: The day of the month, 1 to the month's length.
    /// - Returns: `nil` when the month or day does not exist (30 February), or
    ///   the day lies outside ``supportedDayNumbers``.
    public init?(prolepticGregorianYear year: Int, month: Int, day: Int) {
        guard year >= -DayArithmetic.yearLimit, year <= DayArithmetic.yearLimit, (1...12).contains(month),
              day >= 1, day <= DayArithmetic.gregorianMonthLength(year: year, month: month) else { return nil }
        self.init(dayNumber: DayArithmetic.dayNumber(gregorianYear: year, month: month, day: day))
    }

    /// The day's date in the proleptic Gregorian calendar.
    public var prolepticGregorianDate: (year: Int, month: Int, day: Int) {
        DayArithmetic.gregorianDate(ofDayNumber: dayNumber)
    }

    /// The day of the week.
    public var weekday: Weekday { Weekday(uncheckedRawValue: DayArithmetic.weekday(ofDayNumber: dayNumber)) }

    /// The ISO 8601 week the day lies in.
    public var isoWeek: ISOWeek { ISOWeek(containing: self) }

    /// Orders days along the day line.
    ///
    /// - Parameters:
    ///   - lhs: A day.
    ///   - rhs: Another day.
    /// - Returns: Whether `lhs` comes before `rhs`.
    @inlinable
    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The day `n` days later (earlier for negative `n`), saturating at the
    /// ends of ``supportedDayNumbers``: one day after the last supported day
    /// is that day again, and so is `day + Int.max`.
    ///
    /// - Parameter n: Any number of days.
    /// - Returns: The day `n` days away, or the supported day nearest to it.
    @inlinable
    public func advanced(by n: Int) -> Day {
        let (sum, overflow) = dayNumber.addingReportingOverflow(n)
        return Day(clampingDayNumber: overflow ? (n < 0 ? Int.min : Int.max) : sum)
    }

    /// The number of days from this day to another, negative when the other comes first.
    ///
    /// - Parameter other: Another day.
    /// - Returns: `other.dayNumber - dayNumber`.
    @inlinable
    public func distance(to other: Day) -> Int { other.dayNumber - dayNumber }

    /// The day a number of days after another, saturating at the ends of the
    /// supported days (see ``advanced(by:)``).
    ///
    /// - Parameters:
    ///   - day: A day.
    ///   - days: A number of days, negative for earlier.
    /// - Returns: `day.advanced(by: days)`.
    @inlinable
    public static func + (day: Day, days: Int) -> Day { day.advanced(by: days) }

    /// The day a number of days before another, saturating at the ends of the
    /// supported days (see ``advanced(by:)``).
    ///
    /// - Parameters:
    ///   - day: A day.
    ///   - days: A number of days, negative for later.
    /// - Returns: `day.advanced(by: -days)`, where `-Int.min` counts as `Int.max`.
    @inlinable
    public static func - (day: Day, days: Int) -> Day {
        day.advanced(by: days == Int.min ? Int.max : -days)
    }

    /// The day as ISO 8601 writes it, `YYYY-MM-DD` in the proleptic
    /// Gregorian calendar (see ``iso8601``).
    public var description: String { iso8601 }
}
