import CalendarPicker
import Foundation
import InlineForm
import TerminalForms
import TerminalPickers
import TerminalUI

/// The Form and Time screens: a form's terminal view (``FormView``, of
/// TerminalForms) as a screen of the interactive demo. The view does the
/// work (keys, edits, inline pickers, Save and Cancel); the screen gives
/// it the demo's theme and answers the app in its terms.
@MainActor
final class FormScreen: DemoScreen {
    let title: String
    /// The form's view.
    let view: FormView

    /// Creates the screen of a form.
    ///
    /// - Parameters:
    ///   - form: The form; the employee record by default.
    ///   - title: The screen's tab.
    ///   - locale: The pickers' locale.
    ///   - today: The day the calendars mark as today.
    ///   - calendar: The calendar of the form's dates.
    ///   - style: The box characters.
    ///   - top: The first row.
    init(form: EditableForm = EmployeeForm.make(), title: String = "Form", locale: Locale, today: Day?,
         calendar: CalendarSystem = CalendarSystem(.gregorian), style: RibbonArt.Style, top: Int = DemoApp.contentTop) {
        self.title = title
        view = FormView(form: form, locale: locale, today: today, calendar: calendar, style: style, top: top)
    }

    /// The form, with its draft.
    var form: EditableForm { view.state.form }
    /// The field the cursor is on.
    var cursor: FieldID { view.state.cursor }
    /// The text being edited or typed on the cursor's row.
    var editor: LineEditor? { view.edit.editor }
    /// The picker open below the cursor's row.
    var picker: FormPicker? { view.picker }
    /// The screen's layout now.
    var layout: FormLayout { view.layout }

    var hints: [KeyHint] { view.keys.hints }
    /// The help of what the screen does now: the keys of a row, of an edit, of the open picker.
    var help: [KeyHelp] { view.keys.help }
    var keyAnnouncement: String { view.keys.announcement }
    var plainText: String { view.plainText }
    var usesEscape: Bool { view.usesEscape }
    var hasUnsavedChanges: Bool { view.hasUnsavedChanges }
    var isAnimating: Bool { view.isAnimating }

    /// Text rows take every printable key; date, time and duration rows only their characters.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool {
        view.takesText(key, modifiers: modifiers)
    }

    /// Steps the open picker's animation: the app's frame only.
    func advance(to time: Double) {
        view.advance(to: time)
    }

    /// Hands an event to the form.
    func handle(_ event: InputEvent, at time: Double) -> EventResponse {
        view.handle(event, at: time) ? .handled : .ignored
    }

    /// Draws the form in the demo's theme.
    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme) {
        view.draw(into: &buffer, style: FormScreen.style(theme))
    }

    /// The demo's theme as a form's styles.
    ///
    /// - Parameter theme: The demo's theme.
    static func style(_ theme: DemoTheme) -> FormStyle {
        FormStyle(plain: theme.plain, title: theme.title, selected: theme.selected, cursor: theme.cursor,
                  focusedBox: theme.focusedBox, error: theme.error, success: theme.success, calendar: theme.style(for:))
    }
}
