// The Coptic and Ethiopic calendars through ``CopticArithmetic``.
extension CalendarSystem {
    package func copticDay(atDayNumber dayNumber: Int, in calendar: CopticArithmetic.Calendar) -> DayFields {
        let date = CopticArithmetic.date(ofDayNumber: dayNumber, epoch: calendar.epoch)
        let named = CopticArithmetic.eraYear(ofExtendedYear: date.year, in: calendar)
        return DayFields(era: named.era, year: named.year, month: date.month, day: date.day)
    }

    package func copticDays(of month: MonthKey, in calendar: CopticArithmetic.Calendar) -> MonthDays? {
        guard !month.isLeapMonth, (1...13).contains(month.month),
              let year = CopticArithmetic.extendedYear(era: month.era, year: month.year, in: calendar),
              CopticArithmetic.supportedYears.contains(year) else { return nil }
        return MonthDays(key: month,
                         firstDayNumber: CopticArithmetic.firstDayNumber(ofMonth: month.month, year: year, epoch: calendar.epoch),
                         length: CopticArithmetic.length(ofMonth: month.month, year: year))
    }

    /// The days of the month holding a day number, from one computation.
    package func copticMonthDays(containingDayNumber dayNumber: Int, in calendar: CopticArithmetic.Calendar) -> MonthDays {
        let date = CopticArithmetic.date(ofDayNumber: dayNumber, epoch: calendar.epoch)
        let named = CopticArithmetic.eraYear(ofExtendedYear: date.year, in: calendar)
        return MonthDays(key: MonthKey(era: named.era, year: named.year, month: date.month),
                         firstDayNumber: dayNumber - date.day + 1,
                         length: CopticArithmetic.length(ofMonth: date.month, year: date.year))
    }

    package func copticMonthDays(of year: Year, in calendar: CopticArithmetic.Calendar) -> [MonthDays] {
        (1...13).compactMap { copticDays(of: MonthKey(era: year.era, year: year.year, month: $0), in: calendar) }
    }
}
