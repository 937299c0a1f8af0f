import CalendarPicker
import TerminalPickers
import TerminalUI

/// A calendar picker on screen, at any place: the two ribbons over the grid,
/// driven by mouse and keys. The Calendar screen shows one; the Form screen
/// shows one inline below a date row.
@MainActor
final class CalendarView {
    let picker: DayPicker
    let symbols: [String]
    private let yearRibbon: RibbonControl
    private let monthRibbon: RibbonControl
    private var router = MouseRouter()
    private var gridTop = 0
    private var gridLeft = 0

    /// The lines the view takes: ribbons (3), header (1) and the grid's rows.
    var height: Int { 4 + picker.grid.rowCount }

    init(picker: DayPicker, symbols: [String]) {
        self.picker = picker
        self.symbols = symbols
        let years = picker.yearPicker
        let months = picker.monthPicker
        yearRibbon = RibbonControl(ribbon: years.ribbon, width: CalendarArt.yearBoxWidth)
        monthRibbon = RibbonControl(ribbon: months.ribbon, width: CalendarArt.width - CalendarArt.yearBoxWidth - 2)
    }

    var isAnimating: Bool {
        picker.monthPicker.ribbon.isAnimating || picker.yearPicker.ribbon.isAnimating
    }

    func advance(to time: Double) {
        picker.monthPicker.ribbon.advance(to: time)
        picker.yearPicker.ribbon.advance(to: time)
    }

    /// Whether a mouse drag on one of the ribbons is under way.
    var isDragging: Bool { router.active != nil }

    /// Routes a mouse event: ribbons first, then a press on a day of the grid.
    ///
    /// - Returns: The outcome of a tap on a day, `.selected` for ribbon use, `nil` when unused.
    func handle(_ mouse: InputEvent.Mouse, at time: Double) -> DayPicker.Outcome? {
        advance(to: time)
        if router.route(mouse, to: [yearRibbon, monthRibbon], at: time) { return .selected(picker.selectedDay) }
        guard case .press(.left) = mouse.action else { return nil }
        let row = mouse.row - gridTop
        let column = (mouse.column - gridLeft) / 4
        guard row >= 0, row < picker.grid.rowCount, mouse.column >= gridLeft, column < 7 else { return nil }
        return picker.tap(row: row, column: column)
    }

    /// Applies a key of the calendar's keyboard model, if it is one.
    func handle(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, at time: Double) -> DayPicker.Outcome? {
        advance(to: time)
        guard let action = CalendarView.action(for: key, modifiers: modifiers) else { return nil }
        return picker.handle(action)
    }

    /// The keyboard model of the calendar picker.
    static func action(for key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> DayPicker.Key? {
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

    func draw(into buffer: inout ScreenBuffer, column left: Int, row top: Int, theme: DemoTheme) {
        yearRibbon.draw(into: &buffer, column: left, row: top, theme: theme, focused: router.active === yearRibbon)
        monthRibbon.draw(into: &buffer, column: left + CalendarArt.yearBoxWidth + 2, row: top,
                         theme: theme, focused: router.active === monthRibbon)
        for (index, name) in symbols.enumerated() {
            buffer.put(CalendarArt.headerText(name), atColumn: left + index * 4, row: top + 3, style: theme.title)
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
    }
}
