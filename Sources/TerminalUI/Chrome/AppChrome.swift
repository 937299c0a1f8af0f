/// What every terminal app shows around its content, one value for all of
/// them: the help overlay (``HelpOverlay``), which `?` or F1 opens and the
/// next key closes, and the help entry of the keys the run loop handles
/// itself.
///
/// An app keeps one and lets it take events first while the help shows:
///
/// ```swift
/// var chrome = AppChrome()
/// chrome.showHelp()
/// let taken = chrome.overlayTakes(.key(.character("x")))   // true: the key closed the help
/// ```
public struct AppChrome: Hashable, Sendable {
    /// Whether the help overlay shows.
    public private(set) var showsHelp = false

    /// Creates the chrome with the help closed.
    public init() {}

    /// Opens the help overlay.
    public mutating func showHelp() {
        showsHelp = true
    }

    /// Lets the help overlay take an event while it shows: any key, paste or
    /// click closes it; a mouse move, drag or wheel is swallowed.
    ///
    /// - Parameter event: The event.
    /// - Returns: Whether the overlay took it (the app then does nothing more with it).
    public mutating func overlayTakes(_ event: InputEvent) -> Bool {
        guard showsHelp else { return false }
        if case .mouse(let mouse) = event, mouse.action != .press(.left) { return true }
        showsHelp = false
        return true
    }

    /// The names of the keys ``TerminalRunLoop`` handles itself, as help
    /// writes them (`Ctrl-Z, Ctrl-L`), from the loop's own bindings.
    public static let runLoopKeyNames = [TerminalRunLoop.suspendKey, TerminalRunLoop.redrawKey]
        .compactMap(\.keyName).map(helpName).joined(separator: ", ")

    /// The help entry of the keys ``TerminalRunLoop`` handles itself: Ctrl-Z
    /// suspends, Ctrl-L redraws.
    ///
    /// - Returns: A gesture entry (no trigger: the app never sees these keys).
    public static func runLoopKeys<Action>() -> KeyBinding<Action> {
        .gesture(runLoopKeyNames, "suspend, redraw")
    }

    /// A key's name as help writes it: `ctrl+z` → `Ctrl-Z`.
    static func helpName(_ keyName: String) -> String {
        keyName.split(separator: "+").map { part in
            part.count == 1 ? part.uppercased() : part.prefix(1).uppercased() + part.dropFirst()
        }.joined(separator: "-")
    }
}
