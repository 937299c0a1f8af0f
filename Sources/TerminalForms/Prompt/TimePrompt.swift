import CalendarPicker
import TerminalPickers
import TerminalUI

/// A time prompt for a script (`demo pick --time`, `--duration` and
/// `--datetime`): the wheels inline (beside the calendar for a day and a
/// time), a prompt above them and a key line below, until the value is
/// chosen or the pick is cancelled.
@MainActor
package final class TimePrompt: PlainTextApplication {
    /// How the pick ended.
    package enum Ending: Equatable {
        /// The value was chosen, as it is printed.
        case chosen(String)
        /// Esc or q.
        case cancelled
        /// Ctrl-C.
        case interrupted
    }

    /// What the pick's keys do.
    package enum Action: Equatable {
        /// A key of the board.
        case board(DateTimeBoardView.Action)
        /// Leaves with nothing chosen.
        case cancel
        /// Ctrl-C.
        case interrupt
        /// Shows every key.
        case showHelp
    }

    /// The wheels (and the calendar for a day and a time).
    package let board: DateTimeBoardView
    /// The prompt, the key line and the help.
    package private(set) var chrome: PromptChrome
    /// The styles.
    package let theme: PromptTheme
    /// The prompt's text above the wheels.
    package var prompt: String? { chrome.prompt }
    /// How it ended; `nil` while running.
    package private(set) var ending: Ending?

    /// Creates the prompt.
    ///
    /// - Parameters:
    ///   - board: The wheels, configured and checked.
    ///   - prompt: The lines above them, or `nil`.
    ///   - theme: The styles.
    package init(board: DateTimeBoardView, prompt: String?, theme: PromptTheme) {
        self.board = board
        self.theme = theme
        chrome = PromptChrome(prompt: prompt, titleStyle: theme.pickers.title, hintStyle: theme.hint,
                              contentRows: board.maximumHeight + 1)
    }

    /// The pick's own keys, after the board's.
    package static let ownKeys = KeyBindingTable<Action>(PromptChrome.endingKeys(cancel: .cancel, interrupt: .interrupt,
                                                                        showHelp: .showHelp))

    /// Every key, for the help and a plain session's announcement: the
    /// board's (both parts of a day and a time) and the pick's own.
    package var keys: KeyBindingTable<Action> { TimePrompt.withEssentialEnter(board.keys.map(Action.board)) + TimePrompt.ownKeys }

    /// The keys of the part that has them and the pick's own: what a key
    /// does now, and the key line, which names each key once.
    package var activeKeys: KeyBindingTable<Action> {
        TimePrompt.withEssentialEnter(board.keys(of: board.focus).map(Action.board)) + TimePrompt.ownKeys
    }

    /// A table whose Enter hint stays on the key line whatever its width:
    /// here Enter ends the pick (or, on a day, leads to the time that does).
    private static func withEssentialEnter(_ table: KeyBindingTable<Action>) -> KeyBindingTable<Action> {
        table.changingEntry(binding: .key(.enter)) { enter in
            enter.hint?.priority = KeyHint.essential
        }
    }

    /// The lines the pick asks for: the prompt, the board and the key line.
    package var rows: Int { chrome.rows }

    /// The board's width (20 at least, for the too-small message), and its
    /// rows with the key line and the prompt's last line (``PromptChrome/minimumRows``).
    package var minimumSize: (columns: Int, rows: Int) { (max(20, layout.width), chrome.minimumRows) }

    /// The board's layout, below the prompt's lines that the band shows.
    package var layout: DateTimeBoardView.Layout { board.layout(column: 0, row: chrome.promptRows) }

    package func sizeDidChange(to size: (columns: Int, rows: Int)) {
        chrome.sizeDidChange(to: size)
    }

    /// While the help shows, the rows that list all of it (``PromptChrome/preferredBandRows(help:)``).
    package var preferredBandRows: Int? { chrome.preferredBandRows(help: keys.help) }

    /// While the terminal is too small: Esc and q cancel (nothing is lost),
    /// Ctrl-C interrupts, and every other key does nothing.
    package func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        switch activeKeys.action(for: event) {
        case .interrupt?: ending = .interrupted
        case .cancel?: ending = .cancelled
        default: return .keepRunning
        }
        return .quit
    }

    /// How the too-small message says to leave: Esc cancels, Ctrl-C quits.
    package var tooSmallExitWordings: [String] { PromptChrome.tooSmallExitWordings }

    /// Whether a wheel moves.
    package var isAnimating: Bool { board.isAnimating }

    /// Moves the wheels to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    package func advance(to time: Double) {
        board.advance(to: time)
    }

    /// Handles an event: a key or a click.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - time: When it came, in milliseconds.
    /// - Returns: ``RunDecision/quit`` once the pick has ended (``ending``).
    package func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        let action = activeKeys.action(for: event)
        if action == .interrupt {
            ending = .interrupted
            return .quit
        }
        if chrome.overlayTakes(event) { return .keepRunning }
        switch (event, action) {
        case (.mouse(let mouse), _):
            _ = board.handle(mouse, in: layout, at: time)
        case (_, .cancel?):
            ending = .cancelled
            return .quit
        case (_, .showHelp?):
            chrome.showHelp()
        case (.key, _):
            if board.handle(event) == .chosen {
                board.advanceToRest()
                ending = .chosen(board.selectedText)
                return .quit
            }
        default:
            break
        }
        return .keepRunning
    }

    /// Draws the prompt, the board and the key line (or the help).
    ///
    /// - Parameter buffer: The band.
    package func draw(into buffer: inout ScreenBuffer) {
        board.draw(into: &buffer, in: layout, style: theme.pickers.style(for:))
        chrome.draw(into: &buffer, hints: activeKeys.hints, help: keys.help)
    }

    /// The value and the part with the keys, or the help.
    package var plainText: String {
        if chrome.showsHelp { return HelpOverlay.plainText(keys.help) }
        return board.plainText
    }
}
