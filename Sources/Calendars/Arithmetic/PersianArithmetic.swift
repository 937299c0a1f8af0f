/// The arithmetic of the Persian (Solar Hijri) calendar, as Iran publishes
/// it: a year starts on the day of the March equinox when the equinox comes
/// before noon in Tehran's time (the meridian 52.5° E), else on the next
/// day; its first six months have 31 days, the next five 30, and Esfand 29,
/// or 30 in a leap year.
///
/// The years AP 1178–3000 (1799–2621) follow that astronomical rule: the
/// 33-year cycle (a year is leap when `(25·y + 11) mod 33 < 8`, the rule of
/// Birashk's successors and of most libraries) gives the same days except
/// in the years of ``correctedYears``, where the equinox falls on the other
/// side of noon: there the year is common and the next one leap. Outside
/// those years the 33-year cycle answers alone. The corrections are worked
/// out by the package's astronomy (`swift run generate-calendar-tables`);
/// ICU 78 and ICU4X use the same list.
package enum PersianArithmetic {
    /// The day number of 1 Farvardin AP 1: 21 March 622 (proleptic Gregorian).
    package static let epoch = DayArithmetic.dayNumber(gregorianYear: 622, month: 3, day: 21)

    /// The years the astronomical rule was worked out for; outside them the 33-year cycle answers.
    package static let astronomicalYears = 1178...3000

    /// Whether a year has 366 days by the 33-year cycle.
    package static func isCycleLeapYear(_ year: Int) -> Bool {
        DayArithmetic.floorModulo(25 * DayArithmetic.floorModulo(year, 33) + 11, 33) < 8
    }

    /// Whether a year has 366 days (Esfand 30).
    ///
    /// - Parameter year: A year AP, any number.
    package static func isLeapYear(_ year: Int) -> Bool {
        if isCorrected(year) { return false }
        if isCorrected(year - 1) { return true }
        return isCycleLeapYear(year)
    }

    /// Whether the astronomical rule makes a cycle's leap year common (and the next one leap).
    package static func isCorrected(_ year: Int) -> Bool {
        guard astronomicalYears.contains(year) else { return false }
        var low = 0, high = correctedYears.count
        while low < high {
            let middle = (low + high) / 2
            if correctedYears[middle] < year { low = middle + 1 } else { high = middle }
        }
        return low < correctedYears.count && correctedYears[low] == year
    }

    /// The day number of 1 Farvardin of a year.
    ///
    /// - Parameter year: A year AP, within ±3 000 000.
    package static func newYearDayNumber(_ year: Int) -> Int {
        let cycle = cycleNewYearDayNumber(year)
        return isCorrected(year - 1) ? cycle - 1 : cycle
    }

    /// The day number of 1 Farvardin of a year by the 33-year cycle alone:
    /// 365 days a year, and a leap day for each cycle leap year before.
    ///
    /// - Parameter year: A year AP, within ±3 000 000.
    package static func cycleNewYearDayNumber(_ year: Int) -> Int {
        epoch + 365 * (year - 1) + DayArithmetic.floorDivide(8 * year + 21, 33)
    }

    /// The number of days of a month.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: A year AP.
    package static func length(ofMonth month: Int, year: Int) -> Int {
        month <= 6 ? 31 : month <= 11 ? 30 : isLeapYear(year) ? 30 : 29
    }

    /// The day number of the first day of a month.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: A year AP.
    package static func firstDayNumber(ofMonth month: Int, year: Int) -> Int {
        newYearDayNumber(year) + (month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6)
    }

    /// The date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01, within the supported days.
    /// - Returns: The year AP, the month 1…12 and the day 1…31.
    package static func date(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        // The mean year is 12053/33 days: the estimate is at most a year off.
        // In 64 bits: 33 times the days overflows a 32-bit Int (Embedded targets).
        var year = Int(DayArithmetic.floorDivide64(33 &* Int64(dayNumber - epoch) &+ 3, 12_053)) + 1
        while newYearDayNumber(year) > dayNumber { year -= 1 }
        while newYearDayNumber(year + 1) <= dayNumber { year += 1 }
        let dayOfYear = dayNumber - newYearDayNumber(year)
        let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : (dayOfYear - 6) / 30 + 1
        return (year, month, dayNumber - firstDayNumber(ofMonth: month, year: year) + 1)
    }
}
