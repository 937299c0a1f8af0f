import Foundation
import Testing
@testable import CalendarPicker

/// Sakamoto's weekday of a proleptic Gregorian date, 0 = Sunday: an independent formula.
func sakamotoWeekday(year: Int, month: Int, day: Int) -> Int {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
}

func gregorianMonthLength(year: Int, month: Int) -> Int {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
}

@MainActor
@Suite("Month grid")
struct MonthGridTests {
    let gregorian = CalendarSystem(.gregorian)

    @Test("grids match an independent weekday formula for every month of 1583–2400, for every first weekday", arguments: 1...7)
    func independentLayout(firstWeekday: Int) throws {
        for year in stride(from: 1583, through: 2400, by: 1) where year < 1700 || year % 7 == 0 || year > 2390 || (1990...2030).contains(year) {
            for month in 1...12 {
                let grid = try #require(MonthGrid(month: Month(year: year, month: month), calendar: gregorian, firstWeekday: firstWeekday))
                let length = gregorianMonthLength(year: year, month: month)
                let leading = (sakamotoWeekday(year: year, month: month, day: 1) - (firstWeekday - 1) + 7) % 7
                #expect(grid.leadingCount == leading, "\(year)-\(month)")
                #expect(grid.rowCount == (leading + length + 6) / 7)
                for day in [1, 2, 15, length] {
                    let offset = leading + day - 1
                    let cell = grid.cell(row: offset / 7, column: offset % 7)
                    #expect(cell.day == Day(year: year, month: month, day: day) && cell.isInMonth, "\(year)-\(month)-\(day)")
                    #expect(grid.weekday(ofColumn: offset % 7) == sakamotoWeekday(year: year, month: month, day: day) + 1)
                }
            }
        }
    }

    @Test("fitted grids have 4 to 6 rows; the six-row option always 6")
    func rowCounts() throws {
        // February 2026 starts on a Sunday and has 28 days: 4 rows when weeks start on Sunday.
        let february = try #require(MonthGrid(month: Month(year: 2026, month: 2), calendar: gregorian, firstWeekday: 1))
        #expect(february.rowCount == 4)
        let six = try #require(MonthGrid(month: Month(year: 2026, month: 2), calendar: gregorian, firstWeekday: 1, rows: .six))
        #expect(six.rowCount == 6)
        #expect(six.cell(row: 5, column: 6).day == Day(year: 2026, month: 3, day: 14))
        #expect(six.cell(row: 5, column: 6).placement == .nextMonth)
        // August 2026 starts on a Saturday: 6 rows.
        let august = try #require(MonthGrid(month: Month(year: 2026, month: 8), calendar: gregorian, firstWeekday: 1))
        #expect(august.rowCount == 6)
        #expect(august.cell(row: 0, column: 0).day == Day(year: 2026, month: 7, day: 26))
        #expect(august.cell(row: 0, column: 0).placement == .previousMonth)
    }

