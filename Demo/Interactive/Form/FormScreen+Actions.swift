import CalendarPicker
import InlineForm
import TerminalPickers

// What the form's keys and clicks do to the draft, the cursor and the open picker.
extension FormScreen {
    func say(_ text: String, _ kind: MessageKind) {
        message = text
        messageKind = kind
    }

    /// Ends what the cursor's row was doing before the cursor leaves it: a
    /// typed date, time or duration is checked and kept; a bad one keeps the cursor there.
    ///
    /// - Returns: Whether the cursor may leave.
    func leaveRow() -> Bool {
        if isTypingValue && !commitTypedValue() { return false }
        stopEditing()
        return true
    }

    func moveCursor(by step: Int) {
        let ids = form.fields.map(\.id)
        guard let index = ids.firstIndex(of: cursor) else { return }
        let target = min(max(index + step, 0), ids.count - 1)
        if target != index, leaveRow() {
            cursor = ids[target]
        }
    }

    /// Enter or a click on a field row: opens or closes its picker, or starts or stops editing text.
    func activate(_ id: FieldID) {
        message = ""
        if form.opensInlinePicker(id) {
            let wasOpen = form.isPickerOpen(for: id)
            if let path = form.path(ofField: id) { _ = form.tapRow(at: path) }
            picker = nil
            if !wasOpen, let field = form.field(id) {
                picker = FormPicker.make(for: field, value: form.value(for: id), calendar: calendar, locale: locale,
                                         today: today, style: style)
                if case .wheels(let board)? = picker { follow(board) }
            }
        } else if form.field(id)?.kind.category == .text {
            if editor != nil { stopEditing() } else { startEditing() }
        }
    }

    func startEditing() {
        _ = form.beginEditing(cursor)
        picker = nil
        editor = LineEditor(text: form.value(for: cursor).textValue ?? "")
    }

    /// Leaves the row's editing: a text field's edit ends, a typed date, time or duration is dropped.
    func stopEditing() {
        if cursorField.kind.category == .text { _ = form.endEditing() }
        editor = nil
    }

    /// Applies an edit to the cursor's text field, starting to edit it if needed.
    func edit(_ change: (inout LineEditor) -> Void) {
        if editor == nil { startEditing() }
        guard var editor else { return }
        change(&editor)
        editor.scrollToShowCursor(width: FormLayout.valueWidth)
        self.editor = editor
        if (try? form.setDraftValue(.text(editor.text), for: cursor)) == true { fieldErrors[cursor] = nil }
        message = ""
    }

    /// Types into the row's date, time or duration, starting to type one if needed.
    func typeValue(_ text: String) {
        if editor == nil {
            picker = nil
            editor = LineEditor(text: "")
        }
        editor?.insert(text)
        scrollEditor()
    }

    /// Keeps the editor's cursor in view in a value's width.
    func scrollEditor() {
        editor?.scrollToShowCursor(width: FormLayout.valueWidth)
    }

    /// Checks the typed date, time or duration and stores it; shows the
    /// error at the row, and a line under the form, when it is none.
    ///
    /// - Returns: Whether the row is left in order (a good value, or nothing typed).
    func commitTypedValue() -> Bool {
        guard let text = editor?.text, let entry else { return true }
        switch entry.read(text, calendar: calendar, maximumHours: FormPicker.maximumHours) {
        case .empty:
            editor = nil
            return true
        case .value(let value):
            _ = try? form.setDraftValue(value, for: cursor)
            editor = nil
            fieldErrors[cursor] = nil
            message = ""
            return true
        case .problem(let problem, let quotesText):
            fieldErrors[cursor] = problem
            say(quotesText ? "\(cursorField.title): \(text) is \(problem)" : "\(cursorField.title): \(problem)", .error)
            return false
        }
    }

    /// Backspace or Delete on a date, time or duration row: clears the value when the field may be empty.
    func clearValue() {
        let field = cursorField
        if let rule = field.rules.first(where: { !$0.accepts(.empty, in: form.draft) }) {
            fieldErrors[cursor] = rule.reason
            say("\(field.title) \(rule.reason): it cannot be cleared", .error)
            return
        }
        _ = try? form.setDraftValue(.empty, for: cursor)
        fieldErrors[cursor] = nil
        message = ""
    }

    /// Keeps the row's draft value on what the wheels show, as they turn.
    func follow(_ board: DateTimeBoardView) {
        switch board.picker {
        case .time(let clock): clock.onChange = { [unowned self] _ in self.keepWheelValue() }
        case .duration(let span): span.onChange = { [unowned self] _ in self.keepWheelValue() }
        case .dateTime: break
        }
    }

    /// Puts the open wheels' value into the cursor's row (the draft: Cancel still discards it).
    func keepWheelValue() {
        guard let value = picker?.wheelValue else { return }
        _ = try? form.setDraftValue(value, for: cursor)
        fieldErrors[cursor] = nil
    }

    func closePicker() {
        _ = form.closePickers()
        picker = nil
    }

    /// What an inline calendar's outcome does to the form: a chosen day or range becomes the row's value.
    func apply(_ outcome: DayPicker.Outcome) {
        let value: FieldValue
        switch outcome {
        case .chosen(let day): value = .date(day)
        case .chosenRange(let range): value = .dateRange(range)
        default: return
        }
        _ = try? form.setDraftValue(value, for: cursor)
        fieldErrors[cursor] = nil
        closePicker()
    }

    func chooseOption() {
        guard case .choice(let box)? = picker, let row = box.ribbon.selectedRow else { return }
        _ = try? form.setDraftValue(.choice(row), for: cursor)
        closePicker()
    }

    func save() {
        if isTypingValue && !commitTypedValue() { return }
        do {
            _ = try form.save()
            picker = nil
            stopEditing()
            fieldErrors = [:]
            say("saved", .success)
        } catch {
            fieldErrors = [:]
            for failure in error.failures where fieldErrors[failure.fieldID] == nil {
                fieldErrors[failure.fieldID] = failure.reason
            }
            say(error.failures.map(\.description).joined(separator: "; "), .error)
        }
    }

    /// Ctrl-X: the draft goes back to what was saved, and the row leaves editing.
    func cancel() {
        _ = form.cancel()
        picker = nil
        stopEditing()
        fieldErrors = [:]
        say("changes discarded", .info)
    }

    /// The cursor's field in words, with what is open or typed, its error and the message.
    var plainText: String {
        let field = cursorField
        let value = editor?.text ?? form.text(for: cursor)
        var text = "\(field.title): \(value.isEmpty ? "empty" : value)"
        if editor != nil { text += entry.map { ", typing a \($0.name)" } ?? ", editing" }
        switch picker {
        case .calendar(let view)?:
            text += ", picking " + DayDescription(calendar: view.picker.calendar, locale: view.picker.locale).text(of: view.picker)
        case .choice(let box)?:
            if let row = box.ribbon.selectedRow, let label = box.ribbon.label(ofRow: row) { text += ", choosing \(label)" }
        case .wheels(let board)?:
            text += ", turning " + board.plainText
        case nil: break
        }
        if let error = fieldErrors[cursor] { text += "; error: \(error)" }
        if !message.isEmpty { text += "; \(message)" }
        return text
    }
}
