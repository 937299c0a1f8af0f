/// The escape sequences that put a terminal into the state a full-screen
/// or inline program needs, and take it back out.
public enum TerminalModes {
    /// Alternate screen, hidden cursor, mouse reporting (buttons, drags, SGR
    /// coordinates) and bracketed paste.
    public static let enter: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h".utf8)

    /// The reverse of ``enter``, in reverse order, with the graphic rendition reset first.
    public static let leave: [UInt8] = Array("\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// The modes an inline program turns on: hidden cursor, mouse reporting
    /// and bracketed paste, without the alternate screen.
    static let inlineModesOn = Array("\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h".utf8)

    /// Makes room for a band of lines below the cursor and turns the inline modes on.
    ///
    /// From the cursor's line, it goes to the first column, writes `rows − 1`
    /// line feeds (which scroll the screen when the band would pass its
    /// bottom) and moves back up, so the band's lines exist and the cursor
    /// is on its top-left cell. Then it hides the cursor, turns on mouse
    /// reporting and bracketed paste, and asks where the cursor is
    /// (`CSI 6n`): the answer tells which screen row the band starts on,
    /// for mouse reports (see ``InputDecoder/expectCursorPositionReport()``).
    /// The terminal must not translate line feeds (raw output, `OPOST` off).
    ///
    /// - Parameter rows: The band's height, clamped into
    ///   `1...ScreenBuffer.maximumHeight` (a band has at least one row).
    /// - Returns: The bytes to write.
    /// - Complexity: O(rows).
    public static func enterInline(rows: Int) -> [UInt8] {
        let rows = min(max(rows, 1), ScreenBuffer.maximumHeight)
        var bytes: [UInt8] = [ControlSequence.carriageReturn]
        bytes += Array(repeating: 0x0A, count: rows - 1)
        ControlSequence.appendRelativeMove(rows - 1, positive: "A", negative: "B", to: &bytes)
        bytes += inlineModesOn
        bytes += cursorPositionRequest
        return bytes
    }

    /// The reverse of ``enterInline(rows:)`` from the band's top-left cell:
    /// the graphic rendition reset, the band and everything below it erased
    /// (the cursor stays on the band's first line, where the program
    /// started), paste and mouse reporting off and the cursor shown.
    public static let leaveInline: [UInt8] = Array("\u{1B}[0m\r\u{1B}[J\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h".utf8)

    /// From the band's top-left cell after ``leaveInline``, back to the end
    /// of the text the band was placed below (a script's prompt on the line
    /// above, see ``TerminalSession/placeBand(cursorColumn:)``): up one line,
    /// then to the column.
    ///
    /// - Parameter column: The cursor's column before the band, 0-based,
    ///   clamped into `0..<ScreenBuffer.maximumWidth` (a negative column is 0).
    /// - Returns: The bytes to write.
    public static func backToText(endingAtColumn column: Int) -> [UInt8] {
        let column = min(max(column, 0), ScreenBuffer.maximumWidth - 1)
        var bytes: [UInt8] = []
        ControlSequence.appendRelativeMove(1, positive: "A", negative: "B", to: &bytes)
        bytes += Array("\u{1B}[\(column + 1)G".utf8)
        return bytes
    }

    /// `CSI 6n`: asks the terminal for the cursor's position, which it
    /// answers with `CSI row;column R` as input.
    public static let cursorPositionRequest: [UInt8] = Array("\u{1B}[6n".utf8)

    /// Whether an environment describes a terminal that can take cursor
    /// movement: `TERM` set and not `dumb`.
    ///
    /// - Parameter environment: The process environment.
    public static func supportsCursorMovement(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }
}
