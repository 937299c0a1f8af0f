/// The Hebrew calendar from the package's own arithmetic (``HebrewArithmetic``),
/// for years AM 1 to 1 000 000 in era 0.
extension CalendarSystem {
    package func hebrewDay(atDayNumber dayNumber: Int) -> DayFields {
        guard let date = HebrewArithmetic.date(ofDayNumber: dayNumber) else {
            preconditionFailure("the Hebrew calendar names every supported day")
        }
        return DayFields(era: 0, year: date.year, month: date.month, day: date.day)
    }

    package func hebrewDays(of month: MonthKey) -> MonthDays? {
        guard month.era == 0, !month.isLeapMonth, HebrewArithmetic.supportedYears.contains(month.year) else { return nil }
        let shape = HebrewArithmetic.YearShape(year: month.year)
        guard let length = shape.length(ofMonth: month.month), let first = shape.firstDayNumber(ofMonth: month.month) else {
            return nil
        }
        return MonthDays(key: month, firstDayNumber: first, length: length)
    }

    /// The days of the month holding a day number, from one year's shape.
    package func hebrewMonthDays(containingDayNumber dayNumber: Int) -> MonthDays {
        let month = HebrewArithmetic.month(containingDayNumber: dayNumber)
        return MonthDays(key: MonthKey(era: 0, year: month.year, month: month.month), firstDayNumber: month.firstDayNumber,
                         length: month.length)
    }

    /// The days of every month of a year, from one year's shape.
    package func hebrewMonthDays(of year: Year) -> [MonthDays] {
        guard year.era == 0, HebrewArithmetic.supportedYears.contains(year.year) else { return [] }
        let shape = HebrewArithmetic.YearShape(year: year.year)
        var first = shape.newYear
        var months: [MonthDays] = []
        months.reserveCapacity(13)
        for number in 1...13 {
            guard let length = shape.length(ofMonth: number) else { continue }
            months.append(MonthDays(key: MonthKey(era: 0, year: year.year, month: number), firstDayNumber: first, length: length))
            first += length
        }
        return months
    }
}
