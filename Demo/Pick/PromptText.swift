import TerminalPickers
import TerminalUI

/// The lines `demo pick --prompt` draws above the calendar.
enum PromptText {
    /// A prompt as lines that fit a width: one per line of the text (a line
    /// feed, or a carriage return and a line feed, starts a new one), other
    /// control characters made visible (`^G`), a line too long cut to end in
    /// "…" one column short of the width, and each line isolated
    /// (U+2068 … U+2069) so that a direction override in it cannot reach
    /// past its end.
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
            return String(BidiIsolation.firstStrongIsolate) + text + String(BidiIsolation.popDirectionalIsolate)
        }
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
