import Testing

@Suite("CivilDate, the date arithmetic the pseudo-terminal tests expect with")
struct CivilDateTests {
    @Test("day numbers, weekdays and month lengths agree with known dates")
    func knownDates() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 5)   // a Thursday
        #expect(CivilDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        #expect(CivilDate(year: 2026, month: 11, day: 23).weekday == 2)   // a Monday
        #expect(CivilDate(year: 1969, month: 12, day: 31).weekday == 4)
        #expect([2026, 2028, 2000, 2100].map { CivilDate.days(inMonth: 2, of: $0) } == [28, 29, 29, 28])
        #expect(CivilDate.days(inMonth: 12, of: 2026) == 31)
        #expect(CivilDate(year: 2026, month: 1, day: 31).inMonth(2) == CivilDate(year: 2026, month: 2, day: 28))
        #expect(CivilDate(year: 2026, month: 12, day: 31).firstGridCell == CivilDate(year: 2026, month: 11, day: 29))
        #expect(CivilDate(year: 2026, month: 11, day: 30).firstGridCell == CivilDate(year: 2026, month: 11, day: 1))
        #expect(CivilDate(year: 2026, month: 12, day: 23).adding(days: 8).description == "2026-12-31")
        #expect(CivilDate(year: 2026, month: 12, day: 31).adding(days: 1).description == "2027-01-01")
        #expect(CivilDate(selectedLine: "selected: 2026-03-09") == CivilDate(year: 2026, month: 3, day: 9))
        #expect(CivilDate(selectedLine: "chosen: 2026-03-09") == nil)
    }

    @Test("day numbers and dates convert both ways, and each day follows the one before")
    func roundTrip() {
        var previous = CivilDate(dayNumber: -800_001)
        for number in -800_000...800_000 {
            let date = CivilDate(dayNumber: number)
            let nextDay = date.year == previous.year && date.month == previous.month && date.day == previous.day + 1
            let nextMonth = date.day == 1 && previous.day >= 28 && date.month == previous.month % 12 + 1
                && date.year == previous.year + (previous.month == 12 ? 1 : 0)
            if date.dayNumber != number || !(nextDay || nextMonth) {
                Issue.record("day \(number): \(date)")
                return
            }
            previous = date
        }
    }
}
