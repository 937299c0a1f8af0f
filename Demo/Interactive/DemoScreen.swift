import TerminalUI

/// One screen of the interactive demo.
@MainActor
protocol DemoScreen: AnyObject {
    /// The name on the tab bar.
    var title: String { get }
    /// The screen's entries of the key line, beside the app's (how to quit, help, screens).
    var hints: [KeyHint] { get }
    /// Every key and mouse action of the screen, for the help overlay.
    var helpEntries: [HelpOverlay.Entry] { get }
    /// The screen's state in words, for the plain mode.
    var plainText: String { get }
    /// Whether something moves on its own.
    var isAnimating: Bool { get }
    /// Handles an event; returns whether it was used.
    func handle(_ event: InputEvent, at time: Double) -> Bool
    /// Steps animations.
    func advance(to time: Double)
    /// Draws the screen's content below the tab bar, from a row down to the row before `bottom`.
    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme)
    /// Whether a key types something here, so it goes to the screen before
    /// the app's shortcuts (q, ?, digits). Esc always goes to the screen first.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool
    /// Whether quitting now would lose work.
    var hasUnsavedChanges: Bool { get }
}

extension DemoScreen {
    /// Most screens type nothing: printable keys are the app's shortcuts.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool { false }
    /// Most screens hold no work.
    var hasUnsavedChanges: Bool { false }
}

/// Tracks which ribbon a mouse drag belongs to, so it keeps following the
/// pointer outside the ribbon's box.
@MainActor
struct MouseRouter {
    private(set) var active: RibbonControl?

    /// Routes a mouse event to the ribbons; returns whether one used it.
    mutating func route(_ mouse: InputEvent.Mouse, to ribbons: [RibbonControl], at time: Double) -> Bool {
        switch mouse.action {
        case .press(.left):
            guard let hit = ribbons.first(where: { $0.contains(column: mouse.column, row: mouse.row) }) else { return false }
            active = hit
            hit.press(column: mouse.column, at: time)
            return true
        case .drag(.left):
            guard let active else { return false }
            active.move(column: mouse.column, at: time)
            return true
        case .release:
            guard let active else { return false }
            active.release(column: mouse.column, at: time)
            self.active = nil
            return true
        case .wheelUp, .wheelDown:
            guard let hit = ribbons.first(where: { $0.contains(column: mouse.column, row: mouse.row) }) else { return false }
            hit.ribbon.advance(to: time)
            if mouse.action == .wheelUp { hit.ribbon.decrement() } else { hit.ribbon.increment() }
            return true
        default:
            return false
        }
    }
}

extension InputEvent.Key {
    /// Whether the key types a visible character.
    var isPrintable: Bool {
        if case .character(let scalar) = self { return scalar.value >= 0x20 && scalar.value != 0x7F }
        return false
    }
}
