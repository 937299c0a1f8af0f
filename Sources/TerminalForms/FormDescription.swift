import InlineForm

/// A form view in words, for the plain (screen reader) mode: the cursor's
/// field and its value or the text being typed, what is open, the field's
/// error and the message: `Started: 14:30, typing a time`.
@MainActor
struct FormDescription {
    /// The rows.
    let state: FormState
    /// The text being edited or typed on the cursor's row.
    let editor: LineEditor?
    /// The picker open below the cursor's row.
    let picker: FormPicker?

    /// The words.
    var text: String {
        let field = state.cursorField
        let value = editor?.text ?? state.form.text(for: state.cursor)
        var text = "\(field.title): \(value.isEmpty ? "empty" : value)"
        if editor != nil { text += state.entry.map { ", typing a \($0.name)" } ?? ", editing" }
        text += picker?.plainText ?? ""
        if let error = state.feedback.fieldErrors[state.cursor] { text += "; error: \(error)" }
        if !state.feedback.message.isEmpty { text += "; \(state.feedback.message)" }
        return text
    }
}
