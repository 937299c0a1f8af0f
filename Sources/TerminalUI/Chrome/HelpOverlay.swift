
/// The list of every key and mouse action of a screen, drawn over it
/// (`?` or F1 opens it, any key closes it), or as plain lines.
public enum HelpOverlay {
    /// The title line.
    public static let title = "Keys and mouse (any key closes this)"

    /// Draws the help over rows of the screen: a blank area with the title
    /// and the entries, in two columns when one does not fit and the width
    /// allows; entries that fit nowhere are left out behind a last line that says so.
    ///
    /// - Parameters:
    ///   - entries: The keys and actions.
    ///   - buffer: The screen.
    ///   - rows: The rows to draw over; rows outside the buffer are left alone.
    ///   - titleStyle: The title's style.
    public static func draw(_ entries: [KeyHelp], into buffer: inout ScreenBuffer, rows: Range<Int>, titleStyle: Style) {
        let rows = rows.clamped(to: 0..<buffer.height)
        buffer.fill(columns: 0..<buffer.width, rows: rows)
        guard !rows.isEmpty else { return }
        buffer.put(TextWidth.prefix(of: title, columns: buffer.width), atColumn: 0, row: rows.lowerBound, style: titleStyle)
        let lines = layout(entries, width: buffer.width, height: rows.count - 1)
        for (index, line) in lines.enumerated() {
            buffer.put(line, atColumn: 0, row: rows.lowerBound + 1 + index)
        }
    }

    /// The rows the help needs to show every entry in a width: the title
    /// and the entries, in two columns when they fit side by side (as
    /// ``draw(_:into:rows:titleStyle:)`` lays them out in that many rows).
    ///
    /// - Parameters:
    ///   - entries: The keys and actions.
    ///   - width: The columns available.
    public static func height(of entries: [KeyHelp], width: Int) -> Int {
        let columns = cells(of: entries).width * 2 <= width ? 2 : 1
        return 1 + (entries.count + columns - 1) / columns
    }

    /// Each entry as a cell of the list, its keys padded to the widest, and
    /// the columns a cell takes with the gap after it.
    private static func cells(of entries: [KeyHelp]) -> (cells: [String], width: Int) {
        let keysWidth = entries.map { TextWidth.columns(of: $0.keys) }.max() ?? 0
        let cells = entries.map { entry in
            " " + entry.keys + String(repeating: " ", count: keysWidth - TextWidth.columns(of: entry.keys)) + "  " + entry.action
        }
        return (cells, (cells.map { TextWidth.columns(of: $0) }.max() ?? 0) + 2)
    }

    /// The lines of the entries laid out in a width and a height.
    ///
    /// - Parameters:
    ///   - entries: The keys and actions.
    ///   - width: The columns available; none is an empty list.
    ///   - height: The rows available; none is an empty list.
    /// - Returns: At most `height` lines, none wider than `width`.
    /// - Complexity: O(entries).
    public static func layout(_ entries: [KeyHelp], width: Int, height: Int) -> [String] {
        guard height > 0, width > 0 else { return [] }
        let (cells, cellWidth) = cells(of: entries)
        let columns = entries.count > height && cellWidth * 2 <= width ? 2 : 1
        let perColumn = (entries.count + columns - 1) / columns
        var lines: [String] = []
        for row in 0..<min(perColumn, height) {
            var line = ""
            for column in 0..<columns {
                let index = column * perColumn + row
                guard index < cells.count else { break }
                let cell = cells[index]
                line += column + 1 < columns ? cell + String(repeating: " ", count: cellWidth - TextWidth.columns(of: cell)) : cell
            }
            lines.append(TextWidth.prefix(of: line, columns: width))
        }
        if perColumn > height {
            lines[height - 1] = wordPrefix(of: " … \(entries.count - (height - 1) * columns) more: a larger terminal shows them",
                                           columns: width)
        }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Text cut to whole words that fit a width (cut inside a word only when its first word does not fit).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - columns: The width.
    static func wordPrefix(of text: String, columns: Int) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        while words.count > 1 && TextWidth.columns(of: words.joined(separator: " ")) > columns { words.removeLast() }
        return TextWidth.prefix(of: words.joined(separator: " "), columns: columns)
    }

    /// The help as plain lines: the title, then `KEYS: ACTION` per entry.
    ///
    /// - Parameter entries: The keys and actions.
    public static func plainText(_ entries: [KeyHelp]) -> String {
        ([title] + entries.map { "\($0.keys): \($0.action)" }).joined(separator: "\n")
    }
}
