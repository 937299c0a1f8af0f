import CalendarPicker
import Foundation
import InlineForm
import MiniPicker
import TerminalUI

/// The form screen: an employee record whose date and choice rows open a
/// picker inline below them, with a draft that Save commits and Cancel discards.
@MainActor
final class FormScreen: DemoScreen {
    private(set) var form: EditableForm
    /// The field the cursor is on.
    private(set) var cursor: FieldID
    private(set) var message = ""
    private let locale: Locale
    private let today: Day?
    private let calendar = CalendarSystem(.gregorian)
    /// The inline pickers, made when they open.
    private var calendarView: CalendarView?
    private var choiceControl: RibbonControl?
    private var router = MouseRouter()
    /// The screen row where each display row was drawn, for clicks.
    private var rowLines: [(line: Int, height: Int, row: FormRow)] = []

    let title = "Form"
    let keyHelp = "up/down rows  Enter open/choose  type to edit  Backspace  Esc close  Ctrl-S save  Ctrl-X cancel  Tab"

    init(locale: Locale, today: Day?) {
        form = EmployeeForm.make()
        cursor = EmployeeForm.name
        self.locale = locale
        self.today = today
    }

    /// Whether printable keys belong to this screen (a text row is under the cursor).
    var capturesText: Bool {
        !form.isPickerOpen(for: cursor) && form.field(cursor).kind.category == .text
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
            guard capturesText else { return false }
            type(text)
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
                closePicker()
                return true
            }
            if let calendarView {
                guard let outcome = calendarView.handle(key, modifiers: modifiers, at: time) else { return false }
                if case .chosen(let day) = outcome { choose(day) }
                if outcome == .blocked { message = "no day that way" }
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
        case .enter: activate(cursor)
        case .backspace:
            guard capturesText else { return false }
            edit { String($0.dropLast()) }
        case .character(let scalar) where modifiers.isEmpty || modifiers == .shift:
            guard capturesText else { return false }
            type(String(scalar))
        case .escape:
            guard form.editingField != nil else { return false }
            _ = form.endEditing()
        default:
            return false
        }
        return true
    }

    private func handle(_ mouse: InputEvent.Mouse, at time: Double) -> Bool {
        if let calendarView, calendarView.isDragging || mouse.action != .press(.left) || isInsidePicker(mouse.row) {
            if let outcome = calendarView.handle(mouse, at: time) {
                if case .chosen(let day) = outcome { choose(day) }
                return true
            }
        }
        if let choiceControl, router.route(mouse, to: [choiceControl], at: time) { return true }
        guard case .press(.left) = mouse.action,
              let hit = rowLines.first(where: { mouse.row >= $0.line && mouse.row < $0.line + $0.height }),
              !hit.row.isPicker else { return false }
        cursor = hit.row.fieldID
        activate(cursor)
        return true
    }

    private func isInsidePicker(_ line: Int) -> Bool {
        rowLines.contains { $0.row.isPicker && line >= $0.line && line < $0.line + $0.height }
    }

    // MARK: - Actions

    private func moveCursor(by step: Int) {
        let ids = form.fields.map(\.id)
        guard let index = ids.firstIndex(of: cursor) else { return }
        let target = min(max(index + step, 0), ids.count - 1)
        if target != index {
            _ = form.endEditing()
            cursor = ids[target]
        }
    }

    /// Enter or a click on a field row: opens or closes its picker, or starts editing text.
    private func activate(_ id: FieldID) {
        message = ""
        if form.opensInlinePicker(id) {
            let wasOpen = form.isPickerOpen(for: id)
            _ = form.tapRow(at: form.path(ofField: id))
            if wasOpen { dropPickerViews() } else { makePickerView(for: id) }
        } else if form.field(id).kind.category == .text {
            if form.editingField == id {
                _ = form.endEditing()
            } else {
                _ = form.beginEditing(id)
                dropPickerViews()
            }
        }
    }

    private func makePickerView(for id: FieldID) {
        dropPickerViews()
        switch form.field(id).kind {
        case .date:
            let date = form.value(for: id).dateValue
            let day = date.map { Day(year: $0.year, month: $0.month, day: $0.day) }
            let picker = CalendarOptions.makePicker(calendar: calendar, locale: locale, timeZone: .current,
                                                    firstWeekday: nil, selecting: day.flatMap { calendar.dayNumber(of: $0) != nil ? $0 : nil },
                                                    today: today, minimum: Day(year: 1, month: 1, day: 1))
            let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: picker.firstWeekday)
            calendarView = CalendarView(picker: picker, symbols: symbols)
        case .choice(let options):
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

    private func choose(_ day: Day) {
        // The pickers are Gregorian from AD 1 on (their minimum), so the day is era 1.
        _ = form.setDraftValue(.date(FormDate(year: day.year, month: day.month.month, day: day.day)), for: cursor)
        closePicker()
    }

    private func chooseOption() {
        guard let row = choiceControl?.ribbon.selectedRow else { return }
        _ = form.setDraftValue(.choice(row), for: cursor)
        closePicker()
    }

    private func type(_ text: String) {
        edit { $0 + text.filter { !$0.isNewline } }
    }

    private func edit(_ change: (String) -> String) {
        if form.editingField != cursor {
            _ = form.beginEditing(cursor)
            dropPickerViews()
        }
        let old = form.value(for: cursor).textValue ?? ""
        _ = form.setDraftValue(.text(change(old)), for: cursor)
    }

    func save() {
        do {
            _ = try form.save()
            dropPickerViews()
            message = "saved"
        } catch {
            message = error.failures.map(\.description).joined(separator: "; ")
        }
    }

    func cancel() {
        _ = form.cancel()
        dropPickerViews()
        message = "changes discarded"
    }

    // MARK: - Drawing

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        var line = top
        rowLines.removeAll()
        for (section, rows) in form.rows.enumerated() {
            buffer.put(form.sections[section].title, atColumn: 1, row: line, style: theme.title)
            line += 1
            for row in rows {
                switch row {
                case .field(let id):
                    let focused = id == cursor
                    let field = form.field(id)
                    var text = form.text(for: id)
                    if form.editingField == id { text += "_" }
                    let title = field.title.padding(toLength: 16, withPad: " ", startingAt: 0)
                    buffer.put(focused ? ">" : " ", atColumn: 1, row: line, style: theme.plain)
                    buffer.put(title + " " + (text.isEmpty ? "-" : text), atColumn: 3, row: line,
                               style: focused ? theme.selected : theme.plain)
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
        if !message.isEmpty { buffer.put(message, atColumn: 1, row: line + 1, style: theme.title) }
    }

}
