import CalendarPicker
import TerminalPickers
import TerminalUI

/// A calendar picker on screen, at any place: the two ribbons over the grid,
/// driven by mouse and keys. The Calendar screen shows one; the Form screen
/// shows one inline below a date row; `demo pick` shows one inline in the terminal.
@MainActor
final class CalendarView {
    let picker: DayPicker
    let symbols: [String]
    private var yearRibbon: RibbonControl
    private var monthRibbon: RibbonControl
    private var router = MouseRouter()
    private var gridTop = 0
    private var gridLeft = 0
    /// Whether each row starts with its ISO 8601 week number (`w` toggles it).
    var showsWeekNumbers = false
    /// Whether the picker's locale writes right to left (Arabic, Persian,
    /// Hebrew…): each row the view draws then starts with a left-to-right
    /// mark and its right-to-left words are isolated, as `demo calendar`'s
    /// lines are, so that its columns stay put in terminals that reorder such text.
    let isolatesRightToLeft: Bool

    /// The columns the week numbers take, when shown.
    static let weekColumnWidth = 4

    /// The lines the view takes: ribbons (3), header (1) and the grid's rows.
    var height: Int { 4 + picker.grid.rowCount }

    /// The most lines the view can take: a six-row grid.
    static let maximumHeight = 10

    /// The columns the view takes.
    var width: Int {
        let years = picker.yearPicker
        return max(CalendarArt.width, CalendarArt.ribbonsWidth(for: years.range, labels: years.labels))
            + (showsWeekNumbers ? CalendarView.weekColumnWidth : 0)
    }

    init(picker: DayPicker, symbols: [String]) {
        self.picker = picker
        self.symbols = symbols
        let isolates = CalendarOptions.isRightToLeft(picker.locale)
        isolatesRightToLeft = isolates
        (yearRibbon, monthRibbon) = CalendarView.ribbonControls(of: picker, isolatesRightToLeft: isolates)
    }

    /// The controls of a picker's two ribbons.
    private static func ribbonControls(of picker: DayPicker,
                                       isolatesRightToLeft isolates: Bool) -> (RibbonControl, RibbonControl) {
        let years = picker.yearPicker
        let months = picker.monthPicker
        let year = RibbonControl(ribbon: years.ribbon, width: CalendarArt.yearBoxWidth(for: years.range, labels: years.labels),
                                 labels: CalendarArt.yearLabels(of: picker), isolatesRightToLeft: isolates,
                                 startsRows: true)
        let month = RibbonControl(ribbon: months.ribbon,
                                  width: CalendarArt.monthBoxWidth(for: years.range, labels: years.labels),
                                  labels: CalendarArt.monthLabels(of: picker), isolatesRightToLeft: isolates)
        return (year, month)
    }

    /// Takes the picker's ribbons anew when a new configuration replaced them.
    private func followRibbons() {
        guard yearRibbon.ribbon !== picker.yearPicker.ribbon || monthRibbon.ribbon !== picker.monthPicker.ribbon else { return }
        (yearRibbon, monthRibbon) = CalendarView.ribbonControls(of: picker, isolatesRightToLeft: isolatesRightToLeft)
    }

    /// A piece of a row as drawn: with its right-to-left words isolated in
    /// a right-to-left locale, after a left-to-right mark when it starts the row.
    func shown(_ text: String, startsRow: Bool) -> String {
        isolatesRightToLeft ? BidiIsolation.isolating(text, startsRow: startsRow) : text
    }

    /// Whether days are written in Latin digits whatever the locale's.
    var latinDigits = false

    var isAnimating: Bool {
        picker.monthPicker.ribbon.isAnimating || picker.yearPicker.ribbon.isAnimating
    }

    func advance(to time: Double) {
        picker.monthPicker.ribbon.advance(to: time)
        picker.yearPicker.ribbon.advance(to: time)
    }

    /// Whether a mouse drag on one of the ribbons is under way.
    var isDragging: Bool { router.active != nil }

    /// The day a grid drag started on, while the button is down over the grid.
    private var isDraggingGrid = false

    /// Routes a mouse event: ribbons first, then the wheel over the grid
    /// (up: the month before, down: the month after), then a press on a day,
    /// a drag across days (a range, in range mode) and the release.
    ///
    /// - Returns: The outcome of a tap on a day or of a wheel step, `.selected` for ribbon use, `nil` when unused.
    func handle(_ mouse: InputEvent.Mouse, at time: Double) -> DayPicker.Outcome? {
        followRibbons()
        advance(to: time)
        if router.route(mouse, to: [yearRibbon, monthRibbon], at: time) { return picker.selectedDay.map { .selected($0) } ?? .blocked }
        let row = mouse.row - gridTop
        let column = mouse.column - gridLeft
        let inGrid = row >= 0 && row < picker.grid.rowCount && column >= 0 && column < CalendarArt.width
        switch mouse.action {
        case .wheelUp where inGrid || (row == -1 && column >= 0 && column < CalendarArt.width):
            return picker.handle(.previousMonth)
        case .wheelDown where inGrid || (row == -1 && column >= 0 && column < CalendarArt.width):
            return picker.handle(.nextMonth)
        case .press(.left) where inGrid:
            isDraggingGrid = true
            return picker.pressCell(row: row, column: column / 4)
        case .drag(.left) where isDraggingGrid:
            guard inGrid else { return picker.selectedDay.map { .selected($0) } ?? .blocked }
            return picker.dragCell(row: row, column: column / 4)
        case .release where isDraggingGrid:
            isDraggingGrid = false
            return inGrid ? picker.releaseCell(row: row, column: column / 4) : picker.releaseCell(row: nil, column: nil)
        default:
            return nil
        }
    }

