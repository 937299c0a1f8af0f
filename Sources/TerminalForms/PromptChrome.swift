import TerminalUI

/// What an inline picker with a prompt has around it (both of `demo pick`'s
/// programs): the
/// prompt's lines above it, and below it the key line (or a note in its
/// place), with the help overlay over everything while it shows.
///
/// The band asks for the whole prompt, the picker's tallest and the key
/// line (``rows``); a terminal shorter than that gets the prompt's last
/// lines after a "…" line (``promptRows``), down to one line of it
/// (``minimumRows``). While the help shows, the band asks for the rows
/// that list every entry at its width (``preferredBandRows(help:)``), so
/// an inline picker shows its whole help without taking over the screen:
/// the band grows below the picker (the lines above scroll up when the
/// terminal needs the room) and shrinks back when the help closes. Only a
/// terminal too short for the whole list gets it cut, with a last line
/// that says how many entries are left out.
package struct PromptChrome {
    /// The lines above the picker, as given.
    package let prompt: String?
    /// The prompt's and the help's title style.
    package let titleStyle: Style
    /// The key line's style.
    package let hintStyle: Style
    /// The rows below the prompt: the picker's tallest and the key line.
    package let contentRows: Int
    /// The help overlay.
    package private(set) var overlay = AppChrome()
    /// Whether the help shows.
    package var showsHelp: Bool { overlay.showsHelp }
    /// The size of the band the pick draws in, once the run loop has said it.
    package private(set) var size: (columns: Int, rows: Int)?

    /// Creates the chrome of a picker.
    ///
    /// - Parameters:
    ///   - prompt: The lines above the picker, as given, or `nil`.
    ///   - titleStyle: The prompt's and the help's title style.
    ///   - hintStyle: The key line's style.
    ///   - contentRows: The rows below the prompt: the picker's tallest and the key line.
    package init(prompt: String?, titleStyle: Style, hintStyle: Style, contentRows: Int) {
        self.prompt = prompt
        self.titleStyle = titleStyle
        self.hintStyle = hintStyle
        self.contentRows = contentRows
    }

    /// The rows the pick asks for: the whole prompt and the content.
    package var rows: Int { PromptText.lineCount(prompt) + contentRows }

    /// The fewest rows the pick draws in: the content, and the prompt's
    /// last line (after a "…" line when it has more).
    package var minimumRows: Int { PromptText.minimumRows(of: prompt) + contentRows }

    /// The rows the prompt takes in the band: all its lines when they fit.
    package var promptRows: Int { PromptText.rows(of: prompt, bandRows: size?.rows, otherRows: contentRows) }

    /// Notes the size of the band (``TerminalApplication/sizeDidChange(to:)``).
    package mutating func sizeDidChange(to size: (columns: Int, rows: Int)) {
        self.size = size
    }

    /// The rows the band should have now: while the help shows, enough for
    /// all of it at the band's width (its title, its entries, the line that
    /// says how to close it) and never fewer than the pick's; otherwise
    /// `nil`, the pick's own.
    ///
    /// - Parameter help: The overlay's entries.
    package func preferredBandRows(help: [KeyHelp]) -> Int? {
        guard showsHelp, let size else { return nil }
        return max(rows, HelpOverlay.height(of: help, width: size.columns) + 1)
    }

    /// The keys every pick has, after its picker's: Esc and q cancel, Ctrl-C
    /// interrupts, Ctrl-Z and Ctrl-L suspend and redraw, ? and F1 show the help.
    ///
    /// - Parameters:
    ///   - cancel: The program's action for Esc and q.
    ///   - interrupt: Its action for Ctrl-C.
    ///   - showHelp: Its action for ? and F1.
    package static func endingKeys<Action>(cancel: Action, interrupt: Action, showHelp: Action) -> [KeyBinding<Action>] {
        [
            KeyBinding("Esc, q", "cancel (exit 1)", hint: KeyHint("Esc cancel", priority: KeyHint.essential),
                       [.init(.key(.escape), cancel), .init(.key(.character("q")), cancel)]),
            KeyBinding("Ctrl-C", "interrupt (130)", .key(.character("c"), .control), interrupt),
            AppChrome.runLoopKeys(),
            KeyBinding("?, F1", "this help", hint: KeyHint("? help", priority: KeyHint.essential),
                       [.init(.key(.character("?")), showHelp), .init(.key(.function(1)), showHelp)]),
        ]
    }

    /// How the too-small message says to leave: Esc cancels (which loses
    /// nothing), Ctrl-C quits (130).
    package static let tooSmallExitWordings = ["Esc cancels, Ctrl-C quits", "Esc cancels, ^C quits", "Esc cancels", "Esc"]

    /// Shows the help overlay.
    package mutating func showHelp() {
        overlay.showHelp()
    }

    /// Whether the help overlay takes an event (``AppChrome/overlayTakes(_:)``).
    package mutating func overlayTakes(_ event: InputEvent) -> Bool {
        overlay.overlayTakes(event)
    }

    /// Draws the prompt at the top, and at the bottom the help overlay, a
    /// note, or the key line.
    ///
    /// - Parameters:
    ///   - buffer: The band.
    ///   - hints: The key line's entries.
    ///   - help: The overlay's entries.
    ///   - note: Text shown in place of the key line, with its style.
    package func draw(into buffer: inout ScreenBuffer, hints: [KeyHint], help: [KeyHelp], note: (text: String, style: Style)? = nil) {
        if let prompt {
            for (row, line) in PromptText.lines(prompt, width: buffer.width, rows: promptRows).enumerated() {
                buffer.put(line, atColumn: 0, row: row, style: titleStyle)
            }
        }
        let last = buffer.height - 1
        if showsHelp {
            HelpOverlay.draw(help, into: &buffer, rows: 0..<last, titleStyle: titleStyle)
            buffer.put(TextWidth.prefix(of: "any key closes the help", columns: buffer.width), atColumn: 0, row: last,
                       style: hintStyle)
        } else if let note {
            buffer.put(TextWidth.prefix(of: note.text, columns: buffer.width), atColumn: 0, row: last, style: note.style)
        } else {
            buffer.put(HintLine.fitting(hints, columns: buffer.width), atColumn: 0, row: last, style: hintStyle)
        }
    }
}
