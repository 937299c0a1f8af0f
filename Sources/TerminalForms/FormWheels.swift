import CalendarPicker
import InlineForm
import TerminalPickers
import TerminalUI

/// The wheels open below a time or a duration row: the picker and its
/// terminal view (`WheelPickerView`), where they lie, how they look, and
/// the row's value as they turn. The wheels always have the keys.
@MainActor
package final class FormWheels {
    /// What the wheels pick.
    enum Picker {
        case time(TimePicker)
        case duration(DurationPicker)
    }

    /// Where the wheels lie: a value that drawing and hit-testing both read.
    package struct Layout: Equatable {
        /// The wheels' frames and the separators between them.
        package var wheels: WheelsLayout
        /// The rows the wheels take.
        package var height: Int { wheels.height }
    }

    /// What they pick.
    let picker: Picker
    /// The wheels as text.
    private let view: WheelPickerView

    /// Creates the wheels of a picker.
    ///
    /// - Parameter picker: A time or a duration picker.
    init(picker: Picker) {
        self.picker = picker
        switch picker {
        case .time(let clock): view = WheelPickerView(picker: clock)
        case .duration(let span): view = WheelPickerView(picker: span)
        }
    }

    /// The wheels with their top left corner at a place.
    ///
    /// - Parameters:
    ///   - column: The first column.
    ///   - row: The top row.
    package func layout(column: Int, row: Int) -> Layout {
        Layout(wheels: view.layout(column: column, row: row))
    }

    /// The value the wheels show, as the row keeps it.
    var value: FieldValue {
        switch picker {
        case .time(let clock): .time(clock.selectedTime)
        case .duration(let span): .duration(span.selectedDuration)
        }
    }

    /// Calls an action whenever the user turns the wheels to another value
    /// (a key, a click, or a drag settling as frames advance).
    ///
    /// - Parameter action: What to do; it reads ``value`` for the new value.
    func onChange(_ action: @escaping @MainActor () -> Void) {
        switch picker {
        case .time(let clock): clock.onChange = { _ in action() }
        case .duration(let span): span.onChange = { _ in action() }
        }
    }

    /// Applies a key of the wheels (``WheelPickerView/keys``), but for Enter, which the row takes.
    ///
    /// - Parameter key: The key.
    func apply(_ key: WheelKey) {
        switch picker {
        case .time(let clock): clock.handle(key)
        case .duration(let span): span.handle(key)
        }
    }

    /// Routes a mouse event by the layout.
    ///
    /// - Returns: Whether the wheels used it.
    func handle(_ mouse: InputEvent.Mouse, in layout: Layout, at time: Double) -> Bool {
        view.handle(mouse, in: layout.wheels, at: time)
    }

    /// Draws the wheels: the selection of the wheel with the keys as the
    /// selected row, the other selections and the separators as titles.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - layout: Where they lie.
    ///   - style: The form's styles.
    func draw(into buffer: inout ScreenBuffer, in layout: Layout, style: FormStyle) {
        view.draw(into: &buffer, in: layout.wheels) { role in
            switch role {
            case .selection(isFocused: true): style.selected
            case .selection(isFocused: false), .separator: style.title
            case .row: style.plain
            }
        }
    }

    /// The value and the wheel with the keys, in words: `09:30; the minute wheel has the keys`.
    var plainText: String {
        switch picker {
        case .time(let clock):
            let wheel = switch clock.focusedWheel {
            case .hour: "hour"
            case .minute: "minute"
            case .period: "AM/PM"
            }
            return "\(clock.selectedTime.description); the \(wheel) wheel has the keys"
        case .duration(let span):
            return "\(span.selectedDuration.description); the \(span.focusedWheel == .hours ? "hours" : "minutes") wheel has the keys"
        }
    }

    /// Whether a wheel is moving.
    var isAnimating: Bool { view.isAnimating }

    /// Steps the wheels' animations to a time in milliseconds (the run loop's frame only).
    func advance(to time: Double) {
        view.advance(to: time)
    }
}
