import CalendarPicker
import TerminalUI

/// A month as plain text in the layout of `cal` and Python's `calendar.TextCalendar`.
///
/// ```
///    November 2026
/// Su Mo Tu We Th Fr Sa
///  1  2  3  4  5  6  7
///  8  9 10 11 12 13 14
/// ```
/// A centred title line, a weekday header, one line per week; each day is
/// two columns wide, right-aligned, with one space between days; days of
/// other months are blank; trailing spaces are trimmed. With week numbers,
/// every line starts with three more columns: the row's ISO 8601 week
/// number, right-aligned in two, and a space.
public enum MonthGridText {
    /// The lines of a month.
    ///
    /// - Parameters:
    ///   - grid: The month's grid (its rows are all printed; use fitted rows for `cal`'s layout).
    ///   - title: The title, such as "November 2026".
    ///   - weekdaySymbols: Seven weekday names starting at the grid's first weekday;
    ///     each is cut to two columns and centred in them.
    ///   - weekNumbers: Whether lines start with the ISO week number.
    ///   - number: Writes day and week numbers; in the locale's digits, say
    ///     (`CalendarLabels.number(_:)`), to match a title Foundation wrote.
    /// - Returns: The lines, without line breaks.
    /// - Complexity: O(rows).
    public static func lines(grid: MonthGrid, title: String, weekdaySymbols: [String], weekNumbers: Bool = false,
                             number: (Int) -> String = { String($0) }) -> [String] {
        let weekdaySymbols = sevenNames(weekdaySymbols)
        let width = 20
        let prefix = weekNumbers ? "   " : ""
        var lines = [trimmed(prefix + centered(title, width: width))]
        lines.append(trimmed(prefix + weekdaySymbols.map { centered(TextWidth.prefix(of: $0, columns: 2), width: 2) }
            .joined(separator: " ")))
        for row in 0..<grid.rowCount {
            let days = (0..<7).map { column -> String in
                guard let cell = grid.cell(row: row, column: column), cell.isInMonth else { return "  " }
                return rightAligned(number(cell.label), width: 2)
            }
            let week = weekNumbers ? rightAligned(grid.isoWeek(ofRow: row).map { number($0.week) } ?? "", width: 2) + " " : ""
            lines.append(trimmed(week + days.joined(separator: " ")))
        }
        return lines
    }

    /// Seven weekday names: fewer are padded with empty names, more are cut to the first seven.
    static func sevenNames(_ names: [String]) -> [String] {
        Array((names + Array(repeating: "", count: 7)).prefix(7))
    }

    /// Weekday names cut to two columns that still tell the days apart:
    /// the short names when their cuts differ, else the very short ones
    /// (Hebrew short names all start with "יום").
    ///
    /// - Parameters:
    ///   - short: Seven short names.
    ///   - veryShort: The same seven days' shortest names.
    /// - Returns: Seven names of at most two columns.
    public static func headerSymbols(short: [String], veryShort: [String]) -> [String] {
        let cut = short.map { TextWidth.prefix(of: $0, columns: 2) }
        return Set(cut).count == cut.count ? cut : veryShort.map { TextWidth.prefix(of: $0, columns: 2) }
    }

    /// Text centred in a width the way Python's `str.center` does it: an odd
    /// leftover column goes to the right, except when both the leftover and
    /// the width are odd.
    ///
    /// - Parameters:
    ///   - text: The text; wider text is returned unchanged.
    ///   - width: The width in columns, clamped into `0...ScreenBuffer.maximumWidth`.
    public static func centered(_ text: String, width: Int) -> String {
        let width = min(max(width, 0), ScreenBuffer.maximumWidth)
        let margin = width - TextWidth.columns(of: text)
        guard margin > 0 else { return text }
        let left = margin / 2 + (margin & width & 1)
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: margin - left)
    }

    static func rightAligned(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.columns(of: text))) + text
    }

    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
