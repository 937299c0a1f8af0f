/// The arithmetic of the Hebrew calendar: the molad of Tishri and the four
/// postponement rules (dehiyyot), as Dershowitz and Reingold give them in
/// *Calendrical Calculations*.
///
/// The package computes Hebrew dates itself because Foundation's, on Linux,
/// are wrong in some years: where the molad of Tishri falls on a Sunday,
/// ICU (before its fix ICU-23069) postpones Rosh Hashanah a second time, so
/// 1 Tishri 5807 comes out as Tuesday 2046-10-02 instead of Monday 2046-10-01
/// (also 5560, 6054 and 7810), and the year before has a Heshvan one day too long.
///
/// Months are numbered as Foundation numbers them, from Tishri: 1 Tishri,
/// 2 Heshvan, 3 Kislev, 4 Tevet, 5 Shevat, 6 Adar I (leap years only),
/// 7 Adar (Adar II in a leap year), 8 Nisan, 9 Iyar, 10 Sivan, 11 Tamuz,
/// 12 Av, 13 Elul. Years are anno mundi, from 1; day numbers count from 1970-01-01.
public enum HebrewArithmetic {
    /// The day number of 1 Tishri AM 1 (7 October 3761 BC, Julian).
    static let epoch = -1_373_427 - 719_163

    /// The years the arithmetic supports: AM 1 to AM 1 000 000.
    public static let supportedYears = 1...1_000_000

    /// Whether a year has 13 months (seven years in every 19).
    ///
    /// - Parameter year: A year AM.
    public static func isLeapYear(_ year: Int) -> Bool {
        DayArithmetic.floorModulo(7 * year + 1, 19) < 7
    }

    /// Days from the epoch to the molad-based start of a year, after the
    /// postponements for a molad on Sunday, Wednesday or Friday (lo ADU rosh)
    /// and for a late molad (molad zaken).
    static func elapsedDays(_ year: Int) -> Int {
        let monthsElapsed = DayArithmetic.floorDivide(235 * year - 234, 19)
        let partsElapsed = 12_084 + 13_753 * monthsElapsed
        let days = 29 * monthsElapsed + DayArithmetic.floorDivide(partsElapsed, 25_920)
        return DayArithmetic.floorModulo(3 * (days + 1), 7) < 3 ? days + 1 : days
    }

    /// The further postponement that keeps years within their lengths
    /// (GaTaRaD and BeTUTaKPaT): 0, 1 or 2 days.
    static func yearLengthCorrection(_ year: Int) -> Int {
        let previous = elapsedDays(year - 1), current = elapsedDays(year), next = elapsedDays(year + 1)
        if next - current == 356 { return 2 }
        if current - previous == 382 { return 1 }
        return 0
    }

    /// The day number of Rosh Hashanah, 1 Tishri, of a year.
    ///
    /// - Parameter year: A year AM, within ``supportedYears``.
    /// - Returns: Days since 1970-01-01.
    public static func newYearDayNumber(_ year: Int) -> Int {
        precondition(supportedYears.contains(year) || year == supportedYears.upperBound + 1, "year out of range")
        return epoch + elapsedDays(year) + yearLengthCorrection(year)
    }

    /// The number of days of a year: 353–355, or 383–385 in a leap year.
    ///
    /// - Parameter year: A year AM, within ``supportedYears``.
    public static func length(ofYear year: Int) -> Int {
        newYearDayNumber(year + 1) - newYearDayNumber(year)
    }

    /// The months of a year, in Foundation's numbering: 1–13 without 6 in a common year.
    ///
    /// - Parameter year: A year AM.
    public static func months(ofYear year: Int) -> [Int] {
        isLeapYear(year) ? Array(1...13) : [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]
    }

    /// The number of days of a month, or `nil` when the year has no such month.
    ///
    /// - Parameters:
    ///   - month: A month in Foundation's numbering, 1–13.
    ///   - year: A year AM, within ``supportedYears``.
    public static func length(ofMonth month: Int, year: Int) -> Int? {
        let leap = isLeapYear(year)
        switch month {
        case 1, 5, 8, 10, 12: return 30                        // Tishri, Shevat, Nisan, Sivan, Av
        case 4, 9, 11, 13: return 29                           // Tevet, Iyar, Tamuz, Elul
        case 2: return [355, 385].contains(length(ofYear: year)) ? 30 : 29    // Heshvan is long in full years
        case 3: return [353, 383].contains(length(ofYear: year)) ? 29 : 30    // Kislev is short in deficient years
        case 6: return leap ? 30 : nil                         // Adar I
        case 7: return 29                                      // Adar, or Adar II
        default: return nil
        }
    }

    /// The day number of the first day of a month, or `nil` when the year has no such month.
    ///
    /// - Parameters:
    ///   - month: A month in Foundation's numbering, 1–13.
    ///   - year: A year AM, within ``supportedYears``.
    /// - Complexity: O(months).
    public static func firstDayNumber(ofMonth month: Int, year: Int) -> Int? {
        guard length(ofMonth: month, year: year) != nil else { return nil }
        var dayNumber = newYearDayNumber(year)
        for earlier in months(ofYear: year) where earlier < month {
            dayNumber += length(ofMonth: earlier, year: year) ?? 0
        }
        return dayNumber
    }

    /// The Hebrew date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01, on or after 1 Tishri AM 1
    ///   and before AM 1 000 001.
    /// - Returns: The year AM, the month in Foundation's numbering and the day.
    /// - Complexity: O(months).
    public static func date(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        precondition(dayNumber >= newYearDayNumber(1) && dayNumber < newYearDayNumber(supportedYears.upperBound + 1),
                     "dayNumber out of range")
        // The mean year is 35975351/98496 days: the estimate is at most one year late.
        var year = max(1, DayArithmetic.floorDivide((dayNumber - epoch) * 98_496, 35_975_351) + 1)
        while year > 1 && newYearDayNumber(year) > dayNumber { year -= 1 }
        while newYearDayNumber(year + 1) <= dayNumber { year += 1 }
        var first = newYearDayNumber(year)
        for month in months(ofYear: year) {
            let length = length(ofMonth: month, year: year) ?? 0
            if dayNumber < first + length { return (year, month, dayNumber - first + 1) }
            first += length
        }
        preconditionFailure("a day past the end of its year")
    }
}
