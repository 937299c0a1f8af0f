import Foundation

// The days a calendar system answers for: the package's convention for days
// outside them is `nil`, never a made-up answer.
extension CalendarSystem {
    /// The days this calendar names, from the first day of 4000 BC (the
    /// proleptic Gregorian year −3999) on, to the end of:
    ///
    /// - AD 1 000 000 in the Gregorian, ISO 8601, Coptic and Ethiopic
    ///   calendars, whose arithmetic is the package's own;
    /// - AM 1 000 000 in the Hebrew calendar, which starts with AM 1 (7 October 3761 BC, Julian);
    /// - AD 19 999 in the calendars Foundation answers.
    ///
    /// Past those days Foundation's answers are made up (its dates stop
    /// before 4713 BC and after AD 506 713, and its Chinese calendar no
    /// longer names a day the same way twice after AD 67 680), so every question about a day
    /// outside them has the answer `nil`: ``components(of:)``,
    /// ``month(containing:)``, ``year(containing:)``, ``day(from:)``, and a
    /// month or year whose days leave them. A day picker keeps its days within them.
    public var supportedDays: ClosedRange<Day> {
        let numbers = supportedDayNumbers
        return Day(uncheckedDayNumber: numbers.lowerBound)...Day(uncheckedDayNumber: numbers.upperBound)
    }

    /// The day numbers of ``supportedDays``.
    var supportedDayNumbers: ClosedRange<Int> {
        switch arithmetic {
        case .hybridGregorian, .coptic, .solar: Self.firstSupportedDayNumber...Self.endOfArithmeticDayNumbers
        case .hebrew: HebrewArithmetic.firstSupportedDayNumber...(HebrewArithmetic.endOfSupportedDayNumbers - 1)
        case .lunisolarTable, .foundation: Self.firstSupportedDayNumber...Self.endOfFoundationDayNumbers
        }
    }

    /// The days a picker or a month grid may show: ``supportedDays`` without
    /// their first and last 62 days, so that the weeks around any month of
    /// them stay within the supported days.
    var pickableDayNumbers: ClosedRange<Int> {
        let supported = supportedDayNumbers
        return (supported.lowerBound + 62)...(supported.upperBound - 62)
    }

    /// Whether a day lies in ``supportedDays``.
    func supports(_ day: Day) -> Bool {
        supportedDayNumbers.contains(day.dayNumber)
    }

    /// The first day of 4000 BC, proleptic Gregorian: the first supported day of every calendar but the Hebrew.
    static let firstSupportedDayNumber = DayArithmetic.dayNumber(gregorianYear: -3999, month: 1, day: 1)
    /// The last day of AD 1 000 000: the end of the package's own arithmetic.
    static let endOfArithmeticDayNumbers = DayArithmetic.dayNumber(gregorianYear: 1_000_000, month: 12, day: 31)
    /// The last day of AD 19 999: the end of what Foundation is asked.
    static let endOfFoundationDayNumbers = DayArithmetic.dayNumber(gregorianYear: 19_999, month: 12, day: 31)

    /// Whether Foundation may be asked to lay out a year: it starts no more
    /// than 800 days before ``supportedDays`` and not after them, so that
    /// walking its days stays far from the ends of Foundation's dates (4713 BC
    /// and AD 506 713), where its answers repeat and a walk would not end.
    func foundationMayLayOut(_ year: Year) -> Bool {
        guard let first = foundationResolvedDayNumber(of: DayFields(era: year.era, year: year.year, month: 1, day: 1))
        else { return false }
        return first >= Self.firstSupportedDayNumber - 800 && first <= Self.endOfFoundationDayNumbers
    }

    /// Today in UTC, for the era in use today and the default year of a picker.
    static var today: Day {
        Day(clampingDayNumber: dayNumber(of: Date()))
    }
}

extension Int {
    /// The number clamped into a range.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
