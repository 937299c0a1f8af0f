import TerminalUI

/// One screen of the interactive demo.
@MainActor
protocol DemoScreen: AnyObject {
    /// The name on the tab bar.
    var title: String { get }
    /// The keys line at the bottom.
    var keyHelp: String { get }
    /// Whether something moves on its own.
    var isAnimating: Bool { get }
    /// Handles an event; returns whether it was used.
    func handle(_ event: InputEvent, at time: Double) -> Bool
    /// Steps animations.
    func advance(to time: Double)
    /// Draws the screen's content below the tab bar, starting at a row.
    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme)
    /// Whether printable keys (q and digits too) and Esc go to the screen first.
    var capturesText: Bool { get }
}

extension DemoScreen {
    /// Most screens leave printable keys to the app's shortcuts.
    var capturesText: Bool { false }
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
