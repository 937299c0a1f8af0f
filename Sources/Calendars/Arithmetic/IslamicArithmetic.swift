/// The arithmetic of the tabular Islamic calendars: years of twelve months
/// of 30 and 29 days in turn, the twelfth given a thirtieth day in 11 years
/// of every 30 (years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 of the
/// cycle). Dershowitz and Reingold, *Calendrical Calculations*, ch. 7.
///
/// The two tabular calendars differ in their epoch only: the civil
/// calendar (`islamic-civil`) counts from Friday 16 July 622 (Julian), the
/// day after the Hijra, and the astronomical one (`islamic-tbla`) from
/// Thursday 15 July 622, a day earlier. Years are counted as ICU counts
/// them, in one era: AH 1 and on, and 0, −1, … before it.
package enum IslamicArithmetic {
    /// One of the two tabular calendars.
    package enum Epoch: Hashable, Sendable {
        /// Friday 16 July 622, Julian: `islamic-civil`.
        case civil
        /// Thursday 15 July 622, Julian: `islamic-tbla`.
        case astronomical

        /// The day number of 1 Muharram AH 1.
        var dayNumber: Int {
            switch self {
            case .civil: IslamicArithmetic.civilEpoch
            case .astronomical: IslamicArithmetic.civilEpoch - 1
            }
        }
    }

    /// The day number of 1 Muharram AH 1 in the civil calendar: 16 July 622, Julian.
    package static let civilEpoch = DayArithmetic.dayNumber(julianYear: 622, month: 7, day: 16)

    /// Whether a year has 355 days (its twelfth month 30).
    ///
    /// - Parameter year: A year AH, any number.
    package static func isLeapYear(_ year: Int) -> Bool {
        DayArithmetic.floorModulo(14 + 11 * DayArithmetic.floorModulo(year, 30), 30) < 11
    }

    /// The number of days of a month: 30 in odd months, 29 in even ones, 30 for the twelfth of a leap year.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: A year AH.
    package static func length(ofMonth month: Int, year: Int) -> Int {
        month % 2 == 1 || (month == 12 && isLeapYear(year)) ? 30 : 29
    }

    /// The day number of a date.
    ///
    /// - Parameters:
    ///   - year: A year AH, within ±2 000 000.
    ///   - month: 1…12.
    ///   - day: 1…30.
    ///   - epoch: Which calendar.
    package static func dayNumber(year: Int, month: Int, day: Int, epoch: Epoch) -> Int {
        day + 29 * (month - 1) + (6 * month - 1) / 11 + (year - 1) * 354
            + DayArithmetic.floorDivide(3 + 11 * year, 30) + epoch.dayNumber - 1
    }

    /// The date of a day number.
    ///
    /// - Parameters:
    ///   - dayNumber: Days since 1970-01-01, within the supported days.
    ///   - epoch: Which calendar.
    /// - Returns: The year AH, the month 1…12 and the day 1…30.
    package static func date(ofDayNumber dayNumber: Int, epoch: Epoch) -> (year: Int, month: Int, day: Int) {
        // In 64 bits: 30 times the days overflows a 32-bit Int (Embedded targets).
        let year = Int(DayArithmetic.floorDivide64(30 &* Int64(dayNumber - epoch.dayNumber) &+ 10_646, 10_631))
        let prior = dayNumber - Self.dayNumber(year: year, month: 1, day: 1, epoch: epoch)
        let month = min((11 * prior + 330) / 325, 12)
        return (year, month, dayNumber - Self.dayNumber(year: year, month: month, day: 1, epoch: epoch) + 1)
    }
}
