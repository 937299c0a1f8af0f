import CalendarPicker
import Foundation
import InlineForm
import MiniPicker
import TerminalUI

/// The form screen: an employee record whose date and choice rows open a
/// picker inline below them, with a draft that Save commits and Cancel discards.
///
/// Text rows edit with a cursor (``LineEditor``) that scrolls the text so the
/// cursor stays visible. Date rows take a typed `YYYY-MM-DD`, checked on
/// Enter; Backspace or Delete clears an optional date. Errors show beside
/// their fields.
@MainActor
final class FormScreen: DemoScreen {
    /// How a message under the form looks.
    enum MessageKind: Equatable {
        case info, success, error
    }

    private(set) var form: EditableForm
    /// The field the cursor is on.
    private(set) var cursor: FieldID
    private(set) var message = ""
    private(set) var messageKind = MessageKind.info
    /// Errors shown beside fields: a failed save's, a typed date's, a required date's.
    private(set) var fieldErrors: [FieldID: String] = [:]
    /// The text being edited on the cursor's row: a text field's value, or a date being typed.
    private(set) var editor: LineEditor?
    private let locale: Locale
    private let today: Day?
    /// The calendar of the form's dates: the pickers show it, and dates are typed and shown in its numbers.
    private let calendar: CalendarSystem
    /// The inline pickers, made when they open.
    private var calendarView: CalendarView?
    private var choiceControl: RibbonControl?
    private var router = MouseRouter()
    /// The screen row where each display row was drawn, for clicks.
    private var rowLines: [(line: Int, height: Int, row: FormRow)] = []

    let title = "Form"
    let hints = [
        KeyHint("up/down rows", priority: 1),
        KeyHint("Enter open/edit", priority: 2),
        KeyHint("type to edit", priority: 3),
        KeyHint("Ctrl-S save", priority: 1),
        KeyHint("Ctrl-X discard", priority: 4),
        KeyHint("Esc close", priority: 5),
    ]
    let helpEntries: [HelpOverlay.Entry] = [
        ("Up/Down", "another field"),
        ("Enter", "open a picker, edit text, check a typed date"),
        ("typing", "edits text; digits type a date on a date row"),
        ("Left/Right, Home/End", "move in the text"),
        ("Backspace, Delete", "edit; on a date row clear an optional date"),
        ("Esc", "close the picker, stop editing"),
        ("Ctrl-S", "save"),
        ("Ctrl-X", "discard the changes"),
        ("click a row", "open or edit it"),
        ("in a calendar", "its keys as on the Calendar screen"),
    ]

    /// The widest value a row shows; longer text scrolls.
    static let maximumValueWidth = 30

    init(locale: Locale, today: Day?, calendar: CalendarSystem = CalendarSystem(.gregorian)) {
        form = EmployeeForm.make()
        form.dayText = { [calendar] in calendar.text(of: $0) }
        cursor = EmployeeForm.name
        self.locale = locale
        self.today = today
        self.calendar = calendar
    }

    /// The field the cursor is on (the form's own fields only ever are).
    private var cursorField: Field { form.field(cursor) ?? form.fields[0] }

    private var kind: FieldKind.Category { cursorField.kind.category }
    private var isTypingDate: Bool { editor != nil && kind == .date }

    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool {
        guard modifiers.subtracting(.shift).isEmpty, key.isPrintable, case .character(let scalar) = key,
              !form.isPickerOpen(for: cursor) else { return false }
        switch kind {
        case .text: return true
        case .date: return FormScreen.isDateCharacter(scalar)
        default: return false
        }
    }

