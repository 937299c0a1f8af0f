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

    /// The key that shows or hides the week numbers (``showsWeekNumbers``),
    /// `w`, as an entry of a host's table: one binding for every host.
    ///
    /// - Parameter action: The host's action for it.
    /// - Returns: The entry, hinted as `w weeks`.
    public static func weekNumbersKey<Action>(_ action: Action) -> KeyBinding<Action> {
        KeyBinding("w", "week numbers", hint: KeyHint("w weeks", priority: 5), .key(.character("w")), action)
    }

    /// Applies a key of ``keys``, if it is one. Keys do not move time: an
    /// animation a key starts begins at the last frame.
    ///
    /// - Parameter event: A key event.
    /// - Returns: What the picker did, or `nil` when the table does not bind the key.
    public func handle(_ event: InputEvent) -> DayPicker.Outcome? {
        guard let key = DayPickerView.keys.action(for: event) else { return nil }
        return picker.handle(key)
    }

    /// Hands a mouse event to the picker, hit-tested against the canvas the
    /// host last drew: a press, drag or release on a ribbon box or across
    /// the days, the wheel on a ribbon (one row) or over the grid and its
    /// header (up: the month before, down: the month after). A click lands
    /// on the day that canvas showed there, whatever the picker did since.
    ///
    /// - Parameters:
    ///   - mouse: The event, in screen cells.
    ///   - canvas: The canvas the host drew last (``canvas(in:)``).
    ///   - time: The event's time in milliseconds.
    /// - Returns: The picker's outcome for a day or a wheel step over the
    ///   grid; for ribbon use the selection (`.selected`, or `.blocked` with
    ///   none); `nil` when the event is not the picker's.
    public func handle(_ mouse: InputEvent.Mouse, on canvas: CalendarCanvas, at time: Double) -> DayPicker.Outcome? {
        let layout = canvas.layout
        let target = layout.target(atColumn: mouse.column, row: mouse.row)
        let day = canvas.day(atColumn: mouse.column, row: mouse.row)
        switch mouse.action {
        case .press(.left):
            switch target {
            case .yearRibbon?: return press(.yearRibbon, in: layout.yearBox, column: mouse.column, at: time)
            case .monthRibbon?: return press(.monthRibbon, in: layout.monthBox, column: mouse.column, at: time)
            case .day?: return day.map { picker.press(.day($0), at: time) }
            default: return nil
            }
        case .drag(.left):
            switch picker.pressedPart {
            case .yearRibbon?: return picker.drag(along: layout.yearBox.pointerX(atColumn: mouse.column), at: time)
            case .monthRibbon?: return picker.drag(along: layout.monthBox.pointerX(atColumn: mouse.column), at: time)
            case .day?: return picker.drag(over: day, at: time)
            case nil: return nil
            }
        case .release:
            switch picker.pressedPart {
            case .yearRibbon?: return picker.release(along: layout.yearBox.pointerX(atColumn: mouse.column), at: time)
            case .monthRibbon?: return picker.release(along: layout.monthBox.pointerX(atColumn: mouse.column), at: time)
            case .day?: return picker.release(over: day, at: time)
            case nil: return nil
            }
        case .wheelUp, .wheelDown:
            let rows = mouse.action == .wheelUp ? -1 : 1
            switch target {
            case .yearRibbon?: return picker.scroll(.yearRibbon, by: rows)
            case .monthRibbon?: return picker.scroll(.monthRibbon, by: rows)
            case .day?, .weekdayHeader?: return picker.handle(rows < 0 ? .previousMonth : .nextMonth)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A press on a ribbon box, with the box's geometry: a press on a border
    /// lands on the viewport's nearest edge.
    private func press(_ part: DayPicker.Part, in frame: RibbonFrame, column: Int, at time: Double) -> DayPicker.Outcome {
        let x = min(max(frame.pointerX(atColumn: column), 0), Double(frame.innerWidth) - 0.5)
        return picker.press(part, along: x, in: frame.geometry, at: time)
    }
}
