import CalendarPicker
import TerminalUI

extension DayPickerView {
    /// The day picker's keys, mouse gestures, help and hints: the arrows
    /// (or `h`, `j`, `k`, `l`; with Shift they extend a range), PgUp and PgDn
    /// (with Shift for years), Home, End, `t`, Enter and Esc (which drops a
    /// pending range). A screen adds its own entries and lifts these into
    /// its actions with `KeyBindingTable.map(_:)`.
    public static let keys: KeyBindingTable<DayPicker.Key> = KeyBindingTable([
        KeyBinding("Left/Right h/l", "one day", hint: KeyHint("arrows day/week", priority: 1), [
            .init(.key(.left), .left), .init(.key(.right), .right),
            .init(.key(.character("h")), .left), .init(.key(.character("l")), .right),
        ]),
        KeyBinding("Up/Down k/j", "one week", [
            .init(.key(.up), .up), .init(.key(.down), .down),
            .init(.key(.character("k")), .up), .init(.key(.character("j")), .down),
        ]),
        KeyBinding("PgUp/PgDn", "month (+Shift: year)", hint: KeyHint("PgUp/PgDn month", priority: 2), [
            .init(.key(.pageUp), .previousMonth), .init(.key(.pageDown), .nextMonth),
            .init(.key(.pageUp, .shift), .previousYear), .init(.key(.pageDown, .shift), .nextYear),
        ]),
        KeyBinding("Home/End", "week start/end", hint: KeyHint("Home/End week", priority: 7), [
            .init(.key(.home), .startOfWeek), .init(.key(.end), .endOfWeek),
        ]),
        KeyBinding("t", "today", hint: KeyHint("t today", priority: 3), .key(.character("t")), .today),
        KeyBinding("Enter", "choose (several: add or take out)", hint: KeyHint("Enter choose", priority: 3),
                   .key(.enter), .choose),
        KeyBinding("Shift+arrows", "extend a range", [
            .init(.key(.left, .shift), .extendLeft), .init(.key(.right, .shift), .extendRight),
            .init(.key(.up, .shift), .extendUp), .init(.key(.down, .shift), .extendDown),
        ]),
        KeyBinding("Esc", "drop a pending range", .key(.escape), .cancel),
        .gesture("click, drag on days", "choose a day; drag: a range"),
        .gesture("drag, wheel a ribbon", "scroll and flick; one step"),
        .gesture("wheel on the grid", "month"),
    ])

    /// Applies a key of ``keys``, if it is one.
    ///
    /// - Parameters:
    ///   - event: A key event.
    ///   - time: The time in milliseconds.
    /// - Returns: What the picker did, or `nil` when the table does not bind the key.
    public func handle(_ event: InputEvent, at time: Double) -> DayPicker.Outcome? {
        guard let key = DayPickerView.keys.action(for: event) else { return nil }
        advance(to: time)
        return picker.handle(key)
    }

    /// Routes a mouse event by the layout: a drag or the wheel on a ribbon,
    /// the wheel over the grid or its header (up: the month before, down:
    /// the month after), a press on a day, a drag across days (a range, in
    /// range mode) and the release.
    ///
    /// - Parameters:
    ///   - mouse: The event, in screen cells.
    ///   - layout: The layout the picker is shown in.
    ///   - time: The time in milliseconds.
    /// - Returns: The picker's outcome for a day or a wheel step over the
    ///   grid; for ribbon use the selection (`.selected`, or `.blocked` with
    ///   none); `nil` when the event is not the picker's.
    public func handle(_ mouse: InputEvent.Mouse, in layout: CalendarLayout, at time: Double) -> DayPicker.Outcome? {
        advance(to: time)
        let ribbons = [(layout.yearBox, picker.yearPicker.ribbon), (layout.monthBox, picker.monthPicker.ribbon)]
        if !isDraggingDays, pointer.route(mouse, to: ribbons, at: time) {
            return picker.selectedDay.map { .selected($0) } ?? .blocked
        }
        let target = layout.target(atColumn: mouse.column, row: mouse.row)
        switch (mouse.action, target) {
        case (.wheelUp, .day?), (.wheelUp, .weekdayHeader?):
            return picker.handle(.previousMonth)
        case (.wheelDown, .day?), (.wheelDown, .weekdayHeader?):
            return picker.handle(.nextMonth)
        case (.press(.left), .day(let row, let column)?):
            isDraggingDays = true
            return picker.pressCell(row: row, column: column)
        case (.drag(.left), let target) where isDraggingDays:
            guard case .day(let row, let column)? = target else { return picker.selectedDay.map { .selected($0) } ?? .blocked }
            return picker.dragCell(row: row, column: column)
        case (.release, let target) where isDraggingDays:
            isDraggingDays = false
            guard case .day(let row, let column)? = target else { return picker.releaseCell(row: nil, column: nil) }
            return picker.releaseCell(row: row, column: column)
        default:
            return nil
        }
    }
}
