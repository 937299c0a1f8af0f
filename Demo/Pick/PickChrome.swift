import TerminalUI

/// What both of `demo pick`'s programs have around their picker: the
/// prompt's lines above it, and below it the key line (or a note in its
/// place), with the help overlay over everything while it shows.
struct PickChrome {
    /// The lines above the picker, as given.
    let prompt: String?
    let theme: DemoTheme
    /// Whether the help overlay is shown.
    private(set) var showsHelp = false

    /// The rows the prompt takes.
    var promptRows: Int { PromptText.lineCount(prompt) }

    /// Shows the help overlay.
    mutating func showHelp() {
        showsHelp = true
    }

    /// Whether the help overlay takes an event: while it shows, a key or a
    /// left press closes it, and other mouse events do nothing.
    mutating func overlayTakes(_ event: InputEvent) -> Bool {
        guard showsHelp else { return false }
        if case .mouse(let mouse) = event, mouse.action != .press(.left) { return true }
        showsHelp = false
        return true
    }

    /// Draws the prompt at the top, and at the bottom the help overlay, a
    /// note, or the key line.
    ///
    /// - Parameters:
    ///   - buffer: The band.
    ///   - hints: The key line's entries.
    ///   - help: The overlay's entries.
    ///   - note: Text shown in place of the key line, with its style.
    func draw(into buffer: inout ScreenBuffer, hints: [KeyHint], help: [KeyHelp], note: (text: String, style: Style)? = nil) {
        if let prompt {
            for (row, line) in PromptText.lines(prompt, width: buffer.width).enumerated() {
                buffer.put(line, atColumn: 0, row: row, style: theme.title)
            }
        }
        let last = buffer.height - 1
        if showsHelp {
            HelpOverlay.draw(help, into: &buffer, rows: 0..<last, theme: theme)
            buffer.put(TextWidth.prefix(of: "any key closes the help", columns: buffer.width), atColumn: 0, row: last,
                       style: theme.help)
        } else if let note {
            buffer.put(TextWidth.prefix(of: note.text, columns: buffer.width), atColumn: 0, row: last, style: note.style)
        } else {
            buffer.put(HintLine.fitting(hints, columns: buffer.width), atColumn: 0, row: last, style: theme.help)
        }
    }
}
