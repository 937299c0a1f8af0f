import CalendarPicker

// Days and months named by their numbers in a calendar, for short tables.
// Tables name only days that exist: a name the calendar does not have stops
// the run with that name, rather than testing something else.

/// A day of the Gregorian calendar the package uses (Foundation's: Julian before 1582-10-15).
func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
    CalendarSystem(.gregorian).existingDay(year: year, month: month, day: day)
}

/// A month of the Gregorian calendar the package uses.
func month(_ year: Int, _ number: Int) -> Month {
    CalendarSystem(.gregorian).existingMonth(year: year, number: number)
}

extension CalendarSystem {
    /// The day with these components (`era` nil: the current era), which the calendar must have.
    func existingDay(era: Int? = nil, year: Int, month: Int, day: Int, isLeapMonth: Bool = false) -> Day {
        let components = DayComponents(era: era, year: year, month: month, day: day, isLeapMonth: isLeapMonth)
        guard let found = self.day(from: components) else { preconditionFailure("the \(name) calendar has no day \(components)") }
        return found
    }

    /// The month with these numbers (`era` nil: the current era), which the calendar must have.
    func existingMonth(era: Int? = nil, year: Int, number: Int, isLeapMonth: Bool = false) -> Month {
        guard let found = month(era: era, year: year, number: number, isLeapMonth: isLeapMonth) else {
            preconditionFailure("the \(name) calendar has no month \(era.map { "e\($0):" } ?? "")\(year)-\(number)")
        }
        return found
    }
}