    /// Applies a key of the calendar's keyboard model, if it is one.
    func handle(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, at time: Double) -> DayPicker.Outcome? {
        advance(to: time)
        guard let action = CalendarView.action(for: key, modifiers: modifiers) else { return nil }
        return picker.handle(action)
    }

    /// The keyboard model of the calendar picker: the arrows (or `h`, `j`,
    /// `k`, `l`; with Shift they extend a range), PgUp and PgDn (with Shift
    /// for years), Home, End, `t`, Enter and Esc (which drops a pending range).
    static func action(for key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> DayPicker.Key? {
        let shift = modifiers.contains(.shift)
        switch key {
        case .left: return shift ? .extendLeft : .left
        case .right: return shift ? .extendRight : .right
        case .up: return shift ? .extendUp : .up
        case .down: return shift ? .extendDown : .down
        case .escape where modifiers.isEmpty: return .cancel
        default: return otherAction(for: key, modifiers: modifiers)
        }
    }

    private static func otherAction(for key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> DayPicker.Key? {
        switch key {
        case .pageUp: modifiers.contains(.shift) ? .previousYear : .previousMonth
        case .pageDown: modifiers.contains(.shift) ? .nextYear : .nextMonth
        case .home: .startOfWeek
        case .end: .endOfWeek
        case .enter: .choose
        case .character(let letter) where modifiers.isEmpty:
            switch letter {
            case "t": .today
            case "h": .left
            case "j": .down
            case "k": .up
            case "l": .right
            default: nil
            }
        default: nil
        }
    }

    /// The help entries of the calendar's keys and mouse, for overlays.
    static let helpEntries: [HelpOverlay.Entry] = [
        ("Left/Right h/l", "one day"),
        ("Up/Down k/j", "one week"),
        ("PgUp/PgDn", "month (+Shift: year)"),
        ("Home/End", "week start/end"),
        ("t", "today"),
        ("w", "week numbers"),
        ("Enter, click a day", "choose (several: add or take out)"),
        ("drag a ribbon", "scroll, flick"),
        ("wheel on ribbon", "year or month"),
        ("wheel on grid", "month"),
        ("Shift+arrows", "extend range"),
        ("Esc", "drop range"),
        ("drag over days", "pick a range"),
    ]

    /// The style of a day of the grid: selected, today, not allowed, another
    /// month's, weekend or weekday. Selected and today stay apart without
    /// colour too (reversed; bold underlined), and the cell text marks them
    /// (`[25]`, `(21)`, `{21}`).
    func style(of cell: GridCell, column: Int, theme: DemoTheme) -> Style {
        let selected = cell.day == picker.selectedDay
        let today = cell.day == picker.today
        if selected && today { return theme.selectedToday }
        if selected { return theme.selected }
        if today { return theme.today }
        if picker.isChosen(cell.day) { return theme.rangeEnd }
        switch picker.rangeMark(of: cell.day) {
        case .start?, .end?: return theme.rangeEnd
        case .inside?, .pendingEnd?: return theme.range
        case nil: break
        }
        if !picker.isAllowed(cell.day) { return theme.disabled }
        if !cell.isInMonth { return theme.otherMonth }
        let weekday = picker.grid.weekday(ofColumn: column)
        return weekday == 1 || weekday == 7 ? theme.weekend : theme.plain
    }

    func draw(into buffer: inout ScreenBuffer, column left: Int, row top: Int, theme: DemoTheme) {
        followRibbons()
        yearRibbon.draw(into: &buffer, column: left, row: top, theme: theme, focused: router.active === yearRibbon)
        monthRibbon.draw(into: &buffer, column: left + yearRibbon.width + 2, row: top,
                         theme: theme, focused: router.active === monthRibbon)
        let weekColumn = showsWeekNumbers ? CalendarView.weekColumnWidth : 0
        gridTop = top + 4
        gridLeft = left + weekColumn
        if showsWeekNumbers { buffer.put(shown(" Wk", startsRow: true), atColumn: left, row: top + 3, style: theme.weekNumber) }
        for (index, name) in symbols.enumerated() {
            let weekday = (picker.firstWeekday - 1 + index) % 7 + 1
            buffer.put(shown(CalendarArt.headerText(name), startsRow: index == 0 && !showsWeekNumbers),
                       atColumn: gridLeft + index * 4, row: top + 3,
                       style: weekday == 1 || weekday == 7 ? theme.weekendTitle : theme.title)
        }
        let grid = picker.grid
        for row in 0..<grid.rowCount {
            if showsWeekNumbers {
                let week = String(grid.isoWeek(ofRow: row).week)
                buffer.put(shown(String(repeating: " ", count: 3 - week.count) + week, startsRow: true),
                           atColumn: left, row: gridTop + row, style: theme.weekNumber)
            }
            for column in 0..<7 {
                let cell = grid.cell(row: row, column: column)
                let text = CalendarArt.cellText(cell, in: picker, style: theme.box, latinDigits: latinDigits)
                buffer.put(shown(text, startsRow: column == 0 && !showsWeekNumbers),
                           atColumn: gridLeft + column * 4, row: gridTop + row,
                           style: style(of: cell, column: column, theme: theme))
            }
        }
    }
}
