/// The Hebrew calendar from the package's own arithmetic (``HebrewArithmetic``),
/// for years AM 1 to 1 000 000 in era 0, Foundation's only Hebrew era.
///
/// Like the Gregorian arithmetic, each function returns `nil` ("ask
/// Foundation") outside that span and a boxed answer inside it, so that
/// "this day does not exist" is an answer too.
extension CalendarSystem {
    func hebrewDayNumber(of day: Day) -> Answer<Int?>? {
        guard let days = hebrewDays(of: day.month) else { return nil }
        return Answer(value: days.value?.dayNumber(ofLabel: day.day))
    }

    func hebrewDay(atDayNumber dayNumber: Int) -> Day? {
        guard dayNumber >= HebrewArithmetic.newYearDayNumber(1),
              dayNumber < HebrewArithmetic.newYearDayNumber(HebrewArithmetic.supportedYears.upperBound + 1) else { return nil }
        let date = HebrewArithmetic.date(ofDayNumber: dayNumber)
        return Day(era: 0, year: date.year, month: date.month, day: date.day)
    }

    func hebrewDays(of month: Month) -> Answer<MonthDays?>? {
        guard HebrewArithmetic.supportedYears.contains(month.year) else { return nil }
        guard month.era == 0, !month.isLeapMonth,
              let length = HebrewArithmetic.length(ofMonth: month.month, year: month.year),
              let first = HebrewArithmetic.firstDayNumber(ofMonth: month.month, year: month.year) else {
            return Answer(value: nil)
        }
        return Answer(value: MonthDays(month: month, firstDayNumber: first, labelRuns: [1...length]))
    }

    func hebrewMonths(of year: Year) -> [Month]? {
        guard HebrewArithmetic.supportedYears.contains(year.year) else { return nil }
        guard year.era == 0 else { return [] }
        return HebrewArithmetic.months(ofYear: year.year).map { Month(era: 0, year: year.year, month: $0) }
    }
}
