import TerminalUI

/// The interactive demo: a tab bar, the current screen and a line of keys.
@MainActor
package final class DemoApp: PlainTextApplication {
    /// How the demo ended.
    enum Ending: Equatable {
        /// q or Esc (after confirming when work would be lost).
        case quit
        /// Ctrl-C.
        case interrupted
    }

    /// What the app's own keys do.
    enum Action: Equatable {
        case nextScreen, previousScreen, showScreen(Int), quit, interrupt, showHelp
    }

    /// The row where screens start, below the tab bar and a blank row.
    static let contentTop = 2

    let screens: [DemoScreen]
    private(set) var current = 0
    let theme: DemoTheme
    /// How it ended; `nil` while running.
    private(set) var ending: Ending?
    /// Whether the help overlay is shown.
    /// The help overlay.
    private(set) var chrome = AppChrome()
    /// Whether the help shows.
    var showsHelp: Bool { chrome.showsHelp }
    /// Whether the app asks "Discard changes? (y/n)".
    private(set) var isConfirmingQuit = false

    init(screens: [DemoScreen], theme: DemoTheme) {
        precondition(!screens.isEmpty, "the demo needs a screen")
        self.screens = screens
        self.theme = theme
    }

    package var minimumSize: (columns: Int, rows: Int) { (48, 24) }

    package var isAnimating: Bool { screens[current].isAnimating }

    /// The question asked before quitting would lose work.
    static let discardQuestion = "Discard changes? (y/n)"

    /// The columns of each tab on the top row: the tab bar's layout.
    var tabColumns: [Range<Int>] {
        var column = 0
        return screens.enumerated().map { index, screen in
            let range = column..<(column + TextWidth.columns(of: tabText(index)))
            column = range.upperBound + 1
            return range
        }
    }

    private func tabText(_ index: Int) -> String { " \(index + 1) \(screens[index].title) " }

    /// The key line's entries: the screen's, then the app's that work now
    /// (``keys``: Esc quits and F1 helps where q and ? type).
    var hints: [KeyHint] { screens[current].hints + keys.hints }

    /// Every key of the screen and the app's keys that work now, for the help.
    var help: [KeyHelp] { screens[current].help + keys.help }

    package func advance(to time: Double) {
        screens[current].advance(to: time)
    }

    package func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        // The keys the screen leaves to the app: typed text the screen takes has no action here.
        let action = keys.action(for: event)
        if action == .interrupt {
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
        if chrome.overlayTakes(event) { return .keepRunning }
        let screen = screens[current]
        if case .mouse(let mouse) = event, mouse.row == 0, mouse.action == .press(.left) {
            if let index = tabColumns.firstIndex(where: { $0.contains(mouse.column) }) { current = index }
            return .keepRunning
        }
        // Esc and typed text go to the screen first; what it leaves is the app's.
        let typesText: Bool
        if case .key(let key, let modifiers) = event {
            typesText = screen.takesText(key, modifiers: modifiers)
        } else {
            typesText = false
        }
        let isEscape = event == .key(.escape)
        if typesText || isEscape || action == nil {
            if screen.handle(event, at: time) == .handled || typesText { return .keepRunning }
        }
        switch action {
        case .nextScreen?: current = (current + 1) % screens.count
        case .previousScreen?: current = (current + screens.count - 1) % screens.count
        case .showScreen(let index)?: current = index
        case .quit?: return requestQuit()
        case .showHelp?: chrome.showHelp()
        case .interrupt?, nil: break
        }
        return .keepRunning
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

    package func draw(into buffer: inout ScreenBuffer) {
        for (index, columns) in tabColumns.enumerated() {
            buffer.put(tabText(index), atColumn: columns.lowerBound, row: 0, style: index == current ? theme.activeTab : theme.plain)
        }
        screens[current].draw(into: &buffer, theme: theme)
        let last = buffer.height - 1
        if showsHelp {
            HelpOverlay.draw(help, into: &buffer, rows: 1..<last, titleStyle: theme.title)
            buffer.put("any key closes the help", atColumn: 0, row: last, style: theme.help)
        } else if isConfirmingQuit {
            buffer.put(DemoApp.discardQuestion, atColumn: 0, row: last, style: theme.error)
        } else {
            buffer.put(HintLine.fitting(hints, columns: buffer.width), atColumn: 0, row: last, style: theme.help)
        }
    }

    /// The screen's state in words, or the help, or the question.
    package var plainText: String {
        if showsHelp { return HelpOverlay.plainText(help) }
        if isConfirmingQuit { return DemoApp.discardQuestion }
        return "\(screens[current].title): \(screens[current].plainText)"
    }

    /// The keys of the first screen and the app in one line, said once at the start of a plain session.
    var keyAnnouncement: String {
        screens[current].keyAnnouncement + "; " + String(keys.announcement.dropFirst("keys: ".count))
    }
}
