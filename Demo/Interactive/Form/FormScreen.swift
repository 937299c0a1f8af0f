import CalendarPicker
import Foundation
import InlineForm
import TerminalPickers
import TerminalUI

/// The form screen's controller: an employee record whose date and choice
/// rows open a picker inline below them, with a draft that Save commits and
/// Cancel discards.
///
/// Text rows edit with a cursor (``LineEditor``). Date rows take a typed
/// `YYYY-MM-DD`, time rows `HH:MM` and duration rows `H:MM` (``FormEntry``),
/// checked on Enter; Backspace or Delete clears an optional one. Errors
/// show beside their fields. The keys of each state are one table
/// (FormScreen+Keys.swift); ``FormLayout`` places the rows and
/// ``FormRenderer`` draws them.
@MainActor
final class FormScreen: DemoScreen {
    /// How a message under the form looks.
    enum MessageKind: Equatable {
        case info, success, error
    }

    var form: EditableForm
    /// The field the cursor is on.
    var cursor: FieldID
    var message = ""
    var messageKind = MessageKind.info
    /// Errors shown beside fields: a failed save's, a typed value's, a required value's.
    var fieldErrors: [FieldID: String] = [:]
    /// The text being edited on the cursor's row: a text field's value, or a date, a time or a duration being typed.
    var editor: LineEditor?
    /// The picker open below the cursor's row, made when it opens.
    var picker: FormPicker? {
        didSet { drawnCalendar = nil }
    }
    /// The open calendar's canvas drawn last: mouse events are hit-tested against what the user saw.
    var drawnCalendar: CalendarCanvas?
    private var pointer = RibbonPointer()
    let locale: Locale
    let today: Day?
    /// The calendar of the form's dates: the pickers show it, and dates are typed and shown in its numbers.
    let calendar: CalendarSystem
    let style: RibbonArt.Style
    private let top: Int

