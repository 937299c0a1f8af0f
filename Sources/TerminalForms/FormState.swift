import CalendarPicker
import InlineForm

/// The rows of a form view as a value: the form and its draft, the cursor,
/// and what the view says (``FormFeedback``). Its transitions are the
/// ones no edit takes part in: where the cursor may go, a picked value
/// kept, an optional value cleared, saving and cancelling.
///
/// The edit under way on the cursor's row is a value of its own
/// (``RowEdit``), and the open picker is the picker row's
/// (``FormPickerRow``): ``FormView`` holds the three.
@MainActor
package struct FormState {
    /// The form, with its draft.
    package var form: EditableForm
    /// The field the cursor is on.
    package var cursor: FieldID
    /// The errors beside fields and the message under the form.
    package var feedback = FormFeedback()
    /// The calendar dates are typed and shown in.
    let calendar: CalendarSystem

    /// A form's rows, the cursor on its first field.
    ///
    /// - Parameters:
    ///   - form: The form; its dates are shown in `calendar`'s numbers.
    ///   - calendar: The calendar dates are typed and shown in.
    init(form: EditableForm, calendar: CalendarSystem) {
        self.form = form
        self.form.dayText = { [calendar] in calendar.text(of: $0) }
        cursor = form.fields[0].id
        self.calendar = calendar
    }

    /// The field the cursor is on (the form's own fields only ever are).
    var cursorField: Field { form.field(cursor) ?? form.fields[0] }
    /// The kind of the cursor's field.
    var kind: FieldKind.Category { cursorField.kind.category }
    /// What the cursor's row takes typed, if anything.
    var entry: FormEntry? { FormEntry(kind) }

    /// The field some rows up or down from the cursor's, stopping at the ends.
    ///
    /// - Parameter step: The rows to move, up when negative.
    /// - Returns: The field, or `nil` when the cursor would stay where it is.
    func field(movedBy step: Int) -> FieldID? {
        let ids = form.fields.map(\.id)
        guard let index = ids.firstIndex(of: cursor) else { return nil }
        let target = min(max(index + step, 0), ids.count - 1)
        return target == index ? nil : ids[target]
    }

    /// Puts a value into the cursor's row (the draft: Cancel still discards it).
    ///
    /// - Parameters:
    ///   - value: The value a picker shows or chose, or a typed one.
    ///   - clearingError: Whether the row's error goes.
    mutating func keep(_ value: FieldValue, clearingError: Bool = true) {
        _ = try? form.setDraftValue(value, for: cursor)
        if clearingError { feedback.fieldErrors[cursor] = nil }
    }

    /// Backspace or Delete on a date, time or duration row: clears the
    /// value when the field may be empty, else says why it may not.
    mutating func clearValue() {
        let field = cursorField
        if let rule = field.rules.first(where: { !$0.accepts(.empty, in: form.draft) }) {
            feedback.report(rule.reason, at: cursor, saying: "\(field.title) \(rule.reason): it cannot be cleared")
            return
        }
        _ = try? form.setDraftValue(.empty, for: cursor)
        feedback.clear(cursor)
    }

    /// Ctrl-S: the draft is saved, or each broken rule shows beside its
    /// field. A value being typed is checked before (``RowEdit/commitTypedValue(in:)``).
    ///
    /// - Returns: Whether the draft was saved.
    mutating func save() -> Bool {
        do {
            _ = try form.save()
            feedback.show(nil)
            return true
        } catch {
            feedback.show(error)
            return false
        }
    }

    /// Ctrl-X: the draft goes back to what was saved.
    mutating func cancel() {
        _ = form.cancel()
        feedback.fieldErrors = [:]
        feedback.say("changes discarded", .info)
    }
}
