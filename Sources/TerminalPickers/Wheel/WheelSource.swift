import CalendarPicker
import MiniPicker

/// What a ``WheelPickerView`` reads of its picker, wheel by wheel in the
/// order the picker writes them: the same for a time picker and a duration
/// picker, whose wheels are of different types. Every closure that takes a
/// wheel takes an index in `0..<wheelCount()`.
@MainActor
struct WheelSource {
    /// The number of wheels.
    let wheelCount: () -> Int
    /// A wheel's ribbon; read each time, since a new configuration makes
    /// new ones. `nil` only if a picker broke its promise that each of its
    /// wheels has one.
    let ribbon: (_ wheel: Int) -> LabelRibbon?
    /// A row's labels, longest first.
    let names: (_ wheel: Int, _ row: Int) -> [String]
    /// The text before a wheel.
    let separator: (_ wheel: Int) -> String
    /// The wheel the keys turn.
    let focusedIndex: () -> Int
    /// Gives the keys to a wheel.
    let focus: (_ wheel: Int) -> Void
    /// Applies a key.
    let handle: (WheelKey) -> Void
    /// Whether a wheel is moving.
    let isAnimating: () -> Bool
    /// Steps the animations to a time in milliseconds.
    let advance: (Double) -> Void

    /// The wheels of a time picker; a wheel the clock lacks is not among them.
    init(_ picker: TimePicker) {
        wheelCount = { picker.wheels.count }
        ribbon = { wheel in picker.ribbon(for: picker.wheels[wheel]) }
        names = { wheel, row in picker.names(atRow: row, of: picker.wheels[wheel]) }
        separator = { wheel in picker.separator(before: picker.wheels[wheel]) }
        focusedIndex = { picker.wheels.firstIndex(of: picker.focusedWheel) ?? 0 }
        focus = { wheel in picker.focus(picker.wheels[wheel]) }
        handle = { key in picker.handle(key) }
        isAnimating = { picker.isAnimating }
        advance = { time in picker.advance(to: time) }
    }

    /// The wheels of a duration picker.
    init(_ picker: DurationPicker) {
        wheelCount = { picker.wheels.count }
        ribbon = { wheel in picker.ribbon(for: picker.wheels[wheel]) }
        names = { wheel, row in picker.names(atRow: row, of: picker.wheels[wheel]) }
        separator = { wheel in picker.separator(before: picker.wheels[wheel]) }
        focusedIndex = { picker.wheels.firstIndex(of: picker.focusedWheel) ?? 0 }
        focus = { wheel in picker.focus(picker.wheels[wheel]) }
        handle = { key in picker.handle(key) }
        isAnimating = { picker.isAnimating }
        advance = { time in picker.advance(to: time) }
    }
}
