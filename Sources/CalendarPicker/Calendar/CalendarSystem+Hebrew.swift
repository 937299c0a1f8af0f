/// The Hebrew calendar from the package's own arithmetic (``HebrewArithmetic``),
/// for years AM 1 to 1 000 000 in era 0, Foundation's only Hebrew era.
///
/// Like the Gregorian arithmetic, each function returns `nil` ("ask
/// Foundation") outside that span and a boxed answer inside it, so that
/// "this day does not exist" is an answer too.
extension CalendarSystem {
    func hebrewDayNumber(of day: DayFields) -> Answer<Int?>? {
        guard let days = hebrewDays(of: day.month) else { return nil }
        return Answer(value: days.value?.dayNumber(ofLabel: day.day))
    }

    func hebrewDay(atDayNumber dayNumber: Int) -> DayFields? {
        guard let date = HebrewArithmetic.date(ofDayNumber: dayNumber) else { return nil }
        return DayFields(era: 0, year: date.year, month: date.month, day: date.day)
    }

    func hebrewDays(of month: MonthKey) -> Answer<MonthDays?>? {
        guard HebrewArithmetic.supportedYears.contains(month.year) else { return nil }
        let shape = HebrewArithmetic.YearShape(year: month.year)
        guard month.era == 0, !month.isLeapMonth,
              let length = shape.length(ofMonth: month.month),
              let first = shape.firstDayNumber(ofMonth: month.month) else {
            return Answer(value: nil)
        }
        return Answer(value: MonthDays(key: month, firstDayNumber: first, length: length))
    }

    /// The days of the month holding a day number, from one year's shape; `nil` outside the arithmetic's years.
    func hebrewMonthDays(containingDayNumber dayNumber: Int) -> MonthDays? {
        guard dayNumber >= HebrewArithmetic.firstSupportedDayNumber,
              dayNumber < HebrewArithmetic.endOfSupportedDayNumbers else { return nil }
        let month = HebrewArithmetic.month(containingDayNumber: dayNumber)
        return MonthDays(key: MonthKey(era: 0, year: month.year, month: month.month), firstDayNumber: month.firstDayNumber,
                         length: month.length)
    }

    /// The days of every month of a year, from one year's shape; `nil` outside the arithmetic's years.
    func hebrewMonthDays(of year: Year) -> [MonthDays]? {
        guard HebrewArithmetic.supportedYears.contains(year.year) else { return nil }
        guard year.era == 0 else { return [] }
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

    func hebrewMonths(of year: Year) -> [MonthKey]? {
        guard HebrewArithmetic.supportedYears.contains(year.year) else { return nil }
        guard year.era == 0 else { return [] }
        return HebrewArithmetic.months(ofYear: year.year).map { MonthKey(era: 0, year: year.year, month: $0) }
    }
}
