import CalendarPicker
import TerminalUI

extension DateTimeBoardView {
    /// What a key does on the board.
    public enum Action: Hashable, Sendable {
        /// A key of the wheels (``WheelPickerView/keys``).
        case wheel(WheelKey)
        /// A key of the calendar (``DayPickerView/keys``), for a day and a time.
        case day(DayPicker.Key)
        /// Tab: the keys go to the other part.
        case switchPart
    }

    /// What an event did.
    public enum Response: Hashable, Sendable {
        /// The event was the board's; nothing was chosen.
        case handled
        /// Enter on the wheels: the value is chosen.
        case chosen
        /// Not the board's.
        case ignored
    }

    /// Every key of the board, for its help: the wheels', and for a day and
    /// a time Tab and the calendar's (``dayKeys``), each part's entries
    /// saying which part they act on (`time: previous/next value`,
    /// `day: one week`). A key the two share (the arrows, Enter) does what
    /// the part with the keys does with it (``keys(of:)``).
    public var keys: KeyBindingTable<Action> {
        guard dayView != nil else { return keys(of: .wheels) }
        func naming(_ part: String, _ table: KeyBindingTable<Action>) -> KeyBindingTable<Action> {
            var table = table
            for index in table.bindings.indices {
                table.bindings[index].help.action = part + ": " + table.bindings[index].help.action
            }
            return table
        }
        return DateTimeBoardView.tabKeys + naming("time", WheelPickerView.keys.map(Action.wheel)) + naming("day", DateTimeBoardView.dayKeys)
    }

    /// The keys of one part, with Tab first for a day and a time: what the
    /// keys do, and what the key line says, while that part has them.
    ///
    /// - Parameter part: The part.
    public func keys(of part: Part) -> KeyBindingTable<Action> {
        let wheelKeys = WheelPickerView.keys.map(Action.wheel)
        guard dayView != nil else { return wheelKeys }
        return DateTimeBoardView.tabKeys + (part == .day ? DateTimeBoardView.dayKeys : wheelKeys)
    }

    /// Tab, which moves the keys between the day and the time.
    public static let tabKeys = KeyBindingTable<Action>([
        KeyBinding("Tab", "the day or the time", hint: KeyHint("Tab day/time", priority: 1),
                   [.init(.key(.tab), .switchPart), .init(.key(.tab, .shift), .switchPart)]),
    ])

    /// The calendar's keys as a board uses them: a board picks one day, so
    /// Esc (which drops a pending range) is left to the program around it,
    /// and Enter takes the day and gives the wheels the keys.
    public static let dayKeys: KeyBindingTable<Action> = {
        var table = DayPickerView.keys.map(Action.day)
        table.bindings.removeAll { binding in binding.triggers.contains { $0.event == .key(.escape) } }
        return table.changingEntry(binding: .key(.enter)) { enter in
            enter.hint = KeyHint("Enter to time", priority: 3)
            enter.help.action = "take the day; the time gets the keys"
        }
    }()

    /// The action of a key for the part that has the keys.
    ///
    /// - Parameter event: A key event.
    public func action(for event: InputEvent) -> Action? {
        keys(of: focus).action(for: event)
    }

    /// Applies a key event for the part that has the keys. Keys do not move
    /// time: a glide a key starts begins at the last frame.
    ///
    /// - Parameter event: A key event.
    /// - Returns: What the event did.
    public func handle(_ event: InputEvent) -> Response {
        guard let action = action(for: event) else { return .ignored }
        switch action {
        case .switchPart:
            focus(focus == .day ? .wheels : .day)
            return .handled
        case .day:
            if case .chosen? = dayView?.handle(event) { focus(.wheels) }
            return .handled
        case .wheel:
            return wheels.handle(event) == .choose ? .chosen : .handled
        }
    }

    /// Applies a key of the wheels, whatever part has the keys.
    ///
    /// - Parameter key: The key.
    public func apply(_ key: WheelKey) {
        switch picker {
        case .time(let clock): clock.handle(key)
        case .duration(let span): span.handle(key)
        case .dateTime(let dateTime): dateTime.timePicker.handle(key)
        }
    }

    /// Hands a mouse event to the part under it, hit-tested against what the
    /// board drew last: a press on the calendar or on the wheels gives that
    /// part the keys.
    ///
    /// - Parameters:
    ///   - mouse: The event, in screen cells.
    ///   - layout: The layout the board was drawn in.
    ///   - time: The event's time in milliseconds.
    /// - Returns: Whether the board used the event.
    public func handle(_ mouse: InputEvent.Mouse, in layout: Layout, at time: Double) -> Bool {
        if wheels.handle(mouse, in: layout.wheels, at: time) {
            if case .press = mouse.action { focus(.wheels) }
            return true
        }
        guard let dayView, let calendar = layout.calendar, let canvas = calendarCanvas(in: calendar),
              let outcome = dayView.handle(mouse, on: canvas, at: time)
        else { return false }
        if case .press = mouse.action { focus(.day) }
        if case .chosen = outcome { focus(.wheels) }
        return true
    }
}
