/// The arithmetic of the Coptic calendar and of the Ethiopic calendar, which
/// has the same months and days: twelve months of 30 days, then a
/// thirteenth of 5 days, or 6 in a year before one divisible by 4 (the
/// year's number leaves 3 when divided by 4). Dershowitz and Reingold,
/// *Calendrical Calculations*, ch. 4.
///
/// The Coptic year 1 (Anno Martyrum) began on 29 August 284 (Julian), the
/// Ethiopic year 1 (Amete Mihret) on 29 August 8 (Julian): an Ethiopic year
/// is the Coptic year of the same days plus 276. The Ethiopic calendar's
/// Amete Alem era counts 5500 years more: 2026-11-24 is Hedar 15, 2019
/// Amete Mihret, which is 7519 Amete Alem.
///
/// The package computes these calendars itself because Foundation's
/// Ethiopic Amete Alem calendar, on Linux, gives Gregorian eras, years,
/// months and days (2026-11-24 came out as era 1, 2026-11-24); its Coptic and
/// Ethiopic Amete Mihret calendars are right, and a test checks the arithmetic against them.
package enum CopticArithmetic {
    /// One of the calendars of these months.
    package enum Calendar: Hashable, Sendable {
        /// The Coptic calendar: era 1 (AM) from year 1, era 0 (before the
        /// martyrs) counting back from its year 1 before that, as Foundation numbers them.
        case coptic
        /// The Ethiopic calendar, Amete Mihret: era 1 from year 1, and before
        /// it era 0, Amete Alem, with 5500 years more, as Foundation numbers them.
        case ethiopic
        /// The Ethiopic calendar counted in Amete Alem throughout: era 0, the
        /// Amete Mihret year plus 5500.
        case ameteAlem

        /// The day number of 1 Thout (1 Meskerem) of the calendar's year 1.
        var epoch: Int {
            switch self {
            case .coptic: CopticArithmetic.copticEpoch
            case .ethiopic, .ameteAlem: CopticArithmetic.ethiopicEpoch
            }
        }
    }

    /// The day number of 1 Thout AM 1: 29 August 284, Julian.
    package static let copticEpoch = DayArithmetic.dayNumber(julianYear: 284, month: 8, day: 29)
    /// The day number of 1 Meskerem 1 Amete Mihret: 29 August 8, Julian.
    package static let ethiopicEpoch = DayArithmetic.dayNumber(julianYear: 8, month: 8, day: 29)
    /// The years between the Amete Alem and Amete Mihret eras.
    package static let ameteAlemOffset = 5500

    /// The years the arithmetic supports, counted from the epoch (0 and
    /// below before it): far beyond any range a picker offers.
    package static let supportedYears = -1_000_000...1_000_000

    /// The number of days of a month of a year counted from the epoch.
    ///
    /// - Parameters:
    ///   - month: 1…13.
    ///   - year: A year counted from the epoch (`extendedYear`).
    package static func length(ofMonth month: Int, year: Int) -> Int {
        month < 13 ? 30 : DayArithmetic.floorModulo(year, 4) == 3 ? 6 : 5
    }

    /// The day number of the first day of a month.
    ///
    /// - Parameters:
    ///   - month: 1…13.
    ///   - year: A year counted from the epoch.
    ///   - epoch: The calendar's epoch.
    package static func firstDayNumber(ofMonth month: Int, year: Int, epoch: Int) -> Int {
        epoch + 365 * (year - 1) + DayArithmetic.floorDivide(year, 4) + 30 * (month - 1)
    }

    /// The year counted from the epoch, the month and the day of a day number.
    ///
    /// - Parameters:
    ///   - dayNumber: Days since 1970-01-01.
    ///   - epoch: The calendar's epoch.
    package static func date(ofDayNumber dayNumber: Int, epoch: Int) -> (year: Int, month: Int, day: Int) {
        let year = DayArithmetic.floorDivide(4 * (dayNumber - epoch) + 1463, 1461)
        let first = firstDayNumber(ofMonth: 1, year: year, epoch: epoch)
        let month = (dayNumber - first) / 30 + 1
        return (year, month, dayNumber - firstDayNumber(ofMonth: month, year: year, epoch: epoch) + 1)
    }

    /// The era and the year within it, as Foundation numbers them, of a year counted from the epoch.
    package static func eraYear(ofExtendedYear year: Int, in calendar: Calendar) -> (era: Int, year: Int) {
        switch calendar {
        case .coptic: year >= 1 ? (1, year) : (0, 1 - year)
        case .ethiopic: year >= 1 ? (1, year) : (0, year + ameteAlemOffset)
        case .ameteAlem: (0, year + ameteAlemOffset)
        }
    }

    /// The year counted from the epoch of an era and a year, or `nil` for an era the calendar does not have.
    package static func extendedYear(era: Int, year: Int, in calendar: Calendar) -> Int? {
        // Far beyond the supported years, and far from overflow.
        guard year.magnitude <= 2 * UInt(supportedYears.upperBound) else { return nil }
        return switch (calendar, era) {
        case (.coptic, 1), (.ethiopic, 1): year >= 1 ? year : nil
        case (.coptic, 0): year >= 1 ? 1 - year : nil
        case (.ethiopic, 0): year <= ameteAlemOffset ? year - ameteAlemOffset : nil
        case (.ameteAlem, 0): year - ameteAlemOffset
        default: nil
        }
    }
}

