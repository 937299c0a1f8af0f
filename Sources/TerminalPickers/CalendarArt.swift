import CalendarPicker
import MiniPicker
import TerminalUI

/// Draws a ``DayPicker`` as text: the year and month ribbons above the day grid.
///
/// ```
/// +--------+ +----------------+
/// |< 2026 >| |<  November    >|
/// +--------+ +----------------+
///  Mo  Tu  We  Th  Fr  Sa  Su
///  ~26 ~27 ~28 ~29 ~30 ~31   1
///    2   3   4   5   6   7   8
///    9  10  11  12  13  14  15
///   16  17  18  19  20 (21) 22
///   23  24 [25] 26  27  28  29
///   30  ~1  ~2  ~3  ~4  ~5  ~6
/// ```
/// Each day takes four columns: a mark, the day right-aligned in two, a
/// mark. The marks tell days apart without colour: `[25]` selected, `(21)`
/// today, `{21}` selected and today, `~1` a day of another month, `9x` a
/// day that cannot be selected.
public enum CalendarArt {
    /// The width of the drawing: seven cells of four columns.
    public static let width = 28

    /// The width of the year ribbon's box; the month ribbon takes the rest after a gap of 2.
    public static let yearBoxWidth = 10

    /// The lines of a calendar picker.
    ///
    /// - Parameters:
    ///   - picker: The picker; its ribbons' positions are drawn as they are
    ///     (mid-drag ribbons show their neighbours sliding in).
    ///   - weekdaySymbols: Seven weekday names starting at the picker's first weekday.
    ///   - style: The ribbon boxes' characters.
    /// - Returns: Three ribbon lines, the header and one line per grid row.
    /// - Complexity: O(rows).
    @MainActor
    public static func lines(for picker: DayPicker, weekdaySymbols: [String],
                             style: RibbonArt.Style = .ascii) -> [String] {
        precondition(weekdaySymbols.count == 7, "weekdaySymbols must hold seven names")
        let monthBoxWidth = width - yearBoxWidth - 2
        let years = picker.yearPicker
        let months = picker.monthPicker
        let yearLines = RibbonArt.lines(for: years.ribbon.scroller.ribbon, width: yearBoxWidth,
                                        style: style) { years.name(of: years.range.year(at: $0)) }
        let monthLines = RibbonArt.lines(for: months.ribbon.scroller.ribbon, width: monthBoxWidth,
                                         style: style) { months.name(atRow: $0) }
        var lines = zip(yearLines, monthLines).map { "\($0)  \($1)" }
        lines.append(MonthGridText.trimmed(weekdaySymbols.map {
            headerText($0)
        }.joined()))
        let grid = picker.grid
        for row in 0..<grid.rowCount {
            let cells = (0..<7).map { column in cellText(grid.cell(row: row, column: column), in: picker) }
            lines.append(MonthGridText.trimmed(cells.joined()))
        }
        return lines
    }

    /// A weekday name's four columns, above a day's: cut to two and centred between blanks.
    ///
    /// - Parameter name: A weekday name.
    public static func headerText(_ name: String) -> String {
        " " + MonthGridText.centered(TextWidth.prefix(of: name, columns: 2), width: 2) + " "
    }

    /// One day's four columns: a mark, the day right-aligned in two, a mark.
    ///
    /// - Parameters:
    ///   - cell: A cell of the picker's grid.
    ///   - picker: The picker, for the selection, today and allowed days.
    @MainActor
    public static func cellText(_ cell: GridCell, in picker: DayPicker) -> String {
        let selected = cell.dayNumber == picker.selectedDayNumber
        let today = cell.dayNumber == picker.todayDayNumber
        let left: Character = selected && today ? "{" : selected ? "[" : today ? "(" : cell.isInMonth ? " " : "~"
        let right: Character = selected && today ? "}" : selected ? "]" : today ? ")"
            : picker.isAllowed(cell.dayNumber) ? " " : "x"
        let number = String(cell.day.day)
        return String(left) + (number.count < 2 ? " " : "") + number + String(right)
    }
}
