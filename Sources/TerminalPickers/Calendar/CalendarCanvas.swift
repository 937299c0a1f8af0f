import TerminalUI
import CalendarPicker

/// A day picker drawn as positioned pieces of text, each with the part it
/// plays: one drawing that a screen renders with its styles
/// (``draw(into:style:)``) and `demo calendar` prints as lines (``lines()``).
///
/// Make one with ``DayPickerView/canvas(in:)``. Right-to-left text is
/// isolated here, in one place, when the picker's locale writes right to
/// left (``BidiIsolation``), so that rows keep their columns in terminals
/// that reorder such text.
public struct CalendarCanvas: Hashable, Sendable {
    /// The part a piece of text plays, for its style.
    public enum Role: Hashable, Sendable {
        /// A ribbon box's border; `isDragged` while the pointer drags its ribbon.
        case ribbonBorder(isDragged: Bool)
        /// The labels inside a ribbon box, between its arrows.
        case ribbonLabels
        /// The title over the week numbers (`Wk`).
        case weekNumberTitle
        /// A weekday's name over its column.
        case weekdayName(isWeekend: Bool)
        /// A row's ISO 8601 week number.
        case weekNumber
        /// A day of the grid.
        case day(CalendarDayCell.Role)
    }

    /// One piece of text at a place.
    public struct Run: Hashable, Sendable {
        /// The screen column of its first character.
        public var column: Int
        /// The screen row.
        public var row: Int
        /// The text, without direction marks.
        public var text: String
        /// The part it plays.
        public var role: Role
        /// Whether it starts its row of the drawing (it then gets a
        /// left-to-right mark in a right-to-left locale, when the row holds
        /// right-to-left text).
        public var startsRow: Bool
    }

    /// Where the parts lie.
    public var layout: CalendarLayout
    /// The pieces, in drawing order.
    public var runs: [Run]
    /// Whether right-to-left words are isolated (the picker's locale writes right to left).
    public var isolatesRightToLeft: Bool
    /// The grid whose days the canvas shows: what the next event is
    /// hit-tested against (``DayPickerView/handle(_:on:at:)``).
    public var grid: MonthGrid? = nil

    /// The day drawn under a screen cell, if a day is drawn there.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    public func day(atColumn column: Int, row: Int) -> Day? {
        guard case .day(let gridRow, let gridColumn)? = layout.target(atColumn: column, row: row) else { return nil }
        return grid?.cell(row: gridRow, column: gridColumn)?.day
    }

    /// The text of a run as drawn: with its right-to-left words isolated
    /// when the locale needs it, after a left-to-right mark when it starts
    /// a row that holds right-to-left text (in any of its runs), as
    /// ``lines()`` marks the same row.
    ///
    /// - Parameter run: A run of this canvas.
    /// - Complexity: O(runs) for a run that starts its row, else O(n) in its text.
    public func shownText(of run: Run) -> String {
        guard isolatesRightToLeft else { return run.text }
        let words = BidiIsolation.isolatingWords(run.text)
        let marksRow = run.startsRow && runs.contains { $0.row == run.row && BidiIsolation.needsIsolation($0.text) }
        return marksRow ? String(BidiIsolation.leftToRightMark) + words : words
    }

    /// Draws the canvas into a screen buffer.
    ///
    /// - Parameters:
    ///   - buffer: The screen; the runs are at the layout's screen positions.
    ///   - style: The style of each role.
    /// - Complexity: O(runs).
    public func draw(into buffer: inout ScreenBuffer, style: (Role) -> Style) {
        for run in runs {
            buffer.put(shownText(of: run), atColumn: run.column, row: run.row, style: style(run.role))
        }
    }

    /// The drawing as lines of text, from the layout's top-left corner,
    /// trailing spaces trimmed; in a right-to-left locale each line that
    /// holds right-to-left text starts with a left-to-right mark and its
    /// right-to-left words are isolated (``BidiIsolation/isolating(_:)``).
    ///
    /// - Returns: ``CalendarLayout/height`` lines (at most `ScreenBuffer.maximumHeight`).
    /// - Complexity: O(width × height).
    public func lines() -> [String] {
        var buffer = ScreenBuffer(width: layout.width, height: layout.height)
        for run in runs {
            buffer.put(run.text, atColumn: ScreenMath.difference(run.column, layout.column),
                       row: ScreenMath.difference(run.row, layout.row))
        }
        let lines = buffer.lines(trimmingTrailingSpaces: true)
        return isolatesRightToLeft ? lines.map(BidiIsolation.isolating) : lines
    }
}
