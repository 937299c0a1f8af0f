import CalendarPicker
import Foundation
import Testing
import TerminalPickers
import TerminalUI

@MainActor
private func gregorianPicker(_ iso: String, mode: DayPicker.SelectionMode = .single) throws -> DayPicker {
    var configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                  timeZone: TimeZone(identifier: "UTC")!, firstWeekday: .sunday)
    configuration.selectionMode = mode
    return DayPicker(configuration: configuration, selecting: try Day(iso8601: iso), today: try Day(iso8601: "2026-11-21"))
}

@Suite("The calendar's layout: one value for drawing and hit-testing")
struct CalendarLayoutTests {
    let layout = CalendarLayout(column: 2, row: 2, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 6)

    @Test("the parts' places, exactly")
    func places() {
        #expect(layout.yearBox == RibbonFrame(column: 2, row: 2, width: 10))
        #expect(layout.monthBox == RibbonFrame(column: 14, row: 2, width: 16))
        #expect((layout.headerRow, layout.gridRow, layout.gridColumn) == (5, 6, 2))
        #expect((layout.width, layout.height) == (28, 10))
        let weeks = CalendarLayout(column: 2, row: 2, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 5, showsWeekNumbers: true)
        #expect((weeks.gridColumn, weeks.width, weeks.height) == (6, 32, 9))
        #expect(weeks.yearBox == layout.yearBox, "the ribbons stay where they are")
    }

    @Test("what lies under a cell", arguments: [
        (2, 2, CalendarLayout.Target.yearRibbon), (11, 4, .yearRibbon), (14, 3, .monthRibbon), (29, 4, .monthRibbon),
        (2, 5, .weekdayHeader(column: 0)), (29, 5, .weekdayHeader(column: 6)),
        (2, 6, .day(row: 0, column: 0)), (5, 6, .day(row: 0, column: 0)), (6, 6, .day(row: 0, column: 1)),
        (15, 8, .day(row: 2, column: 3)), (29, 11, .day(row: 5, column: 6)),
    ])
    func targets(column: Int, row: Int, target: CalendarLayout.Target) {
        #expect(layout.target(atColumn: column, row: row) == target)
    }

    @Test("nothing lies beside, between and below the parts", arguments: [(12, 3), (13, 3), (30, 6), (1, 6), (2, 12), (2, 1)])
    func outside(column: Int, row: Int) {
        #expect(layout.target(atColumn: column, row: row) == nil)
    }

    @Test("with week numbers, their column is its own target")
    func weekNumbers() {
        let weeks = CalendarLayout(column: 0, row: 0, yearBoxWidth: 10, monthBoxWidth: 16, rowCount: 5, showsWeekNumbers: true)
        #expect(weeks.target(atColumn: 1, row: 4) == .weekNumber(row: 0))
        #expect(weeks.target(atColumn: 4, row: 4) == .day(row: 0, column: 0))
    }

    @Test("every day drawn lies where the layout says it is: drawing and hit-testing read one value")
    @MainActor
    func canvasAgreesWithHitTest() throws {
        let view = DayPickerView(picker: try gregorianPicker("2026-11-25"))
        for weeks in [false, true] {
            view.showsWeekNumbers = weeks
            let layout = view.layout(column: 3, row: 1)
            let days = view.canvas(in: layout).runs.filter { if case .day = $0.role { true } else { false } }
            #expect(days.count == 7 * layout.rowCount)
            for (index, run) in days.enumerated() {
                let expected = CalendarLayout.Target.day(row: index / 7, column: index % 7)
                for offset in 0..<CalendarLayout.dayWidth {
                    #expect(layout.target(atColumn: run.column + offset, row: run.row) == expected)
                }
            }
        }
    }

