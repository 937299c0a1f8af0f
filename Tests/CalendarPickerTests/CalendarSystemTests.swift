import Foundation
import Testing
@testable import CalendarPicker

@MainActor
@Suite("Calendar system")
struct CalendarSystemTests {
    let gregorian = CalendarSystem(.gregorian)

    @Test("day numbers of known days", arguments: [
        (Day(year: 1970, month: 1, day: 1), 0), (Day(year: 2000, month: 3, day: 1), 11_017),
        (Day(year: 1582, month: 10, day: 15), -141_427), (Day(year: 1582, month: 10, day: 4), -141_428),
        (Day(year: 2024, month: 12, day: 30), 20_087), (Day(year: 1, month: 1, day: 1), -719_164),
    ])
    func dayNumbers(day: Day, expected: Int) {
        #expect(gregorian.dayNumber(of: day) == expected)
        #expect(gregorian.day(atDayNumber: expected) == day)
    }

    @Test("October 1582: days 5 to 14 do not exist, the 4th is a Thursday and the 15th a Friday")
    func october1582() throws {
        for label in 5...14 { #expect(gregorian.dayNumber(of: Day(year: 1582, month: 10, day: label)) == nil) }
        let days = try #require(gregorian.days(of: Month(year: 1582, month: 10)))
        #expect(days.labelRuns == [1...4, 15...31])
        #expect(days.count == 21)
        #expect(gregorian.weekday(ofDayNumber: try #require(days.dayNumber(ofLabel: 4))) == 5)
        #expect(gregorian.weekday(ofDayNumber: try #require(days.dayNumber(ofLabel: 15))) == 6)
    }

    @Test("the Gregorian arithmetic agrees with Foundation, day by day, from 1500 to 2100 and around year 1")
    func arithmeticAgreesWithFoundation() {
        let foundation = Calendar.utcGregorian
        for start in [-719_164 - 10, DayArithmetic.dayNumber(julianYear: 1500, month: 1, day: 1)] {
            let end = start == -719_174 ? start + 800 : DayArithmetic.dayNumber(gregorianYear: 2100, month: 12, day: 31)
            for dayNumber in start...end {
                let date = Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
                let c = foundation.dateComponents([.era, .year, .month, .day], from: date)
                let expected = Day(era: c.era!, year: c.year!, month: c.month!, day: c.day!)
                let day = gregorian.day(atDayNumber: dayNumber)
                #expect(day == expected, "day number \(dayNumber)")
                if day != expected { return }
                #expect(gregorian.dayNumber(of: day) == dayNumber)
            }
        }
    }

    @Test("month lengths agree with Foundation's for every month from 1582 to 2100")
    func monthLengths() throws {
        let general = CalendarSystem.foundationOnly(.gregorian)
        for year in [1, 2, 3, 4, 100, 1500, 1581, 1582, 1583, 1600, 1700, 1900, 2000, 2024, 2100] {
            for month in 1...12 {
                let m = Month(year: year, month: month)
                #expect(gregorian.days(of: m) == general.days(of: m), "\(m)")
            }
        }
    }

    @Test("Hebrew 5783 has 12 months with one Adar; 5784 has 13 with Adar I and Adar II")
    func hebrewMonths() {
        let hebrew = CalendarSystem(.hebrew)
        #expect(hebrew.months(of: Year(era: 0, year: 5783)).map(\.month) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13])
        #expect(hebrew.months(of: Year(era: 0, year: 5784)).map(\.month) == Array(1...13))
        #expect(hebrew.days(of: Month(era: 0, year: 5783, month: 6)) == nil)
    }

    @Test("Japanese: Heisei 31-04-30 is followed by Reiwa 1-05-01")
    func japaneseEra() throws {
        let japanese = CalendarSystem(.japanese)
        let heisei = Month(era: 235, year: 31, month: 4)
        #expect(japanese.month(after: heisei) == Month(era: 236, year: 1, month: 5))
        #expect(japanese.month(before: Month(era: 236, year: 1, month: 5)) == heisei)
        let last = try #require(japanese.dayNumber(of: Day(era: 235, year: 31, month: 4, day: 30)))
        #expect(japanese.day(atDayNumber: last + 1) == Day(era: 236, year: 1, month: 5, day: 1))
        #expect(japanese.months(of: Year(era: 235, year: 31)).map(\.month) == [1, 2, 3, 4])
        #expect(japanese.months(of: Year(era: 236, year: 1)).map(\.month) == Array(5...12))
    }
}

extension Calendar {
    static var utcGregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }
}

extension CalendarSystem {
    /// The same calendar, answered by Foundation alone (no integer shortcut).
    static func foundationOnly(_ identifier: Calendar.Identifier) -> CalendarSystem {
        CalendarSystem(calendar: Calendar(identifier: identifier), arithmetic: false)
    }
}

@MainActor
@Suite("Eras that start mid-month")
struct MidMonthEraTests {
    @Test("Heisei 1 January starts on the 8th, after Shōwa 64's seven days")
    func heiseiJanuary() throws {
        let japanese = CalendarSystem(.japanese)
        let showa = try #require(japanese.days(of: Month(era: 234, year: 64, month: 1)))
        #expect(showa.labelRuns == [1...7])
        let heisei = try #require(japanese.days(of: Month(era: 235, year: 1, month: 1)))
        #expect(heisei.labelRuns == [8...31])
        #expect(heisei.firstDayNumber == showa.lastDayNumber + 1)
        #expect(japanese.months(of: Year(era: 235, year: 1)).map(\.month) == Array(1...12))
        #expect(japanese.months(of: Year(era: 234, year: 64)).map(\.month) == [1])
        let grid = try #require(MonthGrid(month: Month(era: 235, year: 1, month: 1), calendar: japanese, firstWeekday: 1))
        #expect(grid.rows.flatMap { $0 }.filter(\.isInMonth).map(\.day.day) == Array(8...31))
        #expect(grid.cell(row: 0, column: 0).day == Day(era: 235, year: 1, month: 1, day: 8))   // a Sunday
        #expect(grid.previousMonth == Month(era: 234, year: 64, month: 1))
        let mondayGrid = try #require(MonthGrid(month: Month(era: 235, year: 1, month: 1), calendar: japanese, firstWeekday: 2))
        #expect(mondayGrid.cell(row: 0, column: 0).day == Day(era: 234, year: 64, month: 1, day: 2))
    }
}