    /// Whether a character can be part of a typed date.
    static func isDateCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "-"
    }

    var hasUnsavedChanges: Bool {
        form.hasChanges || (isTypingDate && editor?.text.isEmpty == false)
    }

    var isAnimating: Bool {
        (calendarView?.isAnimating ?? false) || (choiceControl?.ribbon.isAnimating ?? false)
    }

    func advance(to time: Double) {
        calendarView?.advance(to: time)
        choiceControl?.ribbon.advance(to: time)
    }

    // MARK: - Input

    func handle(_ event: InputEvent, at time: Double) -> Bool {
        advance(to: time)
        switch event {
        case .mouse(let mouse): return handle(mouse, at: time)
        case .key(let key, let modifiers): return handle(key, modifiers: modifiers, at: time)
        case .paste(let text):
            guard !form.isPickerOpen(for: cursor) else { return false }
            switch kind {
            case .text: edit { $0.insert(text) }
            case .date: typeDate(String(String.UnicodeScalarView(text.unicodeScalars.filter(FormScreen.isDateCharacter))))
            default: return false
            }
            return true
        }
    }

    private func handle(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, at time: Double) -> Bool {
        if modifiers == .control, case .character(let scalar) = key {
            if scalar == "s" { save(); return true }
            if scalar == "x" { cancel(); return true }
        }
        if form.isPickerOpen(for: cursor) {
            if key == .escape {
                // A range picker drops its pending range first.
                if let picker = calendarView?.picker, picker.anchor != nil {
                    picker.handle(.cancel)
                } else {
                    closePicker()
                }
                return true
            }
            if let calendarView {
                guard let outcome = calendarView.handle(key, modifiers: modifiers, at: time) else { return false }
                apply(outcome)
                if outcome == .blocked { say("no day that way", .error) }
                return true
            }
            if let choiceControl {
                switch key {
                case .left: choiceControl.ribbon.decrement()
                case .right: choiceControl.ribbon.increment()
                case .enter: chooseOption()
                default: return false
                }
                return true
            }
        }
        switch key {
        case .up: moveCursor(by: -1)
        case .down: moveCursor(by: 1)
        case .enter:
            if isTypingDate { _ = commitTypedDate() } else { activate(cursor) }
        case .left, .right, .home, .end:
            if editor == nil && kind == .text { startEditing() }
            guard editor != nil else { return false }
            switch key {
            case .left: editor?.moveLeft()
            case .right: editor?.moveRight()
            case .home: editor?.moveToStart()
            default: editor?.moveToEnd()
            }
        case .backspace, .delete:
            switch kind {
            case .text:
                edit { _ = key == .backspace ? $0.deleteBackward() : $0.deleteForward() }
            case .date where isTypingDate:
                _ = key == .backspace ? editor?.deleteBackward() : editor?.deleteForward()
            case .date:
                clearDate()
            default:
                return false
            }
        case .character(let scalar) where modifiers.subtracting(.shift).isEmpty:
            guard takesText(key, modifiers: modifiers) else { return false }
            if kind == .text { edit { $0.insert(String(scalar)) } } else { typeDate(String(scalar)) }
        case .escape:
            guard editor != nil else { return false }
            if isTypingDate {
                editor = nil
                fieldErrors[cursor] = nil
            } else {
                stopEditing()
            }
        default:
            return false
        }
        return true
    }

    private func handle(_ mouse: InputEvent.Mouse, at time: Double) -> Bool {
        if let calendarView, calendarView.isDragging || mouse.action != .press(.left) || isInsidePicker(mouse.row) {
            if let outcome = calendarView.handle(mouse, at: time) {
                apply(outcome)
                return true
            }
        }
        if let choiceControl, router.route(mouse, to: [choiceControl], at: time) { return true }
        guard case .press(.left) = mouse.action,
              let hit = rowLines.first(where: { mouse.row >= $0.line && mouse.row < $0.line + $0.height }),
              !hit.row.isPicker else { return false }
        if hit.row.fieldID != cursor {
            guard leaveRow() else { return true }
            cursor = hit.row.fieldID
        }
        activate(cursor)
        return true
    }

    private func isInsidePicker(_ line: Int) -> Bool {
        rowLines.contains { $0.row.isPicker && line >= $0.line && line < $0.line + $0.height }
    }

    // MARK: - Actions

    private func say(_ text: String, _ kind: MessageKind) {
        message = text
        messageKind = kind
    }

    /// Ends what the cursor's row was doing before the cursor leaves it: a
    /// typed date is checked and kept; a bad one keeps the cursor there.
    ///
    /// - Returns: Whether the cursor may leave.
    private func leaveRow() -> Bool {
        if isTypingDate && !commitTypedDate() { return false }
        stopEditing()
        return true
    }

    private func moveCursor(by step: Int) {
        let ids = form.fields.map(\.id)
        guard let index = ids.firstIndex(of: cursor) else { return }
        let target = min(max(index + step, 0), ids.count - 1)
        if target != index, leaveRow() {
            cursor = ids[target]
        }
    }

    /// Enter or a click on a field row: opens or closes its picker, or starts or stops editing text.
    private func activate(_ id: FieldID) {
        message = ""
        if form.opensInlinePicker(id) {
            let wasOpen = form.isPickerOpen(for: id)
            if let path = form.path(ofField: id) { _ = form.tapRow(at: path) }
            if wasOpen { dropPickerViews() } else { makePickerView(for: id) }
        } else if form.field(id)?.kind.category == .text {
            if editor != nil { stopEditing() } else { startEditing() }
        }
    }

    private func startEditing() {
        _ = form.beginEditing(cursor)
        dropPickerViews()
        editor = LineEditor(text: form.value(for: cursor).textValue ?? "")
    }

    private func stopEditing() {
        if kind == .text { _ = form.endEditing() }
        editor = nil
    }

    /// Applies an edit to the cursor's text field, starting to edit it if needed.
    private func edit(_ change: (inout LineEditor) -> Void) {
        if editor == nil { startEditing() }
        guard var editor else { return }
        change(&editor)
        self.editor = editor
        if (try? form.setDraftValue(.text(editor.text), for: cursor)) == true { fieldErrors[cursor] = nil }
        message = ""
    }

    private func typeDate(_ text: String) {
        if editor == nil {
            dropPickerViews()
            editor = LineEditor(text: "")
        }
        editor?.insert(text)
    }

    /// Checks the typed date and stores it; shows the error at the row when it is no date.
    ///
    /// - Returns: Whether the row is left in order (a good date, or nothing typed).
    private func commitTypedDate() -> Bool {
        guard let text = editor?.text else { return true }
        if text.isEmpty {
            editor = nil
            return true
        }
        let day: Day
        do {
            day = try calendar.day(parsing: text)
        } catch where error.reason == .noSuchDay {
            fieldErrors[cursor] = "no such day"
            say("\(cursorField.title): \(text) is no such day", .error)
            return false
        } catch {
            fieldErrors[cursor] = "type a date as YYYY-MM-DD"
            say("\(cursorField.title): type a date as YYYY-MM-DD", .error)
            return false
        }
        _ = try? form.setDraftValue(.date(day), for: cursor)
        editor = nil
        fieldErrors[cursor] = nil
        message = ""
        return true
    }

    /// Backspace or Delete on a date row: clears the date when the field may be empty.
    private func clearDate() {
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

    private func makePickerView(for id: FieldID) {
        dropPickerViews()
        let configuration = CalendarOptions.configuration(calendar: calendar, locale: locale, timeZone: .current,
                                                          firstWeekday: nil)
        switch form.field(id)?.kind {
        case .date?:
            // The field's own day, in whatever calendar it was picked: a day is the same in every calendar.
            let picker = DayPicker(configuration: configuration, selecting: form.value(for: id).dateValue, today: today)
            let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: picker.firstWeekday)
            calendarView = CalendarView(picker: picker, symbols: symbols)
        case .dateRange?:
            var rangeConfiguration = configuration
            rangeConfiguration.selectionMode = .range
            let range = form.value(for: id).dateRangeValue
            let picker = DayPicker(configuration: rangeConfiguration, selecting: range?.end, today: today)
            if let range { picker.select(range: range) }
            let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: picker.firstWeekday)
            calendarView = CalendarView(picker: picker, symbols: symbols)
        case .choice(let options)?:
            let ribbon = LabelRibbon(count: options.count, selecting: form.value(for: id).choiceValue ?? 0,
                                     layout: ComponentLayout(width: 24),
                                     configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { options[$0] }
            choiceControl = RibbonControl(ribbon: ribbon, width: 26)
        default:
            break
        }
    }

    private func dropPickerViews() {
        calendarView = nil
        choiceControl = nil
    }

    private func closePicker() {
        _ = form.closePickers()
        dropPickerViews()
    }

    /// What an inline calendar's outcome does to the form: a chosen day or range becomes the row's value.
    private func apply(_ outcome: DayPicker.Outcome) {
        switch outcome {
        case .chosen(let day): choose(day)
        case .chosenRange(let range): choose(range)
        default: break
        }
    }

    private func choose(_ range: DayRange) {
        _ = try? form.setDraftValue(.dateRange(range), for: cursor)
        fieldErrors[cursor] = nil
        closePicker()
    }

    private func choose(_ day: Day) {
        _ = try? form.setDraftValue(.date(day), for: cursor)
        fieldErrors[cursor] = nil
        closePicker()
    }

    private func chooseOption() {
        guard let row = choiceControl?.ribbon.selectedRow else { return }
        _ = try? form.setDraftValue(.choice(row), for: cursor)
        closePicker()
    }

    func save() {
        if isTypingDate && !commitTypedDate() { return }
        do {
            _ = try form.save()
            dropPickerViews()
            editor = nil
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

    func cancel() {
        _ = form.cancel()
        dropPickerViews()
        editor = nil
        fieldErrors = [:]
        say("changes discarded", .info)
    }

    // MARK: - Drawing

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        var line = top
        rowLines.removeAll()
        let valueColumn = 20
        let valueWidth = max(8, min(FormScreen.maximumValueWidth, buffer.width - valueColumn - 1))
        for (section, rows) in form.rows.enumerated() {
            buffer.put(form.sections[section].title, atColumn: 1, row: line, style: theme.title)
            line += 1
            for row in rows {
                switch row {
                case .field(let id):
                    let focused = id == cursor
                    let rowStyle = focused ? theme.selected : theme.plain
                    let title = (form.field(id)?.title ?? "").padding(toLength: 16, withPad: " ", startingAt: 0)
                    buffer.put(focused ? ">" : " ", atColumn: 1, row: line, style: theme.plain)
                    buffer.put(title + " ", atColumn: 3, row: line, style: rowStyle)
                    var end: Int
                    if focused, var editor {
                        editor.scrollToShowCursor(width: valueWidth)
                        self.editor = editor
                        let (text, cursorColumn) = editor.visible(width: valueWidth)
                        end = buffer.put(text, atColumn: valueColumn, row: line, style: rowStyle)
                        // The cursor: the cell under it drawn the other way round, or `_` past the end.
                        let cursorCell = valueColumn + cursorColumn
                        if editor.cursor == editor.characters.count {
                            end = max(end, buffer.put("_", atColumn: cursorCell, row: line, style: theme.cursor))
                        } else {
                            buffer.put(String(editor.characters[editor.cursor]), atColumn: cursorCell, row: line, style: theme.cursor)
                        }
                    } else {
                        let text = form.text(for: id)
                        let shown = text.isEmpty ? "-" : TextWidth.columns(of: text) > valueWidth
                            ? TextWidth.prefix(of: text, columns: valueWidth - 1) + "…" : text
                        end = buffer.put(shown, atColumn: valueColumn, row: line, style: rowStyle)
                    }
                    if let error = fieldErrors[id] {
                        buffer.put("! " + error, atColumn: end + 2, row: line, style: theme.error)
                    }
                    rowLines.append((line, 1, row))
                    line += 1
                case .picker:
                    let start = line
                    if let calendarView {
                        calendarView.draw(into: &buffer, column: 5, row: line, theme: theme)
                        line += calendarView.height
                    } else if let choiceControl {
                        choiceControl.draw(into: &buffer, column: 5, row: line, theme: theme, focused: true)
                        line += 3
                    }
                    rowLines.append((start, line - start, row))
                }
            }
            line += 1
        }
        let changes = form.hasChanges ? "unsaved changes" : "no changes"
        buffer.put("[Ctrl-S Save] [Ctrl-X Cancel]  \(changes)", atColumn: 1, row: line, style: theme.plain)
        if !message.isEmpty {
            let style = switch messageKind {
            case .error: theme.error
            case .success: theme.success
            case .info: theme.title
            }
            buffer.put(message, atColumn: 1, row: line + 1, style: style)
        }
    }

    /// The cursor's field in words, with what is open or typed, its error and the message.
    var plainText: String {
        let field = cursorField
        let value = editor?.text ?? form.text(for: cursor)
        var text = "\(field.title): \(value.isEmpty ? "empty" : value)"
        if editor != nil { text += isTypingDate ? ", typing a date" : ", editing" }
        if let calendarView {
            text += ", picking " + DayDescription(calendar: calendarView.picker.calendar, locale: locale).text(of: calendarView.picker)
        } else if let ribbon = choiceControl?.ribbon, let row = ribbon.selectedRow {
            text += ", choosing \(ribbon.label(ofRow: row))"
        }
        if let error = fieldErrors[cursor] { text += "; error: \(error)" }
        if !message.isEmpty { text += "; \(message)" }
        return text
    }
}
