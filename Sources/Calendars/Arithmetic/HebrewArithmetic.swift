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
    package static let epoch = -1_373_427 - 719_163

    /// The years the arithmetic supports: AM 1 to AM 1 000 000.
    public static let supportedYears = 1...1_000_000

    /// Whether a year has 13 months (seven years in every 19).
    ///
    /// - Parameter year: A year AM, any number.
    public static func isLeapYear(_ year: Int) -> Bool {
        DayArithmetic.floorModulo(7 * DayArithmetic.floorModulo(year, 19) + 1, 19) < 7
    }

    /// Days from the epoch to the molad-based start of a year, after the
    /// postponements for a molad on Sunday, Wednesday or Friday (lo ADU rosh)
    /// and for a late molad (molad zaken).
    ///
    /// In 64 bits whatever the width of `Int` (the parts of AM 1,000,000 pass
    /// 2^31), with wrapping products: the supported years keep them far
    /// inside 2^63, and a checked 64-bit product would need a 128-bit
    /// multiplication from the C runtime on a 32-bit target.
    package static func elapsedDays(_ year: Int) -> Int {
        let monthsElapsed = DayArithmetic.floorDivide64(235 &* Int64(year) &- 234, 19)
        let partsElapsed = 12_084 &+ 13_753 &* monthsElapsed
        let days = Int(29 &* monthsElapsed &+ DayArithmetic.floorDivide64(partsElapsed, 25_920))
        return DayArithmetic.floorModulo(3 * (days + 1), 7) < 3 ? days + 1 : days
    }

    /// The further postponement that keeps years within their lengths
    /// (GaTaRaD and BeTUTaKPaT): 0, 1 or 2 days, from the elapsed days of
    /// the year before, the year and the year after.
    package static func yearLengthCorrection(previous: Int, current: Int, next: Int) -> Int {
        if next - current == 356 { return 2 }
        if current - previous == 382 { return 1 }
        return 0
    }

    /// The day number of Rosh Hashanah, 1 Tishri, of a year.
    ///
    /// - Parameter year: A year AM.
    /// - Returns: Days since 1970-01-01; `nil` for a year outside ``supportedYears``.
    public static func newYearDayNumber(_ year: Int) -> Int? {
        supportedYears.contains(year) ? newYear(ofYear: year) : nil
    }

    /// The day number of 1 Tishri of a year within ``supportedYears``, or of the year after them.
    package static func newYear(ofYear year: Int) -> Int {
        precondition(supportedYears.contains(year) || year == supportedYears.upperBound + 1, "year out of range")
        let current = elapsedDays(year)
        return epoch + current
            + yearLengthCorrection(previous: elapsedDays(year - 1), current: current, next: elapsedDays(year + 1))
    }

    /// The day number of 1 Tishri AM 1, the first day the arithmetic knows.
    package static let firstSupportedDayNumber = newYear(ofYear: supportedYears.lowerBound)
    /// The day number after the last day the arithmetic knows.
    package static let endOfSupportedDayNumbers = newYear(ofYear: supportedYears.upperBound + 1)

    /// A year's first day and length, from which all its months follow.
    package struct YearShape {
        /// The day number of 1 Tishri.
        let newYear: Int
        /// 353–355, or 383–385 in a leap year.
        let length: Int

        /// The shape of a year AM within ``supportedYears``: four molad
        /// computations, where asking for the two new years apart takes six.
        init(year: Int) {
            precondition(supportedYears.contains(year), "year out of range")
            let before = elapsedDays(year - 1), current = elapsedDays(year)
            let next = elapsedDays(year + 1), afterNext = elapsedDays(year + 2)
            newYear = epoch + current + yearLengthCorrection(previous: before, current: current, next: next)
            let following = epoch + next + yearLengthCorrection(previous: current, current: next, next: afterNext)
            length = following - newYear
        }

        /// Whether the year has 13 months.
        var isLeap: Bool { length > 370 }

        /// The number of days of a month, or `nil` when the year has no such month.
        func length(ofMonth month: Int) -> Int? {
            switch month {
            case 1, 5, 8, 10, 12: 30                                   // Tishri, Shevat, Nisan, Sivan, Av
            case 4, 9, 11, 13: 29                                      // Tevet, Iyar, Tamuz, Elul
            case 2: length % 10 == 5 ? 30 : 29                         // Heshvan is long in full years (355, 385)
            case 3: length % 10 == 3 ? 29 : 30                         // Kislev is short in deficient years (353, 383)
            case 6: isLeap ? 30 : nil                                  // Adar I
            case 7: 29                                                 // Adar, or Adar II
            default: nil
            }
        }

        /// The day number of the first day of a month, or `nil` when the year has no such month.
        func firstDayNumber(ofMonth month: Int) -> Int? {
            guard length(ofMonth: month) != nil else { return nil }
            var dayNumber = newYear
            for earlier in 1..<month { dayNumber += length(ofMonth: earlier) ?? 0 }
            return dayNumber
        }
    }

    /// The number of days of a year: 353–355, or 383–385 in a leap year.
    ///
    /// - Parameter year: A year AM.
    /// - Returns: The length; `nil` for a year outside ``supportedYears``.
    public static func length(ofYear year: Int) -> Int? {
        supportedYears.contains(year) ? YearShape(year: year).length : nil
    }

    /// The months of a year, in Foundation's numbering: 1–13 without 6 in a common year.
    ///
    /// - Parameter year: A year AM.
    public static func months(ofYear year: Int) -> [Int] {
        isLeapYear(year) ? Array(1...13) : [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]
    }

    /// The number of days of a month, or `nil` when the year has no such
    /// month or lies outside ``supportedYears``.
    ///
    /// - Parameters:
    ///   - month: A month in Foundation's numbering, 1–13.
    ///   - year: A year AM.
    public static func length(ofMonth month: Int, year: Int) -> Int? {
        supportedYears.contains(year) ? YearShape(year: year).length(ofMonth: month) : nil
    }

    /// The day number of the first day of a month, or `nil` when the year
    /// has no such month or lies outside ``supportedYears``.
    ///
    /// - Parameters:
    ///   - month: A month in Foundation's numbering, 1–13.
    ///   - year: A year AM.
    /// - Complexity: O(months).
    public static func firstDayNumber(ofMonth month: Int, year: Int) -> Int? {
        supportedYears.contains(year) ? YearShape(year: year).firstDayNumber(ofMonth: month) : nil
    }

    /// The Hebrew date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    /// - Returns: The year AM, the month in Foundation's numbering and the
    ///   day; `nil` before 1 Tishri AM 1 and after the last day of AM 1 000 000.
    /// - Complexity: O(months).
    public static func date(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int)? {
        guard dayNumber >= firstSupportedDayNumber && dayNumber < endOfSupportedDayNumbers else { return nil }
        let month = self.month(containingDayNumber: dayNumber)
        return (month.year, month.month, dayNumber - month.firstDayNumber + 1)
    }

    /// The month a day number lies in: its year, number, first day and
    /// length, from one year's shape.
    package static func month(containingDayNumber dayNumber: Int) -> (year: Int, month: Int, firstDayNumber: Int, length: Int) {
        precondition(dayNumber >= firstSupportedDayNumber && dayNumber < endOfSupportedDayNumbers, "dayNumber out of range")
        // The mean year is 35975351/98496 days: the estimate is at most one year late.
        let estimate = DayArithmetic.floorDivide64(Int64(dayNumber - epoch) &* 98_496, 35_975_351)   // 64 bits: see elapsedDays
        var year = min(supportedYears.upperBound, max(1, Int(estimate) + 1))
        var shape = YearShape(year: year)
        while year > 1 && shape.newYear > dayNumber { year -= 1; shape = YearShape(year: year) }
        while dayNumber >= shape.newYear + shape.length { year += 1; shape = YearShape(year: year) }
        var first = shape.newYear
        for month in 1...13 {
            guard let length = shape.length(ofMonth: month) else { continue }
            if dayNumber < first + length { return (year, month, first, length) }
            first += length
        }
        preconditionFailure("a day past the end of its year")
    }
}
