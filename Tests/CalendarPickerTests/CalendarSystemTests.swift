import Foundation
import Testing
@testable import CalendarPicker

@MainActor
@Suite("Calendar system")
struct CalendarSystemTests {
    let gregorian = CalendarSystem(.gregorian)

    @Test("day numbers of known days, both ways", arguments: [
        (DayComponents(era: 1, year: 1970, month: 1, day: 1), 0), (DayComponents(era: 1, year: 2000, month: 3, day: 1), 11_017),
        (DayComponents(era: 1, year: 1582, month: 10, day: 15), -141_427), (DayComponents(era: 1, year: 1582, month: 10, day: 4), -141_428),
        (DayComponents(era: 1, year: 2024, month: 12, day: 30), 20_087), (DayComponents(era: 1, year: 1, month: 1, day: 1), -719_164),
    ])
    func dayNumbers(components: DayComponents, expected: Int) {
        #expect(gregorian.day(from: components)?.dayNumber == expected)
        #expect(gregorian.components(of: Day(dayNumber: expected)!)! == components)
        #expect(Day(dayNumber: expected)! == Day(dayNumber: expected)!)
    }

    @Test("October 1582: days 5 to 14 do not exist, the 4th is a Thursday and the 15th a Friday")
    func october1582() throws {
        for label in 5...14 { #expect(gregorian.day(from: DayComponents(year: 1582, month: 10, day: label)) == nil) }
        let days = try #require(gregorian.days(of: month(1582, 10)))
        #expect(days.labelRuns == [1...4, 15...31])
        #expect(days.count == 21)
        #expect(try #require(days.day(labelled: 4)).weekday == .thursday)
        #expect(try #require(days.day(labelled: 15)).weekday == .friday)
        #expect(days.day(labelled: 10) == nil)
        #expect(try #require(days.day(labelled: 15)).iso8601 == "1582-10-15")
        #expect(try #require(days.day(labelled: 4)).iso8601 == "1582-10-14")    // proleptic: ten days later than Julian
    }

    @Test("the Gregorian arithmetic agrees with Foundation, day by day, from 1500 to 2100 and around year 1")
    func arithmeticAgreesWithFoundation() {
        let foundation = Calendar.utcGregorian
        for start in [-719_164 - 10, DayArithmetic.dayNumber(julianYear: 1500, month: 1, day: 1)] {
            let end = start == -719_174 ? start + 800 : DayArithmetic.dayNumber(gregorianYear: 2100, month: 12, day: 31)
            for dayNumber in start...end {
                let date = Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
                let c = foundation.dateComponents([.era, .year, .month, .day], from: date)
                let expected = DayComponents(era: c.era!, year: c.year!, month: c.month!, day: c.day!)
                let components = gregorian.components(of: Day(dayNumber: dayNumber)!)!
                #expect(components == expected, "day number \(dayNumber)")
                if components != expected { return }
                #expect(gregorian.day(from: components)?.dayNumber == dayNumber)
            }
        }
    }

    @Test("month lengths agree with Foundation's for every month from 1582 to 2100")
    func monthLengths() throws {
        for year in [1, 2, 3, 4, 100, 1500, 1581, 1582, 1583, 1600, 1700, 1900, 2000, 2024, 2100] {
            let foundation = gregorian.monthByMonthLayout(of: Year(era: 1, year: year)).months
            for number in 1...12 {
                let m = try #require(gregorian.month(era: 1, year: year, number: number))
                #expect(gregorian.days(of: m) == foundation[number - 1], "\(m)")
            }
        }
    }

    @Test("Hebrew 5783 has 12 months with one Adar; 5784 has 13 with Adar I and Adar II")
    func hebrewMonths() {
        let hebrew = CalendarSystem(.hebrew)
        #expect(hebrew.months(of: Year(era: 0, year: 5783)).map(\.number) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13])
        #expect(hebrew.months(of: Year(era: 0, year: 5784)).map(\.number) == Array(1...13))
        #expect(hebrew.month(era: 0, year: 5783, number: 6) == nil)
        #expect(hebrew.day(from: DayComponents(era: 0, year: 5783, month: 6, day: 1)) == nil)
    }

    @Test("Japanese: Heisei 31-04-30 is followed by Reiwa 1-05-01")
    func japaneseEra() throws {
        let japanese = CalendarSystem(.japanese)
        let heisei = japanese.existingMonth(era: 235, year: 31, number: 4)
        let reiwa = try #require(japanese.month(after: heisei))
        #expect((reiwa.era, reiwa.year, reiwa.number) == (236, 1, 5))
        #expect(reiwa == japanese.month(era: 236, year: 1, number: 5))
        #expect(reiwa.firstDay == heisei.lastDay + 1)
        #expect(japanese.month(before: reiwa) == heisei)
        let last = japanese.existingDay(era: 235, year: 31, month: 4, day: 30)
        #expect(last.iso8601 == "2019-04-30")
        #expect(japanese.components(of: last + 1)! == DayComponents(era: 236, year: 1, month: 5, day: 1))
        #expect(japanese.months(of: Year(era: 235, year: 31)).map(\.number) == [1, 2, 3, 4])
        #expect(japanese.months(of: Year(era: 236, year: 1)).map(\.number) == Array(5...12))
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
    static func foundationOnly(_ identifier: CalendarIdentifier) -> CalendarSystem {
        CalendarSystem(identifier)
    }
}

@MainActor
@Suite("Eras that start mid-month")
struct MidMonthEraTests {
    @Test("Heisei 1 January starts on the 8th, after Shōwa 64's seven days")
    func heiseiJanuary() throws {
        let japanese = CalendarSystem(.japanese)
        let showa = try #require(japanese.days(of: japanese.existingMonth(era: 234, year: 64, number: 1)))
        #expect(showa.labelRuns == [1...7])
        let heisei = try #require(japanese.days(of: japanese.existingMonth(era: 235, year: 1, number: 1)))
        #expect(heisei.labelRuns == [8...31])
        #expect(heisei.firstDay == showa.lastDay + 1)
        #expect(heisei.firstDay.iso8601 == "1989-01-08")
        #expect(japanese.months(of: Year(era: 235, year: 1)).map(\.number) == Array(1...12))
        #expect(japanese.months(of: Year(era: 234, year: 64)).map(\.number) == [1])
        let grid = try #require(MonthGrid(month: heisei.month, calendar: japanese, firstWeekday: .sunday))
        #expect(grid.rows.flatMap { $0 }.filter(\.isInMonth).map(\.label) == Array(8...31))
        #expect(grid.cell(row: 0, column: 0)!.day == japanese.existingDay(era: 235, year: 1, month: 1, day: 8))   // a Sunday
        #expect(japanese.month(before: grid.month) == showa.month)
        // Weeks from Monday: the first row starts in Shōwa 64, each cell labelled by its own month.
        let mondayGrid = try #require(MonthGrid(month: heisei.month, calendar: japanese, firstWeekday: .monday))
        #expect(japanese.components(of: mondayGrid.cell(row: 0, column: 0)!.day)!
                == DayComponents(era: 234, year: 64, month: 1, day: 2))
        #expect(mondayGrid.rows[0].map(\.label) == [2, 3, 4, 5, 6, 7, 8])
        #expect(mondayGrid.rows[0].map(\.placement) == Array(repeating: .previousMonth, count: 6) + [.currentMonth])
        // A first weekday outside 1...7 is no weekday: the one place that says so is Weekday(rawValue:).
        for weekday in [0, 8, -1, Int.max, Int.min] {
            #expect(Weekday(rawValue: weekday) == nil, "\(weekday)")
        }
    }
}
