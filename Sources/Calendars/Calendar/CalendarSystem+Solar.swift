/// The calendars of twelve numbered months in one era (0), each month
/// labelled `1...length`, from the package's arithmetic: the tabular Islamic
/// calendars (`IslamicArithmetic`), the Persian (`PersianArithmetic`) and
/// the Indian national (`IndianArithmetic`).
package enum SolarCalendar: Hashable, Sendable {
    /// The civil or the astronomical-epoch tabular Islamic calendar.
    case islamic(IslamicArithmetic.Epoch)
    /// The Persian calendar.
    case persian
    /// The Indian national calendar.
    case indian

    /// The years whose days the arithmetic answers, far beyond the supported days and from overflow.
    package static let years = -2_000_000...2_000_000

    /// The year, month and day of a day number within the supported days.
    package func date(ofDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        switch self {
        case .islamic(let epoch): IslamicArithmetic.date(ofDayNumber: dayNumber, epoch: epoch)
        case .persian: PersianArithmetic.date(ofDayNumber: dayNumber)
        case .indian: IndianArithmetic.date(ofDayNumber: dayNumber)
        }
    }

    /// The day number of a month's first day.
    package func firstDayNumber(ofMonth month: Int, year: Int) -> Int {
        switch self {
        case .islamic(let epoch): IslamicArithmetic.dayNumber(year: year, month: month, day: 1, epoch: epoch)
        case .persian: PersianArithmetic.firstDayNumber(ofMonth: month, year: year)
        case .indian: IndianArithmetic.firstDayNumber(ofMonth: month, year: year)
        }
    }

    /// The number of days of a month.
    package func length(ofMonth month: Int, year: Int) -> Int {
        switch self {
        case .islamic: IslamicArithmetic.length(ofMonth: month, year: year)
        case .persian: PersianArithmetic.length(ofMonth: month, year: year)
        case .indian: IndianArithmetic.length(ofMonth: month, year: year)
        }
    }
}

extension CalendarSystem {
    package func solarDay(atDayNumber dayNumber: Int, in calendar: SolarCalendar) -> DayFields {
        let date = calendar.date(ofDayNumber: dayNumber)
        return DayFields(era: 0, year: date.year, month: date.month, day: date.day)
    }

    package func solarDays(of month: MonthKey, in calendar: SolarCalendar) -> MonthDays? {
        guard month.era == 0, !month.isLeapMonth, (1...12).contains(month.month), SolarCalendar.years.contains(month.year)
        else { return nil }
        return MonthDays(key: month, firstDayNumber: calendar.firstDayNumber(ofMonth: month.month, year: month.year),
                         length: calendar.length(ofMonth: month.month, year: month.year))
    }

    package func solarMonthDays(containingDayNumber dayNumber: Int, in calendar: SolarCalendar) -> MonthDays {
        let date = calendar.date(ofDayNumber: dayNumber)
        return MonthDays(key: MonthKey(era: 0, year: date.year, month: date.month), firstDayNumber: dayNumber - date.day + 1,
                         length: calendar.length(ofMonth: date.month, year: date.year))
    }

    package func solarMonthDays(of year: Year, in calendar: SolarCalendar) -> [MonthDays] {
        guard year.era == 0 else { return [] }
        return (1...12).compactMap { solarDays(of: MonthKey(era: year.era, year: year.year, month: $0), in: calendar) }
    }
}
