import TerminalPickers
import TerminalUI

/// The lines of a prompt above an inline picker (`demo pick --prompt`).
package enum PromptText {
    /// A prompt as lines that fit a width: one per line of the text (a line
    /// feed, or a carriage return and a line feed, starts a new one), other
    /// control characters made visible (`^G`), a line too long cut to end in
    /// "…" one column short of the width, and a line with right-to-left
    /// letters or bidirectional controls isolated (U+2068 … U+2069,
    /// ``BidiIsolation/isolated(_:)``) so that a direction override in it
    /// cannot reach past its end; other lines, plain ASCII say, as they are.
    /// A prompt of more lines than `rows` keeps its last ones, after a line
    /// that reads "…": what a script asks last, just above the picker.
    ///
    /// - Parameters:
    ///   - prompt: The prompt as given.
    ///   - width: The columns available; at least 2.
    ///   - rows: The most lines to draw; all of them by default.
    /// - Returns: The lines to draw, top first.
    package static func lines(_ prompt: String, width: Int, rows: Int = .max) -> [String] {
        let room = max(1, width - 1)
        var lines = split(prompt)
        if lines.count > rows { lines = rows > 0 ? ["…"] + lines.suffix(rows - 1) : [] }
        return lines.map { line in
            var text = TerminalText.visible(line)
            if TextWidth.columns(of: text) > room { text = TextWidth.prefix(of: text, columns: room - 1) + "…" }
            return BidiIsolation.isolated(text)
        }
    }

    /// The lines of its band a prompt takes: all of them when the band has
    /// room for them beside the rest of it, else as many as it has, but at
    /// least the last line and the "…" before it (a band shorter than that
    /// is too small for the pick).
    ///
    /// - Parameters:
    ///   - prompt: The prompt, or `nil` for none.
    ///   - bandRows: The band's rows, or `nil` while unknown (all the prompt's lines).
    ///   - otherRows: The rows the rest of the band takes.
    package static func rows(of prompt: String?, bandRows: Int?, otherRows: Int) -> Int {
        let count = lineCount(prompt)
        guard let bandRows else { return count }
        return min(count, max(minimumRows(of: prompt), bandRows - otherRows))
    }

    /// The fewest lines a prompt may take: its one line, or the last one after "…".
    ///
    /// - Parameter prompt: The prompt, or `nil` for none.
    package static func minimumRows(of prompt: String?) -> Int {
        min(lineCount(prompt), 2)
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
    package static func plain(_ prompt: String, ascii: Bool) -> String {
        split(prompt).map { line in
            let text = TerminalText.visible(line)
            return (ascii ? String(text.filter { !ScreenCell.isDirectionMark($0) }) : text) + "\n"
        }.joined()
    }

    /// The number of lines a prompt takes.
    ///
    /// - Parameter prompt: The prompt, or `nil` for none.
    package static func lineCount(_ prompt: String?) -> Int {
        prompt.map { split($0).count } ?? 0
    }

    /// The lines of a text: a line feed, or a carriage return and a line feed, ends each.
    private static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
