import CalendarPicker
import Foundation
import Testing
import TerminalPickers
import TerminalUI

/// An en_US (Sunday-first) Gregorian week picker in UTC, today 2026-11-21.
@MainActor
private func weekPicker(_ rule: DayPicker.WeekRule, selecting iso: String, maximum: String? = nil) throws -> DayPicker {
    var configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                  timeZone: TimeZone(identifier: "UTC")!, firstWeekday: .sunday)
    configuration.selectionMode = .week(rule)
    configuration.maximum = try maximum.map { try Day(iso8601: $0) }
    return DayPicker(configuration: configuration, selecting: try Day(iso8601: iso), today: try Day(iso8601: "2026-11-21"))
}

/// The lines of a picker's view, drawn as a host draws it.
@MainActor
private func lines(_ view: DayPickerView) -> [String] {
    view.canvas(in: view.layout(column: 0, row: 0)).lines()
}

@MainActor
@Suite("The day picker view draws the chosen week as a range")
struct DayPickerWeekViewTests {
    @Test("an ISO week on a Sunday-first grid runs over two rows; a week of the rows fills one", arguments: [
        (DayPicker.WeekRule.iso, "2026-11-28", nil, false,
         [" 15  16  17  18  19  20 (21)", " 22 |23--24--25--26--27-[28]", "-29| 30 ~ 1 ~ 2 ~ 3 ~ 4 ~ 5"]),
        (.iso, "2026-11-28", nil, true,
         [" 47  15  16  17  18  19  20 (21)", " 48  22 |23--24--25--26--27-[28]", " 49 -29| 30 ~ 1 ~ 2 ~ 3 ~ 4 ~ 5"]),
        (.locale, "2026-11-25", nil, false,
         [" 15  16  17  18  19  20 (21)", "|22--23--24-[25]-26--27--28|", " 29  30 ~ 1 ~ 2 ~ 3 ~ 4 ~ 5"]),
        // Cut at the maximum: the days after it keep their `x`.
        (.iso, "2026-11-25", "2026-11-25", false,
         [" 15  16  17  18  19  20 (21)", " 22 |23--24-[25] 26x 27x 28x", " 29x 30x~ 1x~ 2x~ 3x~ 4x~ 5x"]),
        // Cut to one day: both ends on it.
        (.locale, "2026-11-22", "2026-11-22", false,
         [" 15  16  17  18  19  20 (21)", "[22] 23x 24x 25x 26x 27x 28x", " 29x 30x~ 1x~ 2x~ 3x~ 4x~ 5x"]),
    ] as [(DayPicker.WeekRule, String, String?, Bool, [String])])
    func weekRows(rule: DayPicker.WeekRule, day: String, maximum: String?, weekNumbers: Bool, expected: [String]) throws {
        let picker = try weekPicker(rule, selecting: day, maximum: maximum)
        let view = DayPickerView(picker: picker)
        view.showsWeekNumbers = weekNumbers
        let before = lines(view)
        #expect(!before[4...].joined().contains("|"), "no week is drawn before one is chosen")
        guard case .chosenWeek? = view.handle(.key(.enter)) else {
            Issue.record("Enter chose no week")
            return
        }
        let drawn = lines(view)
        #expect(Array(drawn[6...8]) == expected)
        #expect(drawn == CalendarArt.lines(for: picker, weekdaySymbols: view.weekdaySymbols, weekNumbers: weekNumbers))
    }

    @Test("the week stays drawn while arrows move the day, and moves on the next Enter; Unicode marks")
    func arrowsThenEnter() throws {
        let picker = try weekPicker(.iso, selecting: "2026-11-25")
        let view = DayPickerView(picker: picker, style: .unicode)
        _ = view.handle(.key(.enter))
        #expect(lines(view)[7] == " 22 │23──24─[25]─26──27──28─")
        _ = view.handle(.key(.up))
        #expect(lines(view)[6] == " 15  16  17 [18] 19  20 (21)")
        #expect(lines(view)[7] == " 22 │23──24──25──26──27──28─")
        _ = view.handle(.key(.enter))
        #expect(lines(view)[6] == " 15 │16──17─[18]─19──20─(21)")
        #expect(lines(view)[7] == "─22│ 23  24  25  26  27  28")
    }

    @Test("each day's role: the week's ends and inside, the selection and today first")
    func roles() throws {
        let picker = try weekPicker(.iso, selecting: "2026-11-28")
        _ = picker.handle(.choose)
        let grid = picker.grid
        var roles: [String: CalendarDayCell.Role] = [:]
        for row in 0..<grid.rowCount {
            for column in 0..<7 {
                let cell = try #require(grid.cell(row: row, column: column))
                roles[cell.day.description] = CalendarDayCell(cell, column: column, in: picker).role
            }
        }
        #expect(roles["2026-11-22"] == .weekend)
        #expect(roles["2026-11-23"] == .rangeEnd)
        #expect(roles["2026-11-24"] == .inRange)
        #expect(roles["2026-11-28"] == .selected)
        #expect(roles["2026-11-29"] == .rangeEnd)
        #expect(roles["2026-11-30"] == .weekday)
    }

    @Test("a click on a day chooses its week, and the canvas shows it")
    func click() throws {
        let picker = try weekPicker(.locale, selecting: "2026-11-25")
        let view = DayPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        // 2026-11-10 is a Tuesday in the grid's second row.
        let press = InputEvent.Mouse(.press(.left), column: layout.cellColumn(2) + 1, row: layout.gridRow + 1)
        _ = view.handle(press, on: view.canvas(in: layout), at: 0)
        let release = InputEvent.Mouse(.release(.left), column: press.column, row: press.row)
        let outcome = view.handle(release, on: view.canvas(in: layout), at: 50)
        #expect(outcome == .chosenWeek(try #require(picker.week(containing: try Day(iso8601: "2026-11-10")))))
        #expect(picker.selectedWeek?.days.description == "2026-11-08/2026-11-14")
        #expect(lines(view)[5] == "| 8-- 9-[10]-11--12--13--14|")
    }
}
