import CalendarPicker
import Foundation
import InlineForm
import TerminalPickers
import TerminalUI

/// What a key or a click on the open picker means for its row.
enum PickerEffect: Equatable {
    /// Not the picker's.
    case ignored
    /// The picker moved; the row's value did not.
    case moved
    /// The row takes the value the picker shows, and its error goes; the picker stays open.
    case keep(FieldValue)
    /// The row takes a chosen value and the picker closes; `clearsError`:
    /// whether the row's error goes too (a day does, an option does not).
    case choose(FieldValue, clearsError: Bool)
    /// The picker closes; the row keeps its value.
    case close
    /// No day lay that way.
    case blocked
}

/// The picker row of a form view: the picker open below the cursor's row,
/// what it was drawn as last, and what its keys and clicks mean for the
/// row (a ``PickerEffect``, which ``FormView`` applies to the rows).
///
/// Pickers are one-way: a click is hit-tested against the calendar canvas
/// drawn last (``drawnCalendar``, which ``FormRenderer`` sets), and only
/// ``advance(to:)``, the run loop's frame, moves time.
@MainActor
final class FormPickerRow {
    /// The picker open below the cursor's row, made when it opens.
    var picker: FormPicker? {
        didSet { drawnCalendar = nil }
    }
    /// The open calendar's canvas drawn last: mouse events are hit-tested against what the user saw.
    var drawnCalendar: CalendarCanvas?
    /// The drag under way on a choice ribbon.
    private var pointer = RibbonPointer()
    /// The pickers' locale.
    let locale: Locale
    /// The day the calendars mark as today.
    let today: Day?
    /// The calendar the pickers show.
    let calendar: CalendarSystem
    /// The box characters.
    let style: RibbonArt.Style

    /// Creates a picker row with no picker open.
    ///
    /// - Parameters:
    ///   - locale: The pickers' locale.
    ///   - today: The day the calendars mark as today.
    ///   - calendar: The calendar the pickers show.
    ///   - style: The box characters.
    init(locale: Locale, today: Day?, calendar: CalendarSystem, style: RibbonArt.Style) {
        self.locale = locale
        self.today = today
        self.calendar = calendar
        self.style = style
    }

    /// Enter or a click on a row that opens a picker: the form opens the
    /// row's picker row and a picker shows the row's value, or both close.
    ///
    /// - Parameters:
    ///   - id: The row's field.
    ///   - state: The rows.
    func toggle(_ id: FieldID, in state: inout FormState) {
        let wasOpen = state.form.isPickerOpen(for: id)
        if let path = state.form.path(ofField: id) { _ = state.form.tapRow(at: path) }
        picker = nil
        if !wasOpen, let field = state.form.field(id) {
            picker = FormPicker.make(for: field, value: state.form.value(for: id), calendar: calendar, locale: locale,
                                     today: today, style: style)
        }
    }

    /// Closes the picker, and the form's picker row with it.
    ///
    /// - Parameter state: The rows.
    func close(in state: inout FormState) {
        _ = state.form.closePickers()
        picker = nil
    }

    /// Applies what a key or a click on the picker means for its row.
    ///
    /// - Parameters:
    ///   - effect: What it means.
    ///   - state: The rows.
    /// - Returns: Whether the key or the click was the picker's.
    func apply(_ effect: PickerEffect, to state: inout FormState) -> Bool {
        switch effect {
        case .ignored: return false
        case .moved: break
        case .keep(let value): state.keep(value)
        case .choose(let value, let clearsError):
            state.keep(value, clearingError: clearsError)
            close(in: &state)
        case .close: close(in: &state)
        case .blocked: state.feedback.say("no day that way", .error)
        }
        return true
    }

    /// What a key of the open picker's table does (``FormKeys``).
    ///
    /// - Parameter action: The key's action.
    /// - Returns: What it means for the row; ``PickerEffect/ignored`` for an action that is not the picker's.
    func perform(_ action: FormAction) -> PickerEffect {
        switch action {
        case .picker(.cancel), .closePicker:
            guard case .calendar(let view)? = picker, view.picker.anchor != nil else { return .close }
            // A range picker drops its pending range first.
            view.picker.handle(.cancel)
            return .moved
        case .picker(let key):
            guard case .calendar(let view)? = picker else { return .ignored }
            let outcome = view.picker.handle(key)
            if let value = FormPicker.value(choosing: outcome) { return .choose(value, clearsError: true) }
            return outcome == .blocked ? .blocked : .moved
        case .wheel(let key):
            guard case .wheels(let wheels)? = picker else { return .ignored }
            guard key != .choose else { return .close }
            wheels.apply(key)
            return .keep(wheels.value)
        case .previousOption, .nextOption, .chooseOption:
            guard case .choice(let box)? = picker else { return .ignored }
            switch action {
            case .previousOption: box.ribbon.decrement()
            case .nextOption: box.ribbon.increment()
            default:
                guard let row = box.ribbon.selectedRow else { return .moved }
                return .choose(.choice(row), clearsError: false)
            }
            return .moved
        default:
            return .ignored
        }
    }

    /// Routes a mouse event to the open picker.
    ///
    /// - Parameters:
    ///   - mouse: The event.
    ///   - row: The picker's first row in the form's layout.
    ///   - time: The event's time in milliseconds.
    /// - Returns: What it means for the row.
    func handle(_ mouse: InputEvent.Mouse, atRow row: Int, at time: Double) -> PickerEffect {
        picker?.handle(mouse, atRow: row, drawn: drawnCalendar, pointer: &pointer, at: time) ?? .ignored
    }

    /// Whether the picker moves on its own.
    var isAnimating: Bool { picker?.isAnimating ?? false }

    /// Steps the picker's animation to a time in milliseconds: the run loop's frame, never an event.
    func advance(to time: Double) {
        picker?.advance(to: time)
    }
}
