import TerminalPickers
import TerminalUI

/// The lines `demo pick --prompt` draws above the calendar.
enum PromptText {
    /// A prompt as lines that fit a width: one per line of the text (a line
    /// feed starts a new one, a carriage return is dropped before it), other
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
        return prompt.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = TerminalText.visible(line.hasSuffix("\r") ? line.dropLast() : line)
            if TextWidth.columns(of: text) > room { text = TextWidth.prefix(of: text, columns: room - 1) + "…" }
            return String(BidiIsolation.firstStrongIsolate) + text + String(BidiIsolation.popDirectionalIsolate)
        }
    }

    /// The number of lines a prompt takes.
    ///
    /// - Parameter prompt: The prompt, or `nil` for none.
    static func lineCount(_ prompt: String?) -> Int {
        prompt.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
    }
}
