import CalendarPicker
import Foundation
import TerminalUI

/// The calendar picker: year and month ribbons over the day grid.
final class CalendarScreen: DemoScreen {
    let picker: CalendarPicker
    let symbols: [String]
    private let yearRibbon: RibbonControl
    private let monthRibbon: RibbonControl
    private var router = MouseRouter()
    private var gridTop = 0
    private var gridLeft = 0
    private(set) var message = ""

    let title = "Calendar"
    let keyHelp = "arrows day/week  PgUp/PgDn month  +Shift year  Home/End  t today  Enter choose  drag/wheel ribbons  Tab  q"

    init(picker: CalendarPicker, symbols: [String]) {
        self.picker = picker
        self.symbols = symbols
        let years = picker.yearPicker
        let months = picker.monthPicker
        yearRibbon = RibbonControl(picker: years.picker, width: CalendarArt.yearBoxWidth) { years.name(of: years.range.year(at: $0)) }
        monthRibbon = RibbonControl(picker: months.picker, width: CalendarArt.width - CalendarArt.yearBoxWidth - 2) { months.name(atRow: $0) }
        picker.onChoose = { [unowned self] day in self.message = "chosen: \(CalendarScreen.gregorianText(day, picker.calendar))" }
    }

    static func gregorianText(_ day: Day, _ calendar: CalendarSystem) -> String {
        let number = calendar.dayNumber(of: day) ?? 0
        return CalendarSystem(.gregorian).day(atDayNumber: number).description
    }

    var isAnimating: Bool {
        picker.monthPicker.picker.isAnimating || picker.yearPicker.picker.isAnimating
    }

    func advance(to time: Double) {
        picker.monthPicker.picker.advance(to: time)
        picker.yearPicker.picker.advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> Bool {
        advance(to: time)
        switch event {
        case .mouse(let mouse):
            if router.route(mouse, to: [yearRibbon, monthRibbon], at: time) { return true }
            if case .press(.left) = mouse.action {
                let row = mouse.row - gridTop
                let column = (mouse.column - gridLeft) / 4
                if row >= 0, mouse.column >= gridLeft, column < 7 {
                    picker.tap(row: row, column: column)
                    return true
                }
            }
            return false
        case .key(let key, let modifiers):
            guard let action = CalendarScreen.action(for: key, modifiers: modifiers) else { return false }
            if picker.handle(action) == .blocked { message = "no day that way" } else if action != .choose { message = "" }
            return true
        case .paste:
            return false
        }
    }

    /// The keyboard model of the calendar picker.
    static func action(for key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> CalendarPicker.Key? {
        switch key {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .pageUp: modifiers.contains(.shift) ? .previousYear : .previousMonth
        case .pageDown: modifiers.contains(.shift) ? .nextYear : .nextMonth
        case .home: .startOfWeek
        case .end: .endOfWeek
        case .enter: .choose
        case .character("t"): modifiers.isEmpty ? .today : nil
        default: nil
        }
    }

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        let left = 2
        yearRibbon.draw(into: &buffer, column: left, row: top, theme: theme, focused: router.active === yearRibbon)
        monthRibbon.draw(into: &buffer, column: left + CalendarArt.yearBoxWidth + 2, row: top,
                         theme: theme, focused: router.active === monthRibbon)
        for (index, name) in symbols.enumerated() {
            buffer.put(" " + MonthGridText.centered(name, width: 2), atColumn: left + index * 4, row: top + 3, style: theme.title)
        }
        gridTop = top + 4
        gridLeft = left
        let grid = picker.grid
        for row in 0..<grid.rowCount {
            for column in 0..<7 {
                let cell = grid.cell(row: row, column: column)
                let style: Style
                if cell.dayNumber == picker.selectedDayNumber { style = theme.selected }
                else if cell.dayNumber == picker.todayDayNumber { style = theme.today }
                else if !picker.isAllowed(cell.dayNumber) { style = theme.disabled }
                else if !cell.isInMonth { style = theme.otherMonth }
                else { style = theme.plain }
                buffer.put(CalendarArt.cellText(cell, in: picker), atColumn: left + column * 4, row: gridTop + row, style: style)
            }
        }
        let status = "selected: \(CalendarScreen.gregorianText(picker.selectedDay, picker.calendar))  \(message)"
        buffer.put(status, atColumn: left, row: gridTop + grid.rowCount + 1)
    }
}
