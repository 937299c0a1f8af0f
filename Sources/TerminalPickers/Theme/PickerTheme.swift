import TerminalUI

/// Styles for the pickers of this module on a terminal: a day picker's
/// canvas (``CalendarCanvas/Role``), its days (``CalendarDayCell/Role``) and
/// a time board (``DateTimeBoardView/Role``), and the boxes' characters.
///
/// Nothing depends on colour alone: without it (`NO_COLOR`, which the
/// terminal's renderer honours) the attributes remain (the selection
/// reversed, today bold and underlined, weekends and other months dim), and
/// the canvas's cell marks (`[25]`, `(21)`, `{21}`, `~1`, a range's `|18-`
/// `-19-` `-20|`) tell days apart in any case. Change any style you like:
///
/// ```swift
/// var theme = PickerTheme(ascii: !PickerTheme.supportsUnicode(environment: ProcessInfo.processInfo.environment))
/// theme.today = Style(foreground: .magenta, bold: true)
/// canvas.draw(into: &buffer, style: theme.style(for:))
/// ```
public struct PickerTheme: Hashable, Sendable {
    /// The ribbon boxes' characters.
    public var box: RibbonArt.Style
    /// Text that plays no particular part.
    public var plain = Style.plain
    /// A ribbon box while the pointer drags it.
    public var focusedBox = Style(foreground: .cyan, bold: true)
    /// The selected day, and the selected row of the wheel with the keys.
    public var selected = Style(reversed: true)
    /// Today.
    public var today = Style(foreground: .yellow, bold: true, underlined: true)
    /// Today when it is selected.
    public var selectedToday = Style(foreground: .yellow, bold: true, underlined: true, reversed: true)
    /// Saturdays and Sundays.
    public var weekend = Style(dim: true)
    /// Days of the months before and after the shown one.
    public var otherMonth = Style(foreground: .brightBlack, dim: true)
    /// Days that cannot be chosen.
    public var disabled = Style(foreground: .brightBlack, dim: true)
    /// ISO week numbers and their title.
    public var weekNumber = Style(foreground: .cyan, dim: true)
    /// Weekday names, the wheels' middle rows without the keys, a board's caption.
    public var title = Style(bold: true)
    /// Saturday's and Sunday's names.
    public var weekendTitle = Style(dim: true)
    /// The days inside a range (marked in the cell text too: `-19-`).
    public var range = Style(foreground: .black, background: .cyan)
    /// A range's ends and chosen days (`|18-`, `-20|`).
    public var rangeEnd = Style(foreground: .black, background: .cyan, bold: true)

    /// The theme with Unicode or ASCII boxes.
    ///
    /// - Parameter ascii: Whether the boxes are drawn with `+`, `-` and `|`.
    public init(ascii: Bool) {
        box = ascii ? .ascii : .unicode
    }

    /// Whether a terminal can show the Unicode boxes: its locale's character
    /// set is UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`, as the C library
    /// reads them). `LANG=C` and unset locales get ASCII.
    ///
    /// - Parameter environment: The process environment.
    public static func supportsUnicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let charset = locale.split(separator: ".").dropFirst().first.map { $0.split(separator: "@")[0] } ?? ""
        return ["utf-8", "utf8"].contains(charset.lowercased())
    }

    /// The style of a piece of a day picker's canvas.
    ///
    /// - Parameter role: The part it plays.
    public func style(for role: CalendarCanvas.Role) -> Style {
        switch role {
        case .ribbonBorder(let isDragged): isDragged ? focusedBox : plain
        case .ribbonLabels: plain
        case .weekNumberTitle, .weekNumber: weekNumber
        case .weekdayName(let isWeekend): isWeekend ? weekendTitle : title
        case .day(let day): style(for: day)
        }
    }

    /// The style of a piece of a time board: the calendar's box plain while
    /// the wheels have the keys, the wheels' middle row reversed where the keys are.
    ///
    /// - Parameter role: The part it plays.
    public func style(for role: DateTimeBoardView.Role) -> Style {
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
    ///
    /// - Parameter day: The part the day plays.
    public func style(for day: CalendarDayCell.Role) -> Style {
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
