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
        guard let years = LunisolarTable.packedYears(of: identifier), let entry = LunisolarTable.entry(of: month.yearValue, in: years)
        else { return nil }
        // The month's place and first day from the packed lengths, with no layout of the whole year.
        var first = entry.firstDayNumber
        for index in 0..<entry.monthCount {
            let length = entry.length(at: index)
            if entry.month(at: index) == month { return MonthDays(key: month, firstDayNumber: first, length: length) }
            first += length
        }
        return nil
    }

    package func lunisolarMonthDays(of year: Year, in identifier: CalendarIdentifier) -> [MonthDays] {
        guard let years = LunisolarTable.packedYears(of: identifier), let entry = LunisolarTable.entry(of: year, in: years)
        else { return [] }
        return entry.layout.months
    }
}

extension CalendarSystem {
    /// The year of a lunisolar calendar (``CalendarIdentifier/isLunisolar``)
    /// that starts in a Gregorian year: the number people write for it, as
    /// the year of the Horse 丙午 that starts on 17 February 2026 is "2026".
    ///
    /// - Parameter gregorianYear: A Gregorian year.
    /// - Returns: The year (its 60-year cycle as the era, its place in the
    ///   cycle as the year), or `nil` for a calendar that is not lunisolar or
    ///   a year outside the calendar's table (1500–2499).
    public func lunisolarYear(startingIn gregorianYear: Int) -> Year? {
        guard identifier.isLunisolar, let years = LunisolarTable.packedYears(of: identifier),
              let entry = LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: years) else { return nil }
        return entry.year
    }

    /// The Gregorian year a year of a lunisolar calendar starts in, the number people write for it.
    ///
    /// - Parameter year: A year of this calendar.
    /// - Returns: The Gregorian year, or `nil` for a calendar that is not
    ///   lunisolar or a year outside the calendar's table.
    public func gregorianYear(startingLunisolarYear year: Year) -> Int? {
        guard identifier.isLunisolar, let years = LunisolarTable.packedYears(of: identifier),
              LunisolarTable.entry(of: year, in: years) != nil else { return nil }
        return LunisolarTable.gregorianYear(of: year)
    }
}
