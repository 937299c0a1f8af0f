/// The escape sequences that put a terminal into the state a full-screen
/// program needs, and take it back out.
public enum TerminalModes {
    /// Alternate screen, hidden cursor, mouse reporting (buttons, drags, SGR
    /// coordinates) and bracketed paste.
    public static let enter: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h".utf8)

    /// The reverse of ``enter``, in reverse order, with the graphic rendition reset first.
    public static let leave: [UInt8] = Array("\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Whether an environment describes a terminal that can take cursor
    /// movement: `TERM` set and not `dumb`.
    ///
    /// - Parameter environment: The process environment.
    public static func supportsCursorMovement(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }
}
