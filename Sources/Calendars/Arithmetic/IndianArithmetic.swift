/// The arithmetic of the Indian national calendar (Saka era), as the
/// Calendar Reform Committee set it in 1957 and ICU computes it: a year
/// starts on 22 March, or 21 March in a Gregorian leap year, and is that
/// Gregorian year − 78; Chaitra has 30 days (31 in a leap year), Vaisakha
/// to Bhadra 31 each, Asvina to Phalguna 30 each. Days are proleptic
/// Gregorian; years count in one era, 0 and below before Saka 1.
package enum IndianArithmetic {
    /// Whether a Saka year has 366 days: when the Gregorian year it starts in is leap.
    ///
    /// - Parameter year: A Saka year.
    package static func isLeapYear(_ year: Int) -> Bool {
        DayArithmetic.isGregorianLeapYear(year + 78)
    }

    /// The number of days of a month.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: A Saka year.
    package static func length(ofMonth month: Int, year: Int) -> Int {
        month == 1 ? (isLeapYear(year) ? 31 : 30) : month <= 6 ? 31 : 30
    }

    /// The day number of 1 Chaitra of a year.
    ///
    /// - Parameter year: A Saka year, within ±3 000 000.
    package static func newYearDayNumber(_ year: Int) -> Int {
        let gregorian = year + 78
        return DayArithmetic.dayNumber(gregorianYear: gregorian, month: 3, day: isLeapYear(year) ? 21 : 22)
    }

    /// The day number of the first day of a month.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: A Saka year.
    package static func firstDayNumber(ofMonth month: Int, year: Int) -> Int {
        let chaitra = isLeapYear(year) ? 31 : 30
        switch month {
        case 1: return newYearDayNumber(year)
        case 2...7: return newYearDayNumber(year) + chaitra + 31 * (month - 2)
        default: return newYearDayNumber(year) + chaitra + 31 * 5 + 30 * (month - 7)
        }
    }

    /// The date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01, within the supported days.
    /// - Returns: The Saka year, the month 1…12 and the day 1…31.
    package static func date(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let gregorian = DayArithmetic.gregorianDate(ofDayNumber: dayNumber).year
        let year = dayNumber >= newYearDayNumber(gregorian - 78) ? gregorian - 78 : gregorian - 79
        var month = 12
        while firstDayNumber(ofMonth: month, year: year) > dayNumber { month -= 1 }
        return (year, month, dayNumber - firstDayNumber(ofMonth: month, year: year) + 1)
    }
}
