import TerminalPickers
import TerminalUI

/// The styles a prompt (``DayPrompt``, ``TimePrompt``) draws with: the
/// pickers' theme, and the key line's and messages' styles of its host.
package struct PromptTheme {
    /// The pickers' styles and box characters.
    package var pickers: PickerTheme
    /// The key line and the help.
    package var hint: Style
    /// A message about something that went wrong (a day that cannot be picked).
    package var error: Style

    /// Creates the styles.
    ///
    /// - Parameters:
    ///   - pickers: The pickers' styles and box characters.
    ///   - hint: The key line's and the help's style.
    ///   - error: The style of a message about something that went wrong.
    package init(pickers: PickerTheme, hint: Style, error: Style) {
        (self.pickers, self.hint, self.error) = (pickers, hint, error)
    }
}
