/// A week of ISO 8601: Monday to Sunday, numbered within its week-based year.
///
/// Week 1 is the week with the year's first Thursday, and a week belongs to
/// the year of its Thursday: 1 January 2021 lies in week 53 of 2020, and 30
/// December 2024 in week 1 of 2025. Weeks are counted on the proleptic
/// Gregorian calendar, as ISO 8601 counts them, whatever calendar shows
/// the days.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The week-based year: the Gregorian year of the week's Thursday.
    public let year: Int
    /// The week of that year, 1…53.
    public let week: Int

    /// The week a day lies in.
    ///
    /// - Parameter day: Any day of the week.
    public init(containing day: Day) {
        // Monday = 0 … Sunday = 6.
        let fromMonday = DayArithmetic.floorModulo(day.dayNumber + 3, 7)
        let thursday = day.dayNumber - fromMonday + 3
        let year = DayArithmetic.gregorianDate(ofDayNumber: thursday).year
        let januaryFirst = DayArithmetic.dayNumber(gregorianYear: year, month: 1, day: 1)
        self.year = year
        self.week = (thursday - januaryFirst) / 7 + 1
    }

    /// The week's Monday; for the week of the first supported day, when its
    /// Monday comes before ``Day/supportedDayNumbers``, that first supported day.
    public var monday: Day {
        // 4 January always lies in week 1.
        let january4 = DayArithmetic.dayNumber(gregorianYear: year, month: 1, day: 4)
        let fromMonday = DayArithmetic.floorModulo(january4 + 3, 7)
        return Day(clampingDayNumber: january4 - fromMonday + (week - 1) * 7)
    }

    /// Orders weeks in time.
    ///
    /// - Parameters:
    ///   - lhs: A week.
    ///   - rhs: Another week.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }

    /// `YYYY-Www`, as ISO 8601 writes a week (`2020-W53`).
    public var description: String {
        (year < 0 ? "-" : "") + NumericDate.padded(year.magnitude, to: 4) + "-W" + NumericDate.padded(UInt(week), to: 2)
    }
}