    @Test("October 1582: 1–4 then 15–31, the 4th a Thursday, the 15th a Friday")
    func october1582() throws {
        let grid = try #require(MonthGrid(month: Month(year: 1582, month: 10), calendar: gregorian, firstWeekday: 1))
        let labels = grid.rows.map { row in row.map { $0.isInMonth ? $0.day.day : 0 } }
        #expect(labels == [
            [0, 1, 2, 3, 4, 15, 16],
            [17, 18, 19, 20, 21, 22, 23],
            [24, 25, 26, 27, 28, 29, 30],
            [31, 0, 0, 0, 0, 0, 0],
        ])
        #expect(grid.cell(row: 0, column: 0).day == Day(year: 1582, month: 9, day: 30))
        #expect(grid.cell(row: 3, column: 1).day == Day(year: 1582, month: 11, day: 1))
    }

    @Test("ISO 8601 week numbers: 2021-01-01 is in week 53, 2024-12-30 in week 1 of 2025, for every first weekday", arguments: 1...7)
    func isoWeeks(firstWeekday: Int) throws {
        for (day, year, week) in [(Day(year: 2021, month: 1, day: 1), 2020, 53), (Day(year: 2024, month: 12, day: 30), 2025, 1),
                                  (Day(year: 2026, month: 11, day: 21), 2026, 47), (Day(year: 2020, month: 12, day: 31), 2020, 53)] {
            let grid = try #require(MonthGrid(month: day.month, calendar: gregorian, firstWeekday: firstWeekday))
            let number = try #require(gregorian.dayNumber(of: day))
            let position = try #require(grid.position(ofDayNumber: number))
            // The row's Thursday decides: at least four of the row's seven days lie in that week.
            let weekOfDay = DayArithmetic.isoWeek(ofDayNumber: number)
            let rowWeek = grid.isoWeek(ofRow: position.row)
            #expect(weekOfDay == (year, week))
            let inRowWeek = (0..<7).filter {
                DayArithmetic.isoWeek(ofDayNumber: grid.cell(row: position.row, column: $0).dayNumber) == rowWeek
            }
            #expect(inRowWeek.count >= 4, "\(day) first weekday \(firstWeekday)")
            if firstWeekday == 2 { #expect(rowWeek == weekOfDay) }
        }
        let mondayGrid = try #require(MonthGrid(month: Month(year: 2021, month: 1), calendar: gregorian, firstWeekday: 2))
        #expect((0..<mondayGrid.rowCount).map { mondayGrid.isoWeek(ofRow: $0).week } == [53, 1, 2, 3, 4])
    }

    @Test("every day of the month appears once, on its weekday, in many calendars", arguments: [
        Calendar.Identifier.gregorian, .iso8601, .hebrew, .japanese, .islamicCivil, .islamicUmmAlQura, .buddhist,
        .persian, .chinese, .coptic, .indian, .republicOfChina, .ethiopicAmeteMihret,
    ])
    func everyDayOnce(identifier: Calendar.Identifier) throws {
        let calendar = CalendarSystem(identifier)
        let start = DayArithmetic.dayNumber(gregorianYear: 2023, month: 1, day: 1)
        var month = calendar.day(atDayNumber: start).month
        for _ in 0..<30 {
            let grid = try #require(MonthGrid(month: month, calendar: calendar, firstWeekday: 2))
            let cells = grid.rows.flatMap { $0 }.filter(\.isInMonth)
            #expect(cells.count == grid.days.count, "\(identifier) \(month)")
            #expect(cells.map(\.dayNumber) == Array(grid.days.firstDayNumber...grid.days.lastDayNumber))
            for (index, cell) in grid.rows.flatMap({ $0 }).enumerated() {
                #expect(calendar.weekday(ofDayNumber: cell.dayNumber) == grid.weekday(ofColumn: index % 7))
                #expect(calendar.dayNumber(of: cell.day) == cell.dayNumber, "\(identifier) \(cell.day)")
            }
            #expect(Set(cells.map(\.day.day)).count == cells.count)
            month = try #require(calendar.month(after: month))
        }
    }

    @Test("weekday headers follow the locale and the first weekday", arguments: [
        ("en_US", 1, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
        ("en_GB", 2, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
        ("nl_NL", 2, ["ma", "di", "wo", "do", "vr", "za", "zo"]),
        ("fa_IR", 7, nil),
        ("ar_EG", 7, nil),
        ("he_IL", 1, nil),
        ("de_DE", 2, nil),
        ("pt_BR", 1, nil),
    ] as [(String, Int, [String]?)])
    func weekdayHeader(locale: String, firstWeekday: Int, names: [String]?) {
        let locale = Locale(identifier: locale)
        #expect(WeekdayHeader.firstWeekday(of: locale) == firstWeekday)
        let symbols = WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday)
        #expect(symbols.count == 7)
        if let names { #expect(symbols == names) }
    }
}
