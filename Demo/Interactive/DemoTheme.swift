import TerminalForms
import TerminalPickers
import TerminalUI

/// The styles the interactive demo draws with: the pickers' (``PickerTheme``,
/// read through this value as if they were its own, `theme.today`) and the
/// demo's own.
@dynamicMemberLookup
struct DemoTheme {
    /// The pickers' styles and box characters.
    var pickers: PickerTheme
    /// The tab of the screen shown.
    var activeTab = Style(reversed: true)
    /// The key line and the help.
    var help = Style(dim: true)
    /// A message about something that went wrong.
    var error = Style(foreground: .red, bold: true)
    /// A message about something done.
    var success = Style(foreground: .green, bold: true)
    /// The text cursor of an edited row.
    var cursor = Style(underlined: true)

    init(ascii: Bool) {
        pickers = PickerTheme(ascii: ascii)
    }

    /// A style or the box characters of the pickers' theme.
    subscript<Value>(dynamicMember keyPath: KeyPath<PickerTheme, Value>) -> Value {
        pickers[keyPath: keyPath]
    }

    /// Whether a terminal can show the Unicode boxes (``PickerTheme/supportsUnicode(environment:)``).
    static func supportsUnicode(environment: [String: String]) -> Bool {
        PickerTheme.supportsUnicode(environment: environment)
    }

    /// The styles of a script's prompt (`demo pick`): the pickers', the key line's and the errors'.
    var prompt: PromptTheme { PromptTheme(pickers: pickers, hint: help, error: error) }

    /// The style of a piece of the calendar.
    func style(for role: CalendarCanvas.Role) -> Style { pickers.style(for: role) }

    /// The style of a piece of a time board.
    func style(for role: DateTimeBoardView.Role) -> Style { pickers.style(for: role) }

    /// The style of a day.
    func style(for day: CalendarDayCell.Role) -> Style { pickers.style(for: day) }
}
