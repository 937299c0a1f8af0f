import TerminalPickers
import TerminalUI

/// The styles a form view is drawn with, which its host gives it: the
/// host's theme, mapped once.
package struct FormStyle {
    /// Text with no part to stress: the buttons, the `>` marker, a row not under the cursor.
    package var plain: Style
    /// Section titles, an info message, and the wheels' selections without the keys.
    package var title: Style
    /// The cursor's row, and the selection of the wheel with the keys.
    package var selected: Style
    /// The cell under the text cursor (or the `_` past the end of the text).
    package var cursor: Style
    /// An open choice ribbon's box.
    package var focusedBox: Style
    /// An error beside a field, and an error message.
    package var error: Style
    /// The message of a good save.
    package var success: Style
    /// The style of each piece of an open calendar.
    package var calendar: (CalendarCanvas.Role) -> Style

    /// Creates the styles.
    ///
    /// - Parameters:
    ///   - plain: Text with no part to stress.
    ///   - title: Section titles, info messages, the wheels' other selections.
    ///   - selected: The cursor's row.
    ///   - cursor: The text cursor's cell.
    ///   - focusedBox: An open choice ribbon's box.
    ///   - error: Errors.
    ///   - success: A good save's message.
    ///   - calendar: The style of each piece of an open calendar.
    package init(plain: Style, title: Style, selected: Style, cursor: Style, focusedBox: Style, error: Style,
                 success: Style, calendar: @escaping (CalendarCanvas.Role) -> Style) {
        self.plain = plain
        self.title = title
        self.selected = selected
        self.cursor = cursor
        self.focusedBox = focusedBox
        self.error = error
        self.success = success
        self.calendar = calendar
    }
}
