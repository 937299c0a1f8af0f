import TerminalUI

/// The interactive demo: a tab bar, the current screen and a line of keys.
@MainActor
final class DemoApp: TerminalApplication {
    private let screens: [DemoScreen]
    private(set) var current = 0
    let theme: DemoTheme

    init(screens: [DemoScreen], theme: DemoTheme) {
        precondition(!screens.isEmpty, "the demo needs a screen")
        self.screens = screens
        self.theme = theme
    }

    var minimumSize: (columns: Int, rows: Int) { (48, 24) }

    var isAnimating: Bool { screens[current].isAnimating }

    func advance(to time: Double) {
        screens[current].advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> Bool {
        // A screen taking text gets printable keys, and Esc, before the shortcuts.
        if case .key(let key, let modifiers) = event, screens[current].capturesText || key == .escape,
           key == .escape || (modifiers.subtracting(.shift).isEmpty && key.isPrintable) {
            if screens[current].handle(event, at: time) { return true }
        }
        switch event {
        case .key(.character("q"), []), .key(.escape, []), .key(.character("c"), .control):
            return false
        case .key(.tab, []):
            current = (current + 1) % screens.count
            return true
        case .key(.tab, .shift):
            current = (current + screens.count - 1) % screens.count
            return true
        case .key(.character(let scalar), []) where ("1"..."9").contains(scalar):
            let index = Int(scalar.value) - Int(Unicode.Scalar("1").value)
            if index < screens.count { current = index }
            return true
        default:
            _ = screens[current].handle(event, at: time)
            return true
        }
    }

    func draw(into buffer: inout ScreenBuffer) {
        var column = 0
        for (index, screen) in screens.enumerated() {
            let tab = " \(index + 1) \(screen.title) "
            column = buffer.put(tab, atColumn: column, row: 0, style: index == current ? theme.activeTab : theme.plain) + 1
        }
        screens[current].draw(into: &buffer, top: 2, theme: theme)
        let help = TextWidth.prefix(of: screens[current].keyHelp, columns: buffer.width)
        buffer.put(help, atColumn: 0, row: buffer.height - 1, style: theme.help)
    }
}
