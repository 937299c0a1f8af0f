import InlineForm

/// The edit under way on the cursor's row, as a value: a text field's
/// value edited with a cursor (its draft follows every change), or a date,
/// a time or a duration typed (``FormEntry``), checked on Enter or when
/// the cursor leaves. Its transitions take the rows (``FormState``) whose
/// draft and messages they change.
@MainActor
package struct RowEdit {
    /// The text being edited or typed on the cursor's row; `nil` when the row is not being edited.
    package private(set) var editor: LineEditor?
    /// What is being typed, or `nil` for a text field's edit (or no edit).
    private(set) var entry: FormEntry?

    /// Whether a date, a time or a duration is being typed.
    var isTypingValue: Bool { editor != nil && entry != nil }

    /// Whether a value is being typed and something was typed: work that leaving would lose.
    var hasTypedText: Bool { isTypingValue && editor?.text.isEmpty == false }

    /// Ends the edit before the cursor leaves the row: a typed date, time
    /// or duration is checked and kept; a bad one keeps the cursor there.
    ///
    /// - Parameter state: The rows.
    /// - Returns: Whether the cursor may leave.
    mutating func leaveRow(in state: inout FormState) -> Bool {
        if isTypingValue && !commitTypedValue(in: &state) { return false }
        stop(in: &state)
        return true
    }

    /// Starts editing the cursor's text field, the cursor at the end of its text.
    ///
    /// - Parameter state: The rows.
    mutating func start(in state: inout FormState) {
        _ = state.form.beginEditing(state.cursor)
        editor = LineEditor(text: state.form.value(for: state.cursor).textValue ?? "")
        entry = nil
    }

    /// Leaves the edit: a text field's edit ends, a typed date, time or duration is dropped.
    ///
    /// - Parameter state: The rows.
    mutating func stop(in state: inout FormState) {
        if state.kind == .text { _ = state.form.endEditing() }
        (editor, entry) = (nil, nil)
    }

    /// Typed or pasted text: a text row inserts it at the cursor, a date,
    /// time or duration row types the characters of it that it takes.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - state: The rows.
    /// - Returns: Whether the row takes text.
    mutating func type(_ text: String, in state: inout FormState) -> Bool {
        if state.kind == .text {
            edit(in: &state) { $0.insert(text) }
        } else if let typed = state.entry {
            if editor == nil { (editor, entry) = (LineEditor(text: ""), typed) }
            editor?.insert(typed.characters(in: text))
            scrollToCursor()
        } else {
            return false
        }
        return true
    }

    /// Applies a change to the cursor's text field, starting to edit it if
    /// needed; the draft follows the text.
    ///
    /// - Parameters:
    ///   - state: The rows.
    ///   - change: The change.
    mutating func edit(in state: inout FormState, _ change: (inout LineEditor) -> Void) {
        if editor == nil { start(in: &state) }
        guard var editor else { return }
        change(&editor)
        editor.scrollToShowCursor(width: FormLayout.valueWidth)
        self.editor = editor
        if (try? state.form.setDraftValue(.text(editor.text), for: state.cursor)) == true {
            state.feedback.fieldErrors[state.cursor] = nil
        }
        state.feedback.message = ""
    }

    /// Keeps the editor's cursor in view in a value's width.
    mutating func scrollToCursor() {
        editor?.scrollToShowCursor(width: FormLayout.valueWidth)
    }

    /// Checks the typed date, time or duration and stores it; shows the
    /// error at the row, and a line under the form, when it is none.
    ///
    /// - Parameter state: The rows.
    /// - Returns: Whether the row is left in order (a good value, or nothing typed).
    mutating func commitTypedValue(in state: inout FormState) -> Bool {
        guard let text = editor?.text, let entry else { return true }
        switch entry.read(text, calendar: state.calendar, maximumHours: FormPicker.maximumHours) {
        case .empty:
            editor = nil
            return true
        case .value(let value):
            _ = try? state.form.setDraftValue(value, for: state.cursor)
            editor = nil
            state.feedback.clear(state.cursor)
            return true
        case .problem(let problem, let quotesText):
            let title = state.cursorField.title
            state.feedback.report(problem, at: state.cursor,
                                  saying: quotesText ? "\(title): \(text) is \(problem)" : "\(title): \(problem)")
            return false
        }
    }

    /// What a key of the edit does (``FormKeys``): it moves in the text,
    /// deletes (on a date, time or duration row not being typed, clears the
    /// value), or ends the edit; on a text row, moving starts editing.
    ///
    /// - Parameters:
    ///   - action: The key's action.
    ///   - state: The rows.
    /// - Returns: Whether it did anything.
    mutating func perform(_ action: FormAction, in state: inout FormState) -> Bool {
        switch action {
        case .moveLeft, .moveRight, .moveToStart, .moveToEnd:
            if editor == nil && state.kind == .text { start(in: &state) }
            guard editor != nil else { return false }
            switch action {
            case .moveLeft: editor?.moveLeft()
            case .moveRight: editor?.moveRight()
            case .moveToStart: editor?.moveToStart()
            default: editor?.moveToEnd()
            }
        case .deleteBackward, .deleteForward:
            let backward = action == .deleteBackward
            if isTypingValue {
                _ = backward ? editor?.deleteBackward() : editor?.deleteForward()
            } else if state.kind == .text {
                edit(in: &state) { _ = backward ? $0.deleteBackward() : $0.deleteForward() }
            } else if state.entry != nil {
                state.clearValue()
            } else {
                return false
            }
        case .finishEntry:
            if isTypingValue { _ = commitTypedValue(in: &state) } else { stop(in: &state) }
        case .stopEntry:
            if isTypingValue { state.feedback.fieldErrors[state.cursor] = nil }
            stop(in: &state)
        default:
            return false
        }
        return true
    }
}
