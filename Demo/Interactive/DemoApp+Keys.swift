import TerminalUI

// The app's own keys, beside the screen's: declared once, each key with its
// name, so that the table of the keys that work now (the ones the screen
// leaves to the app) names only those in the help and on the key line.
extension DemoApp {
    /// One key of the app's (``AppKeyEntry/Key``).
    typealias AppKey = AppKeyEntry<Action>.Key
    /// One entry of the app's keys (``AppKeyEntry``).
    typealias AppEntry = AppKeyEntry<Action>

    /// The app's keys, declared once.
    ///
    /// - Parameter screenCount: The screens, which digits from 1 switch to (at most 9).
    static func entries(screenCount: Int) -> [AppEntry] {
        let digits = (0..<min(screenCount, 9)).map {
            KeyBinding<Action>.Trigger(.key(.character(Unicode.Scalar(UInt8(0x31 + $0)))), .showScreen($0))
        }
        return [
            AppEntry(keys: [AppKey("Tab", hinted: true, .key(.tab), .nextScreen), AppKey("Shift-Tab", .key(.tab, .shift), .previousScreen)],
                     gestures: [], summary: "next, previous screen", hint: .init(word: "screens", priority: 6)),
            AppEntry(keys: [AppKey("1-\(screenCount)", digits)], gestures: ["click a tab"], summary: "that screen", hint: nil),
            AppEntry(keys: [AppKey("q", hinted: true, .key(.character("q")), .quit), AppKey("Esc", hinted: true, .key(.escape), .quit)],
                     gestures: [], summary: "quit (asks if unsaved)", hint: .init(word: "quit", priority: KeyHint.essential)),
            AppEntry(keys: [AppKey("Ctrl-C", .key(.character("c"), .control), .interrupt)], gestures: [],
                     summary: "quit at once (130)", hint: nil),
            AppEntry(keys: [], gestures: [AppChrome.runLoopKeyNames], summary: "suspend, redraw", hint: nil),
            AppEntry(keys: [AppKey("?", hinted: true, .key(.character("?")), .showHelp), AppKey("F1", .key(.function(1)), .showHelp)],
                     gestures: [], summary: "this help", hint: .init(word: "help", priority: KeyHint.essential)),
        ]
    }

    /// The app's keys for a number of screens: those a screen leaves to the app.
    ///
    /// - Parameters:
    ///   - screenCount: The screens.
    ///   - isAvailable: Whether a key is the app's; every key by default.
    static func keys(screenCount: Int, keeping isAvailable: (InputEvent) -> Bool = { _ in true }) -> KeyBindingTable<Action> {
        KeyBindingTable(entries(screenCount: screenCount).compactMap { $0.binding(keeping: isAvailable) })
    }

    /// The app's keys that work now: not the typed text the screen takes
    /// (`q`, `?` and digits on a text row, digits on a date or time row),
    /// nor Esc while the screen uses it. The handling, the key line and the
    /// help all read this table.
    var keys: KeyBindingTable<Action> {
        let screen = screens[current]
        return DemoApp.keys(screenCount: screens.count) { event in
            guard case .key(let key, let modifiers) = event else { return true }
            if event == .key(.escape) { return !screen.usesEscape }
            return !screen.takesText(key, modifiers: modifiers)
        }
    }
}