    @Test("a click on a day works before anything was drawn")
    @MainActor
    func clickBeforeDrawing() throws {
        let picker = try gregorianPicker("2026-11-25")
        let view = DayPickerView(picker: picker)
        let layout = view.layout(column: 5, row: 7)
        // 2026-11-10 is a Tuesday in the second row.
        let press = InputEvent.Mouse(.press(.left), column: layout.cellColumn(2) + 1, row: layout.gridRow + 1)
        #expect(view.handle(press, on: view.canvas(in: layout), at: 0) != nil)
        #expect(view.handle(InputEvent.Mouse(.release(.left), column: press.column, row: press.row), on: view.canvas(in: layout), at: 50)
                == .chosen(try Day(iso8601: "2026-11-10")))
        // A press on the month box drags that ribbon, found by the layout alone.
        let onMonth = InputEvent.Mouse(.press(.left), column: layout.monthBox.column + 3, row: layout.monthBox.contentRow)
        #expect(view.handle(onMonth, on: view.canvas(in: layout), at: 100) == .selected(try Day(iso8601: "2026-11-10")))
        #expect(view.isDragging)
    }

    @Test("the canvas's lines are CalendarArt's, and each day's role is its most telling part")
    @MainActor
    func canvasLines() throws {
        let picker = try gregorianPicker("2026-11-25", mode: .range)
        picker.handle(.choose)
        picker.handle(.right)
        picker.handle(.right)
        let view = DayPickerView(picker: picker)
        let canvas = view.canvas(in: view.layout(column: 0, row: 0))
        #expect(canvas.lines() == CalendarArt.lines(for: picker, weekdaySymbols: view.weekdaySymbols))
        #expect(canvas.lines()[7] == " 22  23  24 |25--26-[27] 28")
        func role(_ iso: String) throws -> CalendarDayCell.Role? {
            let day = try Day(iso8601: iso)
            let grid = picker.grid
            for row in 0..<grid.rowCount {
                for column in 0..<7 where grid.cell(row: row, column: column)!.day == day {
                    return CalendarDayCell(grid.cell(row: row, column: column)!, column: column, in: picker).role
                }
            }
            return nil
        }
        #expect(try role("2026-11-25") == .rangeEnd)
        #expect(try role("2026-11-26") == .inRange)
        #expect(try role("2026-11-27") == .selected)
        #expect(try role("2026-11-21") == .today)
        #expect(try role("2026-11-22") == .weekend)
        #expect(try role("2026-11-23") == .weekday)
        #expect(try role("2026-12-01") == .otherMonth)
    }

    @Test("the grid's runs are kept while only a ribbon moves, worked out again when the picker changes or on reloadDays()")
    @MainActor
    func keptRuns() throws {
        /// The host's bookings, as an app keeps them on the main actor.
        @MainActor final class Bookings { var blocked: Set<Day> = [] }
        let bookings = Bookings()
        var configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                      timeZone: TimeZone(identifier: "UTC")!, firstWeekday: .sunday)
        configuration.isDisabled = { bookings.blocked.contains($0) }
        let picker = DayPicker(configuration: configuration, selecting: try Day(iso8601: "2026-11-25"))
        let view = DayPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        let before = view.canvas(in: layout).lines()
        #expect(before[8] == " 29  30 ~ 1 ~ 2 ~ 3 ~ 4 ~ 5")
        // The host's rule changes by itself: the drawing keeps what it worked out...
        bookings.blocked = [try Day(iso8601: "2026-11-30")]
        #expect(view.canvas(in: layout).lines() == before)
        // ...until told, or until the picker changes.
        view.reloadDays()
        #expect(view.canvas(in: layout).lines()[8] == " 29  30x~ 1 ~ 2 ~ 3 ~ 4 ~ 5")
        bookings.blocked = [try Day(iso8601: "2026-11-29")]
        picker.handle(.left)
        #expect(view.canvas(in: layout).lines()[8] == " 29x 30 ~ 1 ~ 2 ~ 3 ~ 4 ~ 5")
        // A ribbon's drag changes the ribbons' lines only, and the grid follows the month at the centre.
        picker.press(.monthRibbon, along: 5, in: layout.monthBox.geometry, at: 0)
        picker.drag(along: 4, at: 16)
        let dragged = view.canvas(in: layout).lines()
        #expect(dragged[1] != before[1] && Array(dragged[3...]) == Array(view.canvas(in: layout).lines()[3...]))
    }
}
