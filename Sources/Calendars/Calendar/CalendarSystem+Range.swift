#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The days a calendar system answers for: the package's convention for days
// outside them is `nil`, never a made-up answer.
extension CalendarSystem {
    /// The days this calendar names:
    ///
    /// - from the first day of 4000 BC (the proleptic Gregorian year −3999)
    ///   to the last of AD 1 000 000 in the calendars of arithmetic (the
    ///   Gregorian, ISO 8601, Buddhist, Minguo, Japanese, Coptic, Ethiopic,
    ///   Islamic, Umm al-Qura, Persian and Indian national calendars);
    /// - AM 1 (from 7 October 3761 BC, Julian) to AM 1 000 000 in the Hebrew calendar;
    /// - the years of their tables in the Chinese and Korean calendars.
    ///
    /// Every question about a day outside them has the answer `nil`:
    /// ``components(of:)``, ``month(containing:)``, ``year(containing:)``,
    /// ``day(from:)``, and a month or year whose days leave them. A day
    /// picker keeps its days within them.
    public var supportedDays: ClosedRange<Day> {
        let numbers = supportedDayNumbers
        return Day(uncheckedDayNumber: numbers.lowerBound)...Day(uncheckedDayNumber: numbers.upperBound)
    }

    /// The day numbers of ``supportedDays``.
    package var supportedDayNumbers: ClosedRange<Int> {
        switch arithmetic {
        case .hybridGregorian, .coptic, .solar, .ummAlQura: Self.firstSupportedDayNumber...Self.endOfArithmeticDayNumbers
        case .hebrew: HebrewArithmetic.firstSupportedDayNumber...min(HebrewArithmetic.endOfSupportedDayNumbers - 1, Self.endOfArithmeticDayNumbers)
        case .lunisolar(let identifier): LunisolarTable.supportedDayNumbers(of: identifier)
        }
    }

    /// The days a picker or a month grid may show: ``supportedDays`` without
    /// their first and last 62 days, so that the weeks around any month of
    /// them stay within the supported days.
    package var pickableDayNumbers: ClosedRange<Int> {
        let supported = supportedDayNumbers
        return (supported.lowerBound + 62)...(supported.upperBound - 62)
    }

    /// Whether a day lies in ``supportedDays``.
    package func supports(_ day: Day) -> Bool {
        supportedDayNumbers.contains(day.dayNumber)
    }

    /// The first day of 4000 BC, proleptic Gregorian: the first supported day of the calendars of arithmetic.
    package static let firstSupportedDayNumber = DayArithmetic.dayNumber(gregorianYear: -3999, month: 1, day: 1)
    /// The last day of AD 1 000 000: the end of the package's arithmetic; where
    /// `Int` has 32 bits, the last day a `Day` holds (in AD 275 759).
    package static let endOfArithmeticDayNumbers = DayArithmetic.yearLimit >= 1_000_000
        ? DayArithmetic.dayNumber(gregorianYear: 1_000_000, month: 12, day: 31) : Day.supportedDayNumbers.upperBound

    /// The era numbers of ``supportedDays``: 0…1 in the Gregorian calendar
    /// (BC and AD), 0…236 in the Japanese (Taika to Reiwa), the 60-year
    /// cycles of its table in the Chinese calendar, 0…0 where the calendar
    /// has one era.
    public var eras: ClosedRange<Int> {
        let days = supportedDayNumbers
        return fields(atDayNumber: days.lowerBound).era...fields(atDayNumber: days.upperBound).era
    }

    /// The era in use today, which components without an era mean: AD in the
    /// Gregorian calendar, Reiwa in the Japanese, the current 60-year cycle in
    /// the Chinese and Korean (from the system's clock; Embedded Swift, which
    /// has none, takes the era of 1 January 2026).
    public var currentEra: Int {
        let today = Self.today
        return supports(today) ? fields(atDayNumber: today.dayNumber).era : fields(atDayNumber: supportedDayNumbers.upperBound).era
    }

    /// Today in UTC, from the system's clock (1 January 2026 without one).
    package static var today: Day {
        #if hasFeature(Embedded) || !(canImport(Glibc) || canImport(Darwin))
        return Day(uncheckedDayNumber: 20_454)
        #else
        return Day(clampingDayNumber: DayArithmetic.floorDivide(Int(time(nil)), 86_400))
        #endif
    }
}

extension Int {
    /// The number clamped into a range.
    package func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
