/// The calendars on Foundation's Gregorian days: Julian until 4 October
/// 1582, Gregorian from 15 October 1582, with their years named by an era
/// scheme: AD and BC (Gregorian, ISO 8601), the Buddhist era, the Minguo
/// eras, and Japan's eras.
///
/// Years are astronomical underneath (0 is 1 BC); every function here works
/// for any day of the supported days.
package enum EraScheme: Hashable, Sendable {
    /// AD (era 1, years from 1) and BC (era 0, years counting back from 1).
    case christian
    /// The Buddhist era (0): the astronomical year + 543.
    case buddhist
    /// Minguo (era 1, from 1912) and before it (era 0, years counting back: 1911 is year 1).
    case minguo
    /// Japan's eras, by their start days (``JapaneseEras``).
    case japanese

    /// The largest year magnitude an era's year may have: far beyond the supported days, and from overflow.
    package static let yearLimit = 100_000_000

    /// The era and year of an astronomical year (for the Japanese eras, of the day too).
    package func eraYear(ofYear year: Int, dayNumber: Int) -> (era: Int, year: Int) {
        switch self {
        case .christian: return year >= 1 ? (1, year) : (0, 1 - year)
        case .buddhist: return (0, year + 543)
        case .minguo: return year >= 1912 ? (1, year - 1911) : (0, 1912 - year)
        case .japanese:
            let era = JapaneseEras.era(containingDayNumber: dayNumber)
            return (era, year - JapaneseEras.startYear(ofEra: era) + 1)
        }
    }

    /// The astronomical year of an era's year, or `nil` for an era the scheme does not have.
    package func year(era: Int, year: Int) -> Int? {
        guard year.magnitude <= UInt(Self.yearLimit) else { return nil }
        switch self {
        case .christian: return era == 1 && year >= 1 ? year : era == 0 && year >= 1 ? 1 - year : nil
        case .buddhist: return era == 0 ? year - 543 : nil
        case .minguo: return era == 1 && year >= 1 ? year + 1911 : era == 0 && year >= 1 ? 1912 - year : nil
        case .japanese:
            guard JapaneseEras.eras.contains(era) else { return nil }
            return JapaneseEras.startYear(ofEra: era) + year - 1
        }
    }
}

extension CalendarSystem {
    /// The first day of the Gregorian reform, 1582-10-15.
    package static let reformDayNumber = DayArithmetic.dayNumber(gregorianYear: 1582, month: 10, day: 15)

    /// The hybrid calendar's date of a day: Julian before the reform.
    package static func hybridDate(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        dayNumber >= reformDayNumber ? DayArithmetic.gregorianDate(ofDayNumber: dayNumber)
            : DayArithmetic.julianDate(ofDayNumber: dayNumber)
    }

    /// The days of a month of the hybrid calendar, by astronomical year: October 1582 is 1–4, 15–31.
    package static func hybridMonth(year: Int, month: Int) -> (first: Int, runs: [ClosedRange<Int>]?, length: Int) {
        if (year, month) == (1582, 10) {
            return (DayArithmetic.dayNumber(julianYear: 1582, month: 10, day: 1), [1...4, 15...31], 21)
        }
        if year < 1582 || (year, month) < (1582, 10) {
            let length = month == 2 ? (DayArithmetic.floorModulo(year, 4) == 0 ? 29 : 28)
                : month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31
            return (DayArithmetic.dayNumber(julianYear: year, month: month, day: 1), nil, length)
        }
        return (DayArithmetic.dayNumber(gregorianYear: year, month: month, day: 1), nil,
                DayArithmetic.gregorianMonthLength(year: year, month: month))
    }

    package func hybridDay(atDayNumber dayNumber: Int, eras: EraScheme) -> DayFields {
        let date = Self.hybridDate(ofDayNumber: dayNumber)
        let named = eras.eraYear(ofYear: date.year, dayNumber: dayNumber)
        return DayFields(era: named.era, year: named.year, month: date.month, day: date.day)
    }

