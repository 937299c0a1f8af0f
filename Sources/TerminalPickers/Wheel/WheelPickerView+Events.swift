import CalendarPicker
import TerminalUI

extension WheelPickerView {
    /// The wheels' keys, mouse gestures, help and hints: Up and Down (or `k`
    /// and `j`) show the focused wheel's previous and next value, as a
    /// list's highlight moves; Left and Right (or `h` and `l`) move between
    /// wheels; Enter chooses. A screen adds its own entries and lifts these
    /// into its actions with `KeyBindingTable.map(_:)`.
    public static let keys: KeyBindingTable<WheelKey> = KeyBindingTable([
        KeyBinding("Up/Down k/j", "previous/next value", hint: KeyHint("Up/Down value", priority: 1), [
            .init(.key(.up), .previousValue), .init(.key(.down), .nextValue),
            .init(.key(.character("k")), .previousValue), .init(.key(.character("j")), .nextValue),
        ]),
        KeyBinding("Left/Right h/l", "previous/next wheel", hint: KeyHint("Left/Right wheel", priority: 2), [
            .init(.key(.left), .previousWheel), .init(.key(.right), .nextWheel),
            .init(.key(.character("h")), .previousWheel), .init(.key(.character("l")), .nextWheel),
        ]),
        KeyBinding("Enter", "choose", hint: KeyHint("Enter choose", priority: 3), .key(.enter), .choose),
        .gesture("drag, wheel a wheel", "scroll and flick; one step"),
        .gesture("click a row", "that row"),
    ])

    /// Applies a key of ``keys``, if it is one. Keys do not move time: a
    /// glide a key starts begins at the last frame.
    ///
    /// - Parameter event: A key event.
    /// - Returns: The wheel key applied (`WheelKey.choose` for Enter; the
    ///   picker's `onChoose` is called too), or `nil` when the table does not bind the event.
    @discardableResult
    public func handle(_ event: InputEvent) -> WheelKey? {
        guard let key = WheelPickerView.keys.action(for: event) else { return nil }
        apply(key)
        return key
    }

    /// Hands a mouse event to the picker by the layout (the one drawn last;
    /// it does not move time): a left press on a wheel gives it
    /// the keys and starts a drag that follows the pointer up and down until
    /// the release (dragging the content up brings later values to the
    /// middle); a press and release without a move on a row above or below
    /// the middle steps to it; the mouse wheel over a wheel shows its previous
    /// (up) or next (down) value.
    ///
    /// - Parameters:
    ///   - mouse: The event, in screen cells.
    ///   - layout: The layout the wheels are shown in; its frames past the
    ///     picker's wheels (a layout of another picker) take no events.
    ///   - time: The time in milliseconds.
    /// - Returns: Whether a wheel used the event.
    @discardableResult
    public func handle(_ mouse: InputEvent.Mouse, in layout: WheelsLayout, at time: Double) -> Bool {
        route(mouse, in: layout, at: time)
    }
}