    let title: String

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
        self.form = form
        self.title = title
        self.form.dayText = { [calendar] in calendar.text(of: $0) }
        cursor = form.fields[0].id
        self.locale = locale
        self.today = today
        self.calendar = calendar
        self.style = style
        self.top = top
    }

    /// The field the cursor is on (the form's own fields only ever are).
    var cursorField: Field { form.field(cursor) ?? form.fields[0] }

    private var kind: FieldKind.Category { cursorField.kind.category }
    /// What the cursor's row takes typed, if anything.
    var entry: FormEntry? { FormEntry(kind) }
    /// Whether a date, a time or a duration is being typed on the cursor's row.
    var isTypingValue: Bool { editor != nil && entry != nil }

    /// The keys of the current state.
    var keys: KeyBindingTable<Action> {
        switch picker {
        case .calendar?: return FormScreen.calendarKeys
        case .choice?: return FormScreen.choiceKeys
        case .wheels?: return FormScreen.wheelKeys
        case nil: break
        }
        guard editor != nil else { return FormScreen.rowKeys(for: kind) }
        return entry.map(FormScreen.entryKeys(_:)) ?? FormScreen.textKeys
    }

    var hints: [KeyHint] { keys.hints }
    /// The help of what the screen does now: the keys of a row, of an
    /// edit, of the open picker.
    var help: [KeyHelp] { keys.help }
    var keyAnnouncement: String { keys.announcement }

    /// The screen's layout now.
    var layout: FormLayout { FormLayout(rows: form.rows, top: top, pickerHeight: picker?.height ?? 0) }

    /// Text rows take every printable key (typing starts editing); a date
    /// row only digits and `-`, a time or a duration row digits and `:`, so
    /// q and ? stay the app's there.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool {
        guard modifiers.subtracting(.shift).isEmpty, key.isPrintable, case .character(let scalar) = key,
              picker == nil else { return false }
        return kind == .text || entry?.takes(scalar) == true
    }

    var usesEscape: Bool { picker != nil || editor != nil }

    var hasUnsavedChanges: Bool {
        form.hasChanges || (isTypingValue && editor?.text.isEmpty == false)
    }

    var isAnimating: Bool { picker?.isAnimating ?? false }

    func advance(to time: Double) {
        picker?.advance(to: time)
    }

    // MARK: - Input

    func handle(_ event: InputEvent, at time: Double) -> EventResponse {
        switch event {
        case .mouse(let mouse): return handle(mouse, at: time)
        case .paste(let text):
            guard picker == nil else { return .ignored }
            if kind == .text {
                edit { $0.insert(text) }
            } else if let entry {
                typeValue(entry.characters(in: text))
            } else {
                return .ignored
            }
            return .handled
        case .key(let key, let modifiers):
            if let action = keys.action(for: event) { return perform(action) }
            guard takesText(key, modifiers: modifiers), case .character(let scalar) = key else { return .ignored }
            if kind == .text { edit { $0.insert(String(scalar)) } } else { typeValue(String(scalar)) }
            return .handled
        }
    }

    /// Does what a key of the current table does.
    private func perform(_ action: Action) -> EventResponse {
        switch action {
        case .previousRow: moveCursor(by: -1)
        case .nextRow: moveCursor(by: 1)
        case .activate: activate(cursor)
        case .save: save()
        case .discard: cancel()
        case .moveLeft, .moveRight, .moveToStart, .moveToEnd:
            // On a text row they start editing there.
            if editor == nil && kind == .text { startEditing() }
            guard editor != nil else { return .ignored }
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
            } else if kind == .text {
                edit { _ = backward ? $0.deleteBackward() : $0.deleteForward() }
            } else if entry != nil {
                clearValue()
            } else {
                return .ignored
            }
        case .finishEntry: if isTypingValue { _ = commitTypedValue() } else { stopEditing() }
        case .stopEntry:
            if isTypingValue { fieldErrors[cursor] = nil }
            stopEditing()
        case .picker(.cancel), .closePicker:
            if case .calendar(let view)? = picker, view.picker.anchor != nil {
                // A range picker drops its pending range first.
                view.picker.handle(.cancel)
            } else {
                closePicker()
            }
        case .picker(let key): return handle(key)
        case .wheel(let key):
            guard case .wheels(let board)? = picker else { return .ignored }
            if key == .choose {
                closePicker()
            } else {
                board.apply(key)
                keepWheelValue()
            }
        case .previousOption, .nextOption, .chooseOption:
            guard case .choice(let box)? = picker else { return .ignored }
            switch action {
            case .previousOption: box.ribbon.decrement()
            case .nextOption: box.ribbon.increment()
            default: chooseOption()
            }
        }
        scrollEditor()
        return .handled
    }

    /// A key of the open calendar.
    private func handle(_ key: DayPicker.Key) -> EventResponse {
        guard case .calendar(let view)? = picker else { return .ignored }
        let outcome = view.picker.handle(key)
        apply(outcome)
        if outcome == .blocked { say("no day that way", .error) }
        return .handled
    }

    private func handle(_ mouse: InputEvent.Mouse, at time: Double) -> EventResponse {
        let layout = self.layout
        if case .calendar(let view)? = picker, let row = layout.pickerRow {
            let canvas = drawnCalendar ?? view.canvas(in: view.layout(column: FormLayout.pickerColumn, row: row))
            if let outcome = view.handle(mouse, on: canvas, at: time) {
                apply(outcome)
                return .handled
            }
        }
        if case .choice(let box)? = picker, let row = layout.pickerRow {
            let frame = RibbonFrame(column: FormLayout.pickerColumn, row: row, width: box.width)
            if pointer.route(mouse, to: [(frame, box.ribbon)], at: time) { return .handled }
        }
        if case .wheels(let board)? = picker, let row = layout.pickerRow,
           board.handle(mouse, in: board.layout(column: FormLayout.pickerColumn, row: row), at: time) {
            return .handled
        }
        guard case .press(.left) = mouse.action, case .field(let id)? = layout.target(atRow: mouse.row) else {
            return .ignored
        }
        if id != cursor {
            guard leaveRow() else { return .handled }
            cursor = id
        }
        activate(cursor)
        return .handled
    }
}
