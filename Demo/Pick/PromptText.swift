import TerminalPickers
import TerminalUI

/// The lines `demo pick --prompt` draws above the calendar.
enum PromptText {
    /// A prompt as lines that fit a width: one per line of the text (a line
    /// feed, or a carriage return and a line feed, starts a new one), other
    /// control characters made visible (`^G`), a line too long cut to end in
    /// "…" one column short of the width, and a line with right-to-left
    /// letters or bidirectional controls isolated (U+2068 … U+2069,
    /// ``BidiIsolation/isolated(_:)``) so that a direction override in it
    /// cannot reach past its end; other lines, plain ASCII say, as they are.
    ///
    /// - Parameters:
    ///   - prompt: The prompt as given.
    ///   - width: The columns available; at least 2.
    /// - Returns: The lines to draw, top first.
    static func lines(_ prompt: String, width: Int) -> [String] {
        let room = max(1, width - 1)
        return split(prompt).map { line in
            var text = TerminalText.visible(line)
            if TextWidth.columns(of: text) > room { text = TextWidth.prefix(of: text, columns: room - 1) + "…" }
            return BidiIsolation.isolated(text)
        }
    }

    /// A prompt as a plain session prints it, before the keys: its lines
    /// with control characters made visible, each ended by a line feed (a
    /// line of its own is a paragraph of its own, which no override leaves);
    /// for a terminal that takes ASCII only, without the bidirectional
    /// controls, which it would show as stray bytes.
    ///
    /// - Parameters:
    ///   - prompt: The prompt as given.
    ///   - ascii: Whether the terminal takes ASCII only.
    static func plain(_ prompt: String, ascii: Bool) -> String {
        split(prompt).map { line in
            let text = TerminalText.visible(line)
            return (ascii ? String(text.filter { !ScreenCell.isDirectionMark($0) }) : text) + "\n"
        }.joined()
    }

    /// The number of lines a prompt takes.
    ///
    /// - Parameter prompt: The prompt, or `nil` for none.
    static func lineCount(_ prompt: String?) -> Int {
        prompt.map { split($0).count } ?? 0
    }

    /// The lines of a text: a line feed, or a carriage return and a line feed, ends each.
    private static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
