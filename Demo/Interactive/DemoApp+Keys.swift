import TerminalUI

// The app's own keys, beside the screen's: declared once, each key with its
// name, so that the table of the keys that work now (the ones the screen
// leaves to the app) names only those in the help and on the key line.
extension DemoApp {
    /// One key of the app's, or a group of keys that reads as one (`1-4`).
    struct AppKey {
        /// The key as the help names it: `q`, `Esc`, `1-4`.
        let name: String
        /// Whether the key line names it; when none of an entry's named keys
        /// is left, the line names the first key that is.
        let isHinted: Bool
        /// The keys and their actions.
        let triggers: [KeyBinding<Action>.Trigger]

        /// A key named for the help.
        ///
        /// - Parameters:
        ///   - name: Its name in the help.
        ///   - hinted: Whether the key line names it.
        ///   - event: The key.
        ///   - action: Its action.
        init(_ name: String, hinted: Bool = false, _ event: InputEvent, _ action: Action) {
            self.init(name, hinted: hinted, [KeyBinding<Action>.Trigger(event, action)])
        }

        /// Keys that read as one name.
        ///
        /// - Parameters:
        ///   - name: Their name in the help.
        ///   - hinted: Whether the key line names them.
        ///   - triggers: The keys and their actions.
        init(_ name: String, hinted: Bool = false, _ triggers: [KeyBinding<Action>.Trigger]) {
            self.name = name
            self.isHinted = hinted
            self.triggers = triggers
        }
    }

    /// One entry of the app's keys: the keys, then gestures and keys the
    /// terminal acts on (which no screen takes), what they do, and the key
    /// line's word for them.
    struct AppEntry {
        let keys: [AppKey]
        /// After the keys in the help: `click a tab`, `Ctrl-Z, Ctrl-L`.
        let gestures: [String]
        /// What they do.
        let summary: String
        /// The key line's word after the keys' names (`quit`) and its priority; `nil` for no hint.
        let hint: (word: String, priority: Int)?

        /// The entry with only the keys that work now.
        ///
        /// - Parameter isAvailable: Whether a key is the app's now.
        /// - Returns: The table's entry, or `nil` when nothing of it is left.
        func binding(keeping isAvailable: (InputEvent) -> Bool) -> KeyBinding<Action>? {
            let kept = keys.filter { $0.triggers.allSatisfy { isAvailable($0.event) } }
            guard !kept.isEmpty || !gestures.isEmpty else { return nil }
            let hinted = kept.contains(where: \.isHinted) ? kept.filter(\.isHinted) : Array(kept.prefix(1))
            let keyHint = hint.flatMap { hint in
                hinted.isEmpty ? nil : KeyHint(hinted.map(\.name).joined(separator: "/") + " " + hint.word, priority: hint.priority)
            }
            return KeyBinding((kept.map(\.name) + gestures).joined(separator: ", "), summary, hint: keyHint,
                              kept.flatMap(\.triggers))
        }
    }

    /// The app's keys, declared once.
    ///
    /// - Parameter screenCount: The screens, which digits from 1 switch to (at most 9).
    static func entries(screenCount: Int) -> [AppEntry] {
        let digits = (0..<min(screenCount, 9)).map {
            KeyBinding<Action>.Trigger(.key(.character(Unicode.Scalar(UInt8(0x31 + $0)))), .showScreen($0))
        }
        return [
            AppEntry(keys: [AppKey("Tab", hinted: true, .key(.tab), .nextScreen), AppKey("Shift-Tab", .key(.tab, .shift), .previousScreen)],
                     gestures: [], summary: "next, previous screen", hint: ("screens", 6)),
            AppEntry(keys: [AppKey("1-\(screenCount)", digits)], gestures: ["click a tab"], summary: "that screen", hint: nil),
            AppEntry(keys: [AppKey("q", hinted: true, .key(.character("q")), .quit), AppKey("Esc", hinted: true, .key(.escape), .quit)],
                     gestures: [], summary: "quit (asks if unsaved)", hint: ("quit", KeyHint.essential)),
            AppEntry(keys: [AppKey("Ctrl-C", .key(.character("c"), .control), .interrupt)], gestures: [],
                     summary: "quit at once (130)", hint: nil),
            AppEntry(keys: [], gestures: [AppChrome.runLoopKeyNames], summary: "suspend, redraw", hint: nil),
            AppEntry(keys: [AppKey("?", hinted: true, .key(.character("?")), .showHelp), AppKey("F1", .key(.function(1)), .showHelp)],
                     gestures: [], summary: "this help", hint: ("help", KeyHint.essential)),
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
