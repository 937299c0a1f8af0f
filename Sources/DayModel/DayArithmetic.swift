/// Pure day arithmetic: day numbers, weekdays, and the Gregorian and Julian
/// calendars.
///
/// A *day number* counts days from 1970-01-01 (day 0); it names the same day
/// in every calendar and time zone. Weekdays are numbered as Foundation does:
/// 1 = Sunday … 7 = Saturday.
///
/// Years must lie within ±``yearLimit`` and day numbers within
/// 2 × ``dayNumberLimit`` (twice the limit, so that a week or an ISO year
/// around a supported day can be worked out): far beyond any calendar, and
/// far from `Int` overflow (the limits are smaller where `Int` has 32 bits).
/// The functions are the package's own: `Day` is their public face, and
/// their preconditions guard the package's callers, never an app's values.
@usableFromInline
package enum DayArithmetic {
    #if _pointerBitWidth(_64)
    /// The largest year magnitude the functions accept: 3 × 10^9 where `Int`
    /// has 64 bits, 300 000 where it has 32 (Embedded targets such as armv7em
    /// and wasm32): beyond the years of the supported days, and small enough
    /// that no intermediate value overflows.
    package static let yearLimit = 3_000_000_000

    /// The largest day-number magnitude the functions accept: 10^12 where
    /// `Int` has 64 bits, 10^8 (about 270 000 years) where it has 32.
    @usableFromInline package static let dayNumberLimit = 1_000_000_000_000
    #else
    /// The largest year magnitude the functions accept: 3 × 10^9 where `Int`
    /// has 64 bits, 300 000 where it has 32 (Embedded targets such as armv7em
    /// and wasm32): beyond the years of the supported days, and small enough
    /// that no intermediate value overflows.
    package static let yearLimit = 300_000

    /// The largest day-number magnitude the functions accept: 10^12 where
    /// `Int` has 64 bits, 10^8 (about 270 000 years) where it has 32.
    @usableFromInline package static let dayNumberLimit = 100_000_000
    #endif

    /// The day number of a date in the proleptic Gregorian calendar.
    ///
    /// - Parameters:
    ///   - year: The astronomical year (0 = 1 BC).
    ///   - month: 1…12.
    ///   - day: 1…31.
    /// - Returns: Days since 1970-01-01.
    package static func dayNumber(gregorianYear year: Int, month: Int, day: Int) -> Int {
        precondition(abs(year) <= yearLimit && (1...12).contains(month) && abs(day) <= 1000, "date out of range")
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    /// - Returns: The astronomical year, month 1…12 and day 1…31.
    package static func gregorianDate(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        precondition(abs(dayNumber) <= 2 * dayNumberLimit, "dayNumber out of range")
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day number of a date in the Julian calendar.
    ///
    /// - Parameters:
    ///   - year: The astronomical year (0 = 1 BC).
    ///   - month: 1…12.
    ///   - day: 1…31.
    /// - Returns: Days since 1970-01-01 (Gregorian).
    package static func dayNumber(julianYear year: Int, month: Int, day: Int) -> Int {
        precondition(abs(year) <= yearLimit && (1...12).contains(month) && abs(day) <= 1000, "date out of range")
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let julianDay = day + (153 * m + 2) / 5 + 365 * y + floorDivide(y, 4) - 32_083
        return julianDay - 2_440_588
    }

    /// Whether a year of the Gregorian calendar is a leap year.
    ///
    /// - Parameter year: The astronomical year.
    package static func isGregorianLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The weekday of a day number: 1 = Sunday … 7 = Saturday.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01 (a Thursday).
    package static func weekday(ofDayNumber dayNumber: Int) -> Int {
        precondition(abs(dayNumber) <= 2 * dayNumberLimit, "dayNumber out of range")
        return floorModulo(dayNumber + 4, 7) + 1
    }

    /// The number of days of a month of the proleptic Gregorian calendar.
    ///
    /// - Parameters:
    ///   - year: The astronomical year.
    ///   - month: 1…12.
    /// - Returns: 28 to 31.
    package static func gregorianMonthLength(year: Int, month: Int) -> Int {
        precondition((1...12).contains(month), "month must be in 1...12")
        switch month {
        case 2: return isGregorianLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The Julian calendar date of a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    /// - Returns: The astronomical year (0 = 1 BC), month 1…12 and day 1…31.
    package static func julianDate(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        precondition(abs(dayNumber) <= 2 * dayNumberLimit, "dayNumber out of range")
        let c = dayNumber + 2_440_588 + 32_082
        let d = floorDivide(4 * c + 3, 1461)
        let e = c - floorDivide(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    /// `a / b` rounded towards negative infinity.
    package static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// `a / b` rounded towards negative infinity, in 64 bits whatever the width of `Int`.
    package static func floorDivide64(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// `a mod b` in `0..<b`.
    package static func floorModulo(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r < 0 ? r + b : r
    }
}
