import Foundation
import TerminalPickers
import TerminalUI

/// The characters and styles the interactive demo draws with.
///
/// Nothing depends on colour alone: without it (`NO_COLOR`, `--no-color`)
/// the attributes remain (the selection reversed, today bold and
/// underlined, weekends and other months dim), and the calendar's cell
/// marks (`[25]`, `(21)`, `{21}`, `~1`, a range's `|18-` `-19-` `-20|`)
/// tell days apart in any case.
struct DemoTheme {
    var box: RibbonArt.Style
    var plain = Style.plain
    var focusedBox = Style(foreground: .cyan, bold: true)
    var selected = Style(reversed: true)
    var today = Style(foreground: .yellow, bold: true, underlined: true)
    var selectedToday = Style(foreground: .yellow, bold: true, underlined: true, reversed: true)
    var weekend = Style(dim: true)
    var otherMonth = Style(foreground: .brightBlack, dim: true)
    var disabled = Style(foreground: .brightBlack, dim: true)
    var weekNumber = Style(foreground: .cyan, dim: true)
    var activeTab = Style(reversed: true)
    var help = Style(dim: true)
    var title = Style(bold: true)
    var weekendTitle = Style(dim: true)
    var error = Style(foreground: .red, bold: true)
    var success = Style(foreground: .green, bold: true)
    var cursor = Style(underlined: true)
    /// The days of a range, and its ends: coloured, and marked in the cell text too (`|18-`, `-19-`, `-20|`).
    var range = Style(foreground: .black, background: .cyan)
    var rangeEnd = Style(foreground: .black, background: .cyan, bold: true)

    init(ascii: Bool) {
        box = ascii ? .ascii : .unicode
    }

    /// Whether a terminal can show the Unicode boxes: its locale's character
    /// set is UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`, as the C library
    /// reads them). `LANG=C` and unset locales get ASCII.
    ///
    /// - Parameter environment: The process environment.
    static func supportsUnicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let charset = locale.split(separator: ".").dropFirst().first.map { $0.split(separator: "@")[0] } ?? ""
        return ["utf-8", "utf8"].contains(charset.lowercased())
    }

    /// The style of a piece of the calendar.
    func style(for role: CalendarCanvas.Role) -> Style {
        switch role {
        case .ribbonBorder(let isDragged): isDragged ? focusedBox : plain
        case .ribbonLabels: plain
        case .weekNumberTitle, .weekNumber: weekNumber
        case .weekdayName(let isWeekend): isWeekend ? weekendTitle : title
        case .day(let day): style(for: day)
        }
    }

    /// The style of a piece of a time board: the calendar's box dim while the
    /// wheels have the keys, the wheels' middle row reversed where the keys are.
    func style(for role: DateTimeBoardView.Role) -> Style {
        switch role {
        case .calendar(.ribbonBorder, hasKeys: false): plain
        case .calendar(let role, _): style(for: role)
        case .wheel(.selection(isFocused: true), let hasKeys): hasKeys ? selected : title
        case .wheel(.selection(isFocused: false), _), .wheel(.separator, _), .caption: title
        case .wheel(.row, _): plain
        }
    }

    /// The style of a day: selection and today stay apart without colour too
    /// (reversed; bold underlined), and the cell text marks them.
    func style(for day: CalendarDayCell.Role) -> Style {
        switch day {
        case .selectedToday: selectedToday
        case .selected: selected
        case .today: today
        case .chosen, .rangeEnd: rangeEnd
        case .inRange: range
        case .disabled: disabled
        case .otherMonth: otherMonth
        case .weekend: weekend
        case .weekday: plain
        }
    }
}