    package func hybridDays(of month: MonthKey, eras: EraScheme) -> MonthDays? {
        guard !month.isLeapMonth, (1...12).contains(month.month),
              let year = eras.year(era: month.era, year: month.year) else { return nil }
        let whole = Self.hybridMonth(year: year, month: month.month)
        let days = whole.runs.map { MonthDays(key: month, firstDayNumber: whole.first, labelRuns: $0) }
            ?? MonthDays(key: month, firstDayNumber: whole.first, length: whole.length)
        guard eras == .japanese else { return days }
        // An era's part of the month: the days between its start and the next era's.
        let span = JapaneseEras.dayNumbers(ofEra: month.era)
        let first = max(days.firstDayNumber, span.lowerBound), last = min(days.lastDayNumber, span.upperBound)
        guard first <= last else { return nil }
        if first == days.firstDayNumber && last == days.lastDayNumber { return days }
        let firstLabel = days.label(atOffset: first - days.firstDayNumber)
        let lastLabel = days.label(atOffset: last - days.firstDayNumber)
        // A cut month of 1582 keeps its gap.
        let runs = days.labelRuns.compactMap { run -> ClosedRange<Int>? in
            let low = max(run.lowerBound, firstLabel), high = min(run.upperBound, lastLabel)
            return low <= high ? low...high : nil
        }
        return MonthDays(key: month, firstDayNumber: first, labelRuns: runs)
    }

    package func hybridMonthDays(containingDayNumber dayNumber: Int, eras: EraScheme) -> MonthDays {
        let date = Self.hybridDate(ofDayNumber: dayNumber)
        if eras != .japanese && (date.year, date.month) != (1582, 10) {
            // A whole month of one era: its first day and length follow from the date, with no second conversion.
            let named = eras.eraYear(ofYear: date.year, dayNumber: dayNumber)
            let length = dayNumber >= Self.reformDayNumber ? DayArithmetic.gregorianMonthLength(year: date.year, month: date.month)
                : date.month == 2 ? (DayArithmetic.floorModulo(date.year, 4) == 0 ? 29 : 28)
                : date.month == 4 || date.month == 6 || date.month == 9 || date.month == 11 ? 30 : 31
            return MonthDays(key: MonthKey(era: named.era, year: named.year, month: date.month),
                             firstDayNumber: dayNumber - date.day + 1, length: length)
        }
        let fields = hybridDay(atDayNumber: dayNumber, eras: eras)
        guard let days = hybridDays(of: fields.month, eras: eras) else {
            preconditionFailure("a hybrid calendar names every day with a month it has")
        }
        return days
    }

    package func hybridMonthDays(of year: Year, eras: EraScheme) -> [MonthDays] {
        (1...12).compactMap { hybridDays(of: MonthKey(era: year.era, year: year.year, month: $0), eras: eras) }
    }

    /// The month before or after a month of the hybrid calendar, from its
    /// number alone, for the Gregorian months after the reform outside the
    /// Japanese eras; `nil` where the date must be worked out (the caller
    /// then asks for the month of a day).
    ///
    /// - Parameters:
    ///   - days: A month's days.
    ///   - after: The month after it, else the month before.
    ///   - eras: The calendar's era scheme.
    package func hybridNeighbour(of days: MonthDays, after: Bool, eras: EraScheme) -> MonthDays? {
        guard eras != .japanese, days.isPlain, let year = eras.year(era: days.key.era, year: days.key.year),
              year > 1583, year < DayArithmetic.yearLimit else { return nil }
        let (neighbourYear, month) = after ? (days.key.month == 12 ? (year + 1, 1) : (year, days.key.month + 1))
            : (days.key.month == 1 ? (year - 1, 12) : (year, days.key.month - 1))
        let length = DayArithmetic.gregorianMonthLength(year: neighbourYear, month: month)
        let first = after ? days.firstDayNumber + days.count : days.firstDayNumber - length
        let named = eras.eraYear(ofYear: neighbourYear, dayNumber: first)
        return MonthDays(key: MonthKey(era: named.era, year: named.year, month: month), firstDayNumber: first, length: length)
    }
}
