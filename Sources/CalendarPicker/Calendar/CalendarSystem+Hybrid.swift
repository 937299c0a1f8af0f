/// Integer arithmetic for Foundation's Gregorian calendar: Julian until
/// 1582-10-04, Gregorian from 1582-10-15, years AD 1 to 1 000 000.
///
/// Each function returns `nil` (meaning "ask Foundation") outside that
/// span, and a boxed answer inside it, so that "this day does not exist" is
/// an answer too.
extension CalendarSystem {
    struct Answer<Value> {
        var value: Value
    }

    static let supportedYears = 1...1_000_000

    func hybridDayNumber(of day: DayFields) -> Answer<Int?>? {
        guard day.era == 1, Self.supportedYears.contains(day.year), !day.month.isLeapMonth else { return nil }
        let (year, month, label) = (day.year, day.month.month, day.day)
        guard (1...12).contains(month), label >= 1, label <= Self.monthLength(year: year, month: month) else {
            return Answer(value: nil)
        }
        if (year, month, label) >= (1582, 10, 15) {
            return Answer(value: DayArithmetic.dayNumber(gregorianYear: year, month: month, day: label))
        }
        if (year, month) == (1582, 10) && label > 4 { return Answer(value: nil) }
        return Answer(value: DayArithmetic.dayNumber(julianYear: year, month: month, day: label))
    }

    func hybridDay(atDayNumber dayNumber: Int) -> DayFields? {
        if dayNumber >= Self.reformDayNumber {
            let date = DayArithmetic.gregorianDate(ofDayNumber: dayNumber)
            guard Self.supportedYears.contains(date.year) else { return nil }
            return DayFields(era: 1, year: date.year, month: date.month, day: date.day)
        }
        let date = DayArithmetic.julianDate(ofDayNumber: dayNumber)
        guard date.year >= 1 else { return nil }
        return DayFields(era: 1, year: date.year, month: date.month, day: date.day)
    }

    func hybridDays(of month: MonthKey) -> Answer<MonthDays?>? {
        guard month.era == 1, Self.supportedYears.contains(month.year), !month.isLeapMonth else { return nil }
        guard (1...12).contains(month.month) else { return Answer(value: nil) }
        guard let first = hybridDayNumber(of: DayFields(month: month, day: 1))?.value else { return nil }
        if (month.year, month.month) == (1582, 10) {
            return Answer(value: MonthDays(key: month, firstDayNumber: first, labelRuns: [1...4, 15...31]))
        }
        return Answer(value: MonthDays(key: month, firstDayNumber: first, length: Self.monthLength(year: month.year, month: month.month)))
    }

    /// The number of day labels of a month of the hybrid calendar (31 for October 1582).
    static func monthLength(year: Int, month: Int) -> Int {
        switch month {
        case 2:
            let leap = year < 1582 ? year % 4 == 0 : DayArithmetic.isGregorianLeapYear(year)
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
