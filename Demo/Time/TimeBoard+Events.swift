import CalendarPicker
import TerminalPickers
import TerminalUI

extension TimeBoard {
    /// What a key does on the board.
    enum Action: Equatable {
        /// A key of the wheels (``WheelPickerView/keys``).
        case wheel(WheelKey)
        /// A key of the calendar (``DayPickerView/keys``), for a day and a time.
        case day(DayPicker.Key)
        /// Tab: the keys go to the other part.
        case switchPart
    }

    /// What an event did.
    enum Response: Equatable {
        /// The event was the board's; nothing was chosen.
        case handled
        /// Enter on the wheels: the value is chosen.
        case chosen
        /// Not the board's.
        case ignored
    }

    /// The board's keys: the wheels', and for a day and a time the
    /// calendar's and Tab. A key the two share (the arrows, Enter) does what
    /// the part with the keys does with it.
    var keys: KeyBindingTable<Action> {
        let wheelKeys = WheelPickerView.keys.map(Action.wheel)
        guard dayView != nil else { return wheelKeys }
        return KeyBindingTable([
            KeyBinding("Tab", "the day or the time", hint: KeyHint("Tab day/time", priority: 1),
                       [.init(.key(.tab), .switchPart), .init(.key(.tab, .shift), .switchPart)]),
        ]) + wheelKeys + DayPickerView.keys.map(Action.day)
    }

    /// The action of a key for the part that has the keys.
    func action(for event: InputEvent) -> Action? {
        if dayView != nil, case .key(.tab, _) = event { return .switchPart }
        if focus == .day { return DayPickerView.keys.action(for: event).map(Action.day) }
        return WheelPickerView.keys.action(for: event).map(Action.wheel)
    }

    /// Applies a key event.
    ///
    /// - Parameters:
    ///   - event: A key event.
    ///   - time: The time in milliseconds.
    func handle(_ event: InputEvent, at time: Double) -> Response {
        guard let action = action(for: event) else { return .ignored }
        advance(to: time)
        switch action {
        case .switchPart:
            focus(focus == .day ? .wheels : .day)
            return .handled
        case .day:
            if case .chosen? = dayView?.handle(event, at: time) { focus(.wheels) }
            return .handled
        case .wheel:
            return wheels.handle(event, at: time) == .choose ? .chosen : .handled
        }
    }

    /// Applies a key of the wheels, whatever part has the keys.
    func apply(_ key: WheelKey) {
        switch picker {
        case .time(let clock): clock.handle(key)
        case .duration(let span): span.handle(key)
        case .dateTime(let dateTime): dateTime.timePicker.handle(key)
        }
    }

    /// Routes a mouse event by the layout: a press on the calendar or on the
    /// wheels gives that part the keys.
    ///
    /// - Returns: Whether the board used the event.
    func handle(_ mouse: InputEvent.Mouse, in layout: Layout, at time: Double) -> Bool {
        if wheels.handle(mouse, in: layout.wheels, at: time) {
            if case .press = mouse.action { focus(.wheels) }
            return true
        }
        guard let dayView, let calendar = layout.calendar, let outcome = dayView.handle(mouse, in: calendar, at: time)
        else { return false }
        if case .press = mouse.action { focus(.day) }
        if case .chosen = outcome { focus(.wheels) }
        return true
    }
}
