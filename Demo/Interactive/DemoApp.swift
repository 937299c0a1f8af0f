import TerminalUI

/// The interactive demo: a tab bar, the current screen and a line of keys.
@MainActor
final class DemoApp: PlainTextApplication {
    /// How the demo ended.
    enum Ending: Equatable {
        /// q or Esc (after confirming when work would be lost).
        case quit
        /// Ctrl-C.
        case interrupted
    }

    let screens: [DemoScreen]
    private(set) var current = 0
    let theme: DemoTheme
    /// How it ended; `nil` while running.
    private(set) var ending: Ending?
    /// Whether the help overlay is shown.
    private(set) var showsHelp = false
    /// Whether the app asks "Discard changes? (y/n)".
    private(set) var isConfirmingQuit = false
    /// The columns of each tab, as drawn, for clicks.
    private var tabColumns: [Range<Int>] = []

    init(screens: [DemoScreen], theme: DemoTheme) {
        precondition(!screens.isEmpty, "the demo needs a screen")
        self.screens = screens
        self.theme = theme
    }

    var minimumSize: (columns: Int, rows: Int) { (48, 24) }

    var isAnimating: Bool { screens[current].isAnimating }

    /// The question asked before quitting would lose work.
    static let discardQuestion = "Discard changes? (y/n)"

    /// The app's entries of the key line: how to quit and get help always, switching screens when there is room.
    static let hints = [
        KeyHint("Tab screens", priority: 6),
        KeyHint("q/Esc quit", priority: KeyHint.essential),
        KeyHint("? help", priority: KeyHint.essential),
    ]

    /// The app's own keys, for the help.
    static let helpEntries: [HelpOverlay.Entry] = [
        ("Tab, Shift-Tab", "next, previous screen"),
        ("1-3, click a tab", "that screen"),
        ("q, Esc", "quit (asks if unsaved)"),
        ("Ctrl-C", "quit at once (130)"),
        ("Ctrl-Z", "suspend"),
        ("Ctrl-L", "redraw"),
        ("?, F1", "this help"),
    ]

    func advance(to time: Double) {
        screens[current].advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        if event == .key(.character("c"), .control) {
            ending = .interrupted
            return .quit
        }
        if isConfirmingQuit {
            guard case .key(let key, _) = event else { return .keepRunning }
            isConfirmingQuit = false
            if key == .character("y") || key == .character("Y") {
                ending = .quit
                return .quit
            }
            return .keepRunning
        }
        if showsHelp {
            if case .mouse(let mouse) = event, mouse.action != .press(.left) { return .keepRunning }
            showsHelp = false
            return .keepRunning
        }
        let screen = screens[current]
        switch event {
        case .key(.escape, []):
            return screen.handle(event, at: time) ? .keepRunning : requestQuit()
        case .key(let key, let modifiers) where screen.takesText(key, modifiers: modifiers):
            _ = screen.handle(event, at: time)
            return .keepRunning
        case .key(.character("?"), _), .key(.function(1), _):
            showsHelp = true
            return .keepRunning
        case .key(.character("q"), []):
            return requestQuit()
        case .key(.tab, []):
            current = (current + 1) % screens.count
            return .keepRunning
        case .key(.tab, .shift):
            current = (current + screens.count - 1) % screens.count
            return .keepRunning
        case .key(.character(let scalar), []) where ("1"..."9").contains(scalar):
            let index = Int(scalar.value) - Int(Unicode.Scalar("1").value)
            if index < screens.count { current = index }
            return .keepRunning
        case .mouse(let mouse) where mouse.row == 0 && mouse.action == .press(.left):
            if let index = tabColumns.firstIndex(where: { $0.contains(mouse.column) }) { current = index }
            return .keepRunning
        default:
            _ = screen.handle(event, at: time)
            return .keepRunning
        }
    }

    /// Quits, or asks first when a screen holds unsaved work.
    private func requestQuit() -> RunDecision {
        if screens.contains(where: \.hasUnsavedChanges) {
            isConfirmingQuit = true
            return .keepRunning
        }
        ending = .quit
        return .quit
    }

    func draw(into buffer: inout ScreenBuffer) {
        var column = 0
        tabColumns = []
        for (index, screen) in screens.enumerated() {
            let tab = " \(index + 1) \(screen.title) "
            let end = buffer.put(tab, atColumn: column, row: 0, style: index == current ? theme.activeTab : theme.plain)
            tabColumns.append(column..<end)
            column = end + 1
        }
        screens[current].draw(into: &buffer, top: 2, theme: theme)
        let last = buffer.height - 1
        if showsHelp {
            HelpOverlay.draw(screens[current].helpEntries + DemoApp.helpEntries, into: &buffer, rows: 1..<last, theme: theme)
            buffer.put("any key closes the help", atColumn: 0, row: last, style: theme.help)
        } else if isConfirmingQuit {
            buffer.put(DemoApp.discardQuestion, atColumn: 0, row: last, style: theme.error)
        } else {
            let line = HintLine.fitting(screens[current].hints + DemoApp.hints, columns: buffer.width)
            buffer.put(line, atColumn: 0, row: last, style: theme.help)
        }
    }

    /// The screen's state in words, or the help, or the question.
    var plainText: String {
        if showsHelp { return HelpOverlay.plainText(screens[current].helpEntries + DemoApp.helpEntries) }
        if isConfirmingQuit { return DemoApp.discardQuestion }
        return "\(screens[current].title): \(screens[current].plainText)"
    }
}
