import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

/// Grid cells are consecutive days of the one day line, each labelled by its
/// own month, never counted past a month's end; a day a time zone skipped
/// cannot be chosen.
@Suite("Month edges: every grid cell a real day with its own label")
struct GridCellDaysTests {
    /// Checks every cell of a grid: consecutive days, each labelled as its calendar labels it.
    static func check(_ grid: MonthGrid, in calendar: CalendarSystem, _ comment: String) -> Bool {
        let cells = grid.rows.flatMap { $0 }
        var good = true
        for (cell, next) in zip(cells, cells.dropFirst()) where next.day != cell.day + 1 {
            Issue.record("\(comment): \(next.day) follows \(cell.day)")
            good = false
        }
        for cell in cells where cell.label != calendar.components(of: cell.day)!.day {
            Issue.record("\(comment): \(cell.day) is labelled \(cell.label), its month calls it \(calendar.components(of: cell.day)!.day)")
            good = false
        }
        for cell in cells where cell.isInMonth != grid.month.contains(cell.day) {
            Issue.record("\(comment): \(cell.day) marked \(cell.placement)")
            good = false
        }
        return good
    }

    @Test("over every calendar the demo offers, 400 random months each: consecutive days, their own labels (seeded)",
          arguments: IndependentCalendarTests.demoCalendars)
    func property(identifier: CalendarIdentifier) {
        let calendar = CalendarSystem(identifier)
        let days = YearRange.standard(for: calendar).days
        var random = SeededGenerator(seed: 0xED6E)
        for _ in 0..<400 {
            let day = Day(dayNumber: Int.random(in: days.lowerBound.dayNumber + 60...days.upperBound.dayNumber - 60, using: &random))!
            let month = calendar.month(containing: day)!
            let firstWeekday = Int.random(in: 1...7, using: &random)
            guard let grid = MonthGrid(month: month, calendar: calendar, firstWeekday: Weekday(rawValue: firstWeekday)!, rows: .six),
                  Self.check(grid, in: calendar, "seed \(random.seed) \(identifier) \(month)") else { return }
        }
    }

    @Test("every month around each Japanese era change, whatever the first weekday")
    func japaneseEraChanges() throws {
        let japanese = CalendarSystem(.japanese)
        let range = YearRange.standard(for: japanese)
        for span in range.spans.dropFirst() {
            let firstDay = try #require(japanese.day(from: DayComponents(era: span.era, year: 1, month: 1, day: 1))
                                        ?? japanese.months(of: Year(era: span.era, year: 1)).first?.firstDay)
            var month = japanese.month(containing: firstDay - 40)!
            for _ in 0..<4 {
                for weekday in 1...7 {
                    let grid = try #require(MonthGrid(month: month, calendar: japanese, firstWeekday: Weekday(rawValue: weekday)!, rows: .six))
                    _ = Self.check(grid, in: japanese, "era \(span.era) \(month) from weekday \(weekday)")
                }
                month = try #require(japanese.month(after: month))
            }
        }
    }

    /// The labels of a grid's rows, `~` before a day of another month, as the demo writes them.
    static func rows(_ grid: MonthGrid) -> [String] {
        grid.rows.map { row in row.map { ($0.isInMonth ? "" : "~") + String($0.label) }.joined(separator: " ") }
    }

    @Test("Shōwa 64 January: 1–7, then Heisei 1 January 8–14, no cell above 31")
    func showa64() throws {
        let japanese = CalendarSystem(.japanese)
        let month = try #require(japanese.month(era: 234, year: 64, number: 1))
        let grid = try #require(MonthGrid(month: month, calendar: japanese, firstWeekday: .sunday, rows: .six))
        #expect(Self.rows(grid)[0] == "1 2 3 4 5 6 7")
        #expect(Self.rows(grid)[1] == "~8 ~9 ~10 ~11 ~12 ~13 ~14")
        #expect(grid.rows.joined().allSatisfy { $0.label <= 31 })
    }

    @Test("Meiji 45 July ends 29, then Taishō 1 July 30 and 31, then August 1")
    func meiji45() throws {
        let japanese = CalendarSystem(.japanese)
        let month = try #require(japanese.month(era: 232, year: 45, number: 7))
        let grid = try #require(MonthGrid(month: month, calendar: japanese, firstWeekday: .sunday, rows: .six))
        #expect(Self.rows(grid)[4].hasPrefix("28 29 ~30 ~31 ~1"))
    }

    @Test("September 1582 ends 30, then October 1–4 and 15–16: the reform's gap is not counted over")
    func september1582() throws {
        let gregorian = CalendarSystem(.gregorian)
        let month = try #require(gregorian.month(era: 1, year: 1582, number: 9))
        let grid = try #require(MonthGrid(month: month, calendar: gregorian, firstWeekday: .sunday, rows: .six))
        #expect(Self.rows(grid)[5] == "30 ~1 ~2 ~3 ~4 ~15 ~16")
    }

    @MainActor
    @Test("Samoa skipped 2011-12-30: it cannot be chosen, arrows and clicks pass over it, every choosable day has a start")
    func samoa() throws {
        let gregorian = CalendarSystem(.gregorian)
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        let day29 = try #require(gregorian.day(from: DayComponents(year: 2011, month: 12, day: 29)))
        let configuration = DayPicker.Configuration(calendar: gregorian, locale: Locale(identifier: "en_US"), timeZone: apia)
        let picker = DayPicker(configuration: configuration, selecting: day29, today: day29)
        #expect(!picker.isAllowed(day29 + 1))
        #expect(picker.handle(.right) == .selected(day29 + 2))
        #expect(picker.handle(.left) == .selected(day29))
        let position = try #require(picker.grid.position(of: day29 + 1))
        #expect(picker.tap(row: position.row, column: position.column) == .blocked)
        #expect(configuration.problem(with: day29 + 1) == .skippedByTimeZone(day29 + 1))
        for cell in picker.grid.rows.joined() where picker.isAllowed(cell.day) {
            #expect(gregorian.startDate(of: cell.day, in: apia) != nil, "\(cell.day)")
        }
        // Starting on the skipped day selects the nearest day that exists.
        let fromSkipped = DayPicker(configuration: configuration, selecting: day29 + 1, today: day29)
        #expect(fromSkipped.selectedDay == day29 + 2)
    }
}
