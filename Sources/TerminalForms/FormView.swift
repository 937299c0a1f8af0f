import CalendarPicker
import Foundation
import InlineForm
import TerminalPickers
import TerminalUI

/// A form on a terminal screen, driven by a host screen: the rows of an
/// `EditableForm` whose date, choice, time and duration rows open a picker
/// inline below them, with a draft that Save commits and Cancel discards.
///
/// Text rows edit with a cursor (``LineEditor``). Date rows take a typed
/// `YYYY-MM-DD`, time rows `HH:MM` and duration rows `H:MM` (``FormEntry``),
/// checked on Enter; Backspace or Delete clears an optional one. Errors
/// show beside their fields. The view holds the rows (``FormState``), the
/// edit on the cursor's row (``RowEdit``) and the picker row
/// (``FormPickerRow``), turns each event into an action of the current
/// state's keys (``FormKeys``) and has the one it concerns do it.
/// ``FormLayout`` places the rows and ``FormRenderer`` draws them in the
/// host's styles (``FormStyle``).
///
/// Pickers are one-way: a click is hit-tested against what was drawn last,
/// and only ``advance(to:)``, the run loop's frame, moves time.
@MainActor
package final class FormView: Animated {
    /// The rows: the form and its draft, the cursor, the errors and the message.
    package private(set) var state: FormState
    /// The edit under way on the cursor's row.
    package private(set) var edit = RowEdit()
    /// The picker open below the cursor's row, and what it was drawn as.
    let pickers: FormPickerRow
    /// The first row.
    let top: Int

    /// Creates the view of a form.
    ///
    /// - Parameters:
    ///   - form: The form.
    ///   - locale: The pickers' locale.
    ///   - today: The day the calendars mark as today.
    ///   - calendar: The calendar of the form's dates: the pickers show it,
    ///     and dates are typed and shown in its numbers.
    ///   - style: The box characters.
    ///   - top: The first row.
    package init(form: EditableForm, locale: Locale, today: Day?, calendar: CalendarSystem, style: RibbonArt.Style,
                 top: Int) {
        state = FormState(form: form, calendar: calendar)
        pickers = FormPickerRow(locale: locale, today: today, calendar: calendar, style: style)
        self.top = top
    }

    /// The picker open below the cursor's row.
    package var picker: FormPicker? { pickers.picker }

    /// The keys of the current state: the hints, the help and the plain mode's announcement read them.
    package var keys: KeyBindingTable<FormAction> {
        FormKeys.table(picker: picker, editing: edit.editor != nil, state: state)
    }

    /// The view's layout now.
    package var layout: FormLayout { FormLayout(rows: state.form.rows, top: top, pickerHeight: picker?.height ?? 0) }

    /// Whether a key types into the form now (``FormKeys/takesText(_:modifiers:picker:state:)``).
    package func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool {
        FormKeys.takesText(key, modifiers: modifiers, picker: picker, state: state)
    }

    /// Whether Esc does something now: closes the picker, or ends an edit.
    package var usesEscape: Bool { picker != nil || edit.editor != nil }

    /// Whether leaving now would lose work: a changed draft, or a value being typed.
    package var hasUnsavedChanges: Bool { state.form.hasChanges || edit.hasTypedText }

    /// The cursor's field in words, with what is open or typed, its error and the message.
    package var plainText: String {
        FormDescription(state: state, editor: edit.editor, picker: picker).text
    }

    /// Whether the open picker moves on its own.
    package var isAnimating: Bool { pickers.isAnimating }

    /// Steps the open picker's animation: the run loop's frame, never an event.
    package func advance(to time: Double) {
        pickers.advance(to: time)
    }

    /// Draws the form from its layout.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - style: The host's styles.
    package func draw(into buffer: inout ScreenBuffer, style: FormStyle) {
        FormRenderer(view: self, style: style).draw(into: &buffer)
    }

    /// Handles an event: a key of the current table, typed or pasted text, a click.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - time: Its time in milliseconds.
    /// - Returns: Whether the form used it (else the host may: q, Esc and ? quit and help).
    package func handle(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .mouse(let mouse):
            return handle(mouse, at: time)
        case .paste(let text):
            return picker == nil && edit.type(text, in: &state)
        case .key(let key, let modifiers):
            if let action = keys.action(for: event) { return perform(action) }
            guard takesText(key, modifiers: modifiers), case .character(let scalar) = key else { return false }
            return edit.type(String(scalar), in: &state)
        }
    }

    /// Does what a key of the current table does. No picker is open while
    /// a row's keys are in force, so no edit starts under one.
    private func perform(_ action: FormAction) -> Bool {
        switch action {
        case .previousRow, .nextRow:
            if let id = state.field(movedBy: action == .previousRow ? -1 : 1), edit.leaveRow(in: &state) {
                state.cursor = id
            }
        case .activate:
            activate(state.cursor)
        case .save:
            guard edit.commitTypedValue(in: &state), state.save() else { break }
            edit.stop(in: &state)
            pickers.picker = nil
        case .discard:
            state.cancel()
            edit.stop(in: &state)
            pickers.picker = nil
        case .picker(.cancel), .closePicker, .wheel, .previousOption, .nextOption, .chooseOption:
            let effect = pickers.perform(action)
            guard pickers.apply(effect, to: &state) else { return false }
        case .picker:
            // A calendar's own key leaves the row's editor alone.
            let effect = pickers.perform(action)
            return pickers.apply(effect, to: &state)
        default:
            guard edit.perform(action, in: &state) else { return false }
        }
        edit.scrollToCursor()
        return true
    }

    /// Enter or a click on a field row: opens or closes its picker, or starts or stops editing text.
    private func activate(_ id: FieldID) {
        state.feedback.message = ""
        if state.form.opensInlinePicker(id) {
            pickers.toggle(id, in: &state)
            // The row's draft follows the wheels as they turn.
            if case .wheels(let wheels)? = picker { wheels.onChange { [unowned self] in self.keepWheelValue() } }
        } else if state.form.field(id)?.kind.category == .text {
            if edit.editor != nil {
                edit.stop(in: &state)
            } else {
                pickers.picker = nil
                edit.start(in: &state)
            }
        }
    }

    /// Puts the open wheels' value into the cursor's row (the draft: Cancel still discards it).
    private func keepWheelValue() {
        guard let value = picker?.wheelValue else { return }
        state.keep(value)
    }

    /// A click: the open picker's, else on a field row, which the cursor moves to and activates.
    private func handle(_ mouse: InputEvent.Mouse, at time: Double) -> Bool {
        let layout = self.layout
        if let row = layout.pickerRow {
            let effect = pickers.handle(mouse, atRow: row, at: time)
            if pickers.apply(effect, to: &state) { return true }
        }
        guard case .press(.left) = mouse.action, case .field(let id)? = layout.target(atRow: mouse.row) else { return false }
        if id != state.cursor {
            guard edit.leaveRow(in: &state) else { return true }
            state.cursor = id
        }
        activate(id)
        return true
    }
}
