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
        guard dayNumber >= HebrewArithmetic.firstSupportedDayNumber,
              dayNumber < HebrewArithmetic.endOfSupportedDayNumbers else { return nil }
        let date = HebrewArithmetic.date(ofDayNumber: dayNumber)
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

    func hebrewMonths(of year: Year) -> [MonthKey]? {
        guard HebrewArithmetic.supportedYears.contains(year.year) else { return nil }
        guard year.era == 0 else { return [] }
        return HebrewArithmetic.months(ofYear: year.year).map { MonthKey(era: 0, year: year.year, month: $0) }
    }
}
