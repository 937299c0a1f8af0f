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
            for number in 1...12 {
                let grid = try #require(MonthGrid(month: month(year, number), calendar: gregorian, firstWeekday: Weekday(rawValue: firstWeekday)!))
                let length = gregorianMonthLength(year: year, month: number)
                let leading = (sakamotoWeekday(year: year, month: number, day: 1) - (firstWeekday - 1) + 7) % 7
                #expect(grid.leadingCount == leading, "\(year)-\(number)")
                #expect(grid.rowCount == (leading + length + 6) / 7)
                for label in [1, 2, 15, length] {
                    let offset = leading + label - 1
                    let cell = grid.cell(row: offset / 7, column: offset % 7)!
                    #expect(cell.day == Day(prolepticGregorianYear: year, month: number, day: label) && cell.label == label
                            && cell.isInMonth, "\(year)-\(number)-\(label)")
                    #expect(grid.weekday(ofColumn: offset % 7)!.rawValue == sakamotoWeekday(year: year, month: number, day: label) + 1)
                }
            }
        }
    }

    @Test("fitted grids have 4 to 6 rows; the six-row option always 6")
    func rowCounts() throws {
        // February 2026 starts on a Sunday and has 28 days: 4 rows when weeks start on Sunday.
        let february = try #require(MonthGrid(month: month(2026, 2), calendar: gregorian, firstWeekday: .sunday))
        #expect(february.rowCount == 4)
        let six = try #require(MonthGrid(month: month(2026, 2), calendar: gregorian, firstWeekday: .sunday, rows: .six))
        #expect(six.rowCount == 6)
        #expect(six.cell(row: 5, column: 6)!.day == day(2026, 3, 14))
        #expect(six.cell(row: 5, column: 6)!.label == 14)
        #expect(six.cell(row: 5, column: 6)!.placement == .nextMonth)
        #expect(six.firstDay == day(2026, 2, 1) && six.lastDay == day(2026, 3, 14))
        // August 2026 starts on a Saturday: 6 rows.
        let august = try #require(MonthGrid(month: month(2026, 8), calendar: gregorian, firstWeekday: .sunday))
        #expect(august.rowCount == 6)
        #expect(august.cell(row: 0, column: 0)!.day == day(2026, 7, 26))
        #expect(august.cell(row: 0, column: 0)!.label == 26)
        #expect(august.cell(row: 0, column: 0)!.placement == .previousMonth)
        let first = try #require(august.position(of: day(2026, 8, 1)))
        #expect(first == (0, 6))
        #expect(august.position(of: day(2026, 7, 25)) == nil)
    }

    @Test("October 1582: 1–4 then 15–31, the 4th a Thursday, the 15th a Friday")
    func october1582() throws {
        let grid = try #require(MonthGrid(month: month(1582, 10), calendar: gregorian, firstWeekday: .sunday))
        let labels = grid.rows.map { row in row.map { $0.isInMonth ? $0.label : 0 } }
        #expect(labels == [
            [0, 1, 2, 3, 4, 15, 16],
            [17, 18, 19, 20, 21, 22, 23],
            [24, 25, 26, 27, 28, 29, 30],
            [31, 0, 0, 0, 0, 0, 0],
        ])
        #expect(grid.cell(row: 0, column: 0)!.day == day(1582, 9, 30))
        #expect(grid.cell(row: 0, column: 0)!.label == 30)
        #expect(grid.cell(row: 3, column: 1)!.day == day(1582, 11, 1))
        #expect(grid.cell(row: 3, column: 1)!.label == 1)
    }

    @Test("cells after a month's end are labelled by their own month, across the 1582 gap and an era change")
    func cellsAfterTheMonthKeepTheirOwnLabels() throws {
        // September 1582 ends on a Sunday; its last row runs on into October, which skips from the 4th to the 15th.
        let september = try #require(MonthGrid(month: month(1582, 9), calendar: gregorian, firstWeekday: .sunday))
        try #require(september.rowCount == 6)
        #expect(september.rows[5].map(\.label) == [30, 1, 2, 3, 4, 15, 16])
        #expect(september.rows[5].map(\.placement) == [.currentMonth] + Array(repeating: .nextMonth, count: 6))
        #expect(september.rows[5].map(\.day) == Array(day(1582, 9, 30)...day(1582, 10, 16)))
        // Shōwa 64 is January 1–7 1989; the cells after it are Heisei 1 January 8, 9, …
        let japanese = CalendarSystem(.japanese)
        let showa = try #require(MonthGrid(month: japanese.existingMonth(era: 234, year: 64, number: 1), calendar: japanese,
                                           firstWeekday: .sunday, rows: .six))
        #expect(showa.rows.prefix(2).map { $0.map(\.label) } == [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14]])
        #expect(showa.rows.dropFirst().allSatisfy { $0.allSatisfy { $0.placement == .nextMonth } })
    }

    @Test("ISO 8601 week numbers: 2021-01-01 is in week 53, 2024-12-30 in week 1 of 2025, for every first weekday", arguments: 1...7)
    func isoWeeks(firstWeekday: Int) throws {
        for (day, year, week) in [(day(2021, 1, 1), 2020, 53), (day(2024, 12, 30), 2025, 1),
                                  (day(2026, 11, 21), 2026, 47), (day(2020, 12, 31), 2020, 53)] {
            let grid = try #require(MonthGrid(month: gregorian.month(containing: day)!, calendar: gregorian,
                                              firstWeekday: Weekday(rawValue: firstWeekday)!))
            let position = try #require(grid.position(of: day))
            // The row's Thursday decides: at least four of the row's seven days lie in that week.
            let weekOfDay = day.isoWeek
            let rowWeek = grid.isoWeek(ofRow: position.row)!
            #expect((weekOfDay.year, weekOfDay.week) == (year, week))
            let inRowWeek = (0..<7).filter { grid.cell(row: position.row, column: $0)!.day.isoWeek == rowWeek }
            #expect(inRowWeek.count >= 4, "\(day) first weekday \(firstWeekday)")
            if firstWeekday == 2 { #expect(rowWeek == weekOfDay) }
        }
        let mondayGrid = try #require(MonthGrid(month: month(2021, 1), calendar: gregorian, firstWeekday: .monday))
        #expect((0..<mondayGrid.rowCount).map { mondayGrid.isoWeek(ofRow: $0)!.week } == [53, 1, 2, 3, 4])
        #expect(mondayGrid.isoWeek(ofRow: 0)!.description == "2020-W53")
    }

    @Test("every day of the month appears once, on its weekday, with its own label, in many calendars", arguments: [
        CalendarIdentifier.gregorian, .iso8601, .hebrew, .japanese, .islamicCivil, .islamicUmmAlQura, .buddhist,
        .persian, .chinese, .coptic, .indian, .republicOfChina, .ethiopicAmeteMihret,
    ])
    func everyDayOnce(identifier: CalendarIdentifier) throws {
        let calendar = CalendarSystem(identifier)
        var shown = calendar.month(containing: day(2023, 1, 1))!
        for _ in 0..<30 {
            let grid = try #require(MonthGrid(month: shown, calendar: calendar, firstWeekday: .monday))
            let cells = grid.rows.flatMap { $0 }.filter(\.isInMonth)
            #expect(cells.count == grid.days.count, "\(identifier) \(shown)")
            #expect(cells.map(\.day) == Array(shown.firstDay...shown.lastDay))
            #expect(grid.rows.flatMap { $0 }.map(\.day) == Array(grid.firstDay...grid.lastDay))
            for (index, cell) in grid.rows.flatMap({ $0 }).enumerated() {
                #expect(cell.day.weekday == grid.weekday(ofColumn: index % 7)!)
                #expect(calendar.components(of: cell.day)!.day == cell.label, "\(identifier) \(cell.day)")
                #expect(shown.contains(cell.day) == cell.isInMonth, "\(identifier) \(cell.day)")
            }
            #expect(Set(cells.map(\.label)).count == cells.count)
            shown = try #require(calendar.month(after: shown))
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
        #expect(WeekdayHeader.firstWeekday(of: locale).rawValue == firstWeekday)
        let symbols = WeekdayHeader.symbols(locale: locale, firstWeekday: Weekday(rawValue: firstWeekday)!)
        #expect(symbols.count == 7)
        if let names { #expect(symbols == names) }
    }
}
