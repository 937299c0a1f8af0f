import TerminalUI

/// What a screen did with an event.
enum EventResponse: Equatable {
    /// The screen used it.
    case handled
    /// Not the screen's: the app may use it (q, Esc and ? quit and help).
    case ignored
}

/// One screen of the interactive demo. Each screen keeps its keys in one
/// table (`KeyBindingTable`): its hints, its help and its plain-mode
/// announcement come from there.
@MainActor
protocol DemoScreen: Animated {
    /// The name on the tab bar.
    var title: String { get }
    /// The screen's entries of the key line now, beside the app's.
    var hints: [KeyHint] { get }
    /// Every key and mouse action of the screen, for the help.
    var help: [KeyHelp] { get }
    /// The screen's keys in one line, for the plain mode.
    var keyAnnouncement: String { get }
    /// The screen's state in words, for the plain mode.
    var plainText: String { get }
    /// Handles an event.
    func handle(_ event: InputEvent, at time: Double) -> EventResponse
    /// Draws the screen's content from its layout (below the tab bar).
    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme)
    /// Whether a key types into the screen now, so it goes to the screen
    /// and not to the app's one-key shortcuts (q, ?, digits): the app's
    /// help and key line then leave those out. Esc always goes to the
    /// screen first.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool
    /// Whether Esc does something on the screen now (closes a picker,
    /// drops a pending range): the app's help and key line then say q
    /// quits, not Esc.
    var usesEscape: Bool { get }
    /// Whether quitting now would lose work.
    var hasUnsavedChanges: Bool { get }
}

extension DemoScreen {
    /// Most screens type nothing: printable keys are the app's shortcuts.
    func takesText(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers) -> Bool { false }
    /// Most screens leave Esc to the app.
    var usesEscape: Bool { false }
    /// Most screens hold no work.
    var hasUnsavedChanges: Bool { false }
}

extension InputEvent.Key {
    /// Whether the key types a visible character.
    var isPrintable: Bool {
        if case .character(let scalar) = self { return scalar.value >= 0x20 && scalar.value != 0x7F }
        return false
    }
}
