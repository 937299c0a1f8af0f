/// The lunisolar calendars through their packed years (``LunisolarTable``).
extension CalendarSystem {
    package func lunisolarDay(atDayNumber dayNumber: Int, in identifier: CalendarIdentifier) -> DayFields {
        let days = lunisolarMonthDays(containingDayNumber: dayNumber, in: identifier)
        return DayFields(month: days.key, day: dayNumber - days.firstDayNumber + 1)
    }

    package func lunisolarMonthDays(containingDayNumber dayNumber: Int, in identifier: CalendarIdentifier) -> MonthDays {
        guard let years = LunisolarTable.packedYears(of: identifier),
              let days = LunisolarTable.entry(containingDayNumber: dayNumber, in: years)?.monthDays(containingDayNumber: dayNumber)
        else { preconditionFailure("the table of a lunisolar calendar names every supported day") }
        return days
    }

    package func lunisolarDays(of month: MonthKey, in identifier: CalendarIdentifier) -> MonthDays? {
        lunisolarMonthDays(of: month.yearValue, in: identifier).first { $0.key == month }
    }

    package func lunisolarMonthDays(of year: Year, in identifier: CalendarIdentifier) -> [MonthDays] {
        guard let years = LunisolarTable.packedYears(of: identifier), let entry = LunisolarTable.entry(of: year, in: years)
        else { return [] }
        return entry.layout.months
    }
}
