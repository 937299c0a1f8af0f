import CalendarPicker
import MiniPicker
import TerminalUI

/// Draws a `DayPicker` as text: the year and month ribbons above the day grid.
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
/// day that cannot be selected, `*12*` a chosen day of several (the
/// selection among them `[12*`). A range runs from `|18-` through `-19-` to
/// `-20|` (`│18─`, `─19─`, `─20│` in Unicode); its pending end is the
/// selection, `[20]`.
///
/// Names never lose what matters: a month name too long for its box takes
/// the locale's abbreviated form, and only then ends in "…"; a year keeps
/// its number, its era shortening (`平成31年`, `H31年`) or going first, and
/// the year box is as wide as the range's widest number needs
/// (``yearBoxWidth(for:labels:)``). Days are
/// written in the locale's digits, like the names (unless Latin digits are asked for).
public enum CalendarArt {
    /// The width of the drawing: seven cells of four columns.
    public static let width = 28

    /// The width of the year ribbon's box: wider where years carry an era.
    /// The month ribbon takes the rest after a gap of 2.
    ///
    /// - Parameter isEraAware: Whether the year ribbon names eras (`YearRange.isEraAware`).
    public static func yearBoxWidth(isEraAware: Bool) -> Int {
        isEraAware ? 12 : 10
    }

    /// The width of the month ribbon's box.
    ///
    /// - Parameter isEraAware: Whether the year ribbon names eras.
    public static func monthBoxWidth(isEraAware: Bool) -> Int {
        width - yearBoxWidth(isEraAware: isEraAware) - 2
    }

    /// The width of the year ribbon's box for a range of years: the width
    /// for ``yearBoxWidth(isEraAware:)``, or wider when some year's number
    /// would not fit, so that every year of the range shows its number
    /// (Hebrew years reach 13760, Buddhist ones 10542). Only an era shortens.
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    /// - Complexity: O(spans) year names, most of them already known.
    public static func yearBoxWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        max(yearBoxWidth(isEraAware: range.isEraAware), widestYearNumber(in: range, labels: labels) + yearBoxMargin)
    }

    /// The width of the month ribbon's box beside the year box of ``yearBoxWidth(for:labels:)``.
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    public static func monthBoxWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        width - yearBoxWidth(for: range, labels: labels) - 2
    }

    /// The columns of a year box that are not its label: the borders, the
    /// arrows and a blank beside each arrow.
    static let yearBoxMargin = 6

    /// The columns of the widest year name that keeps only the number (the
    /// shortest name a year has), over a range. A year's number has the
    /// most digits at an end of its era's run, and that name depends on the
    /// number alone, so the ends' numbers are enough.
    static func widestYearNumber(in range: YearRange, labels: CalendarLabels) -> Int {
        var widest = 0
        var seen: Set<Int> = []
        for span in range.spans {
            for year in [span.first, span.last] where seen.insert(year).inserted {
                let name = labels.name(of: Year(era: span.era, year: year), withEra: false)   // the last of `names(of:withEra:)`
                widest = max(widest, TextWidth.columns(of: name))
            }
        }
        return widest
    }

    /// The lines of a calendar picker.
    ///
    /// - Parameters:
    ///   - picker: The picker; its ribbons' positions are drawn as they are
    ///     (mid-drag ribbons show their neighbours sliding in).
    ///   - weekdaySymbols: Seven weekday names starting at the picker's first weekday.
    ///   - style: The ribbon boxes' characters.
    ///   - latinDigits: Whether days are written in Latin digits whatever the locale.
    /// - Returns: Three ribbon lines, the header and one line per grid row.
    /// - Complexity: O(rows).
    @MainActor
    public static func lines(for picker: DayPicker, weekdaySymbols: [String],
                             style: RibbonArt.Style = .ascii, latinDigits: Bool = false) -> [String] {
        precondition(weekdaySymbols.count == 7, "weekdaySymbols must hold seven names")
        let yearWidth = yearBoxWidth(for: picker.yearPicker.range, labels: picker.yearPicker.labels)
        let yearLines = RibbonArt.lines(for: picker.yearPicker.ribbon.scroller.ribbon,
                                        width: yearWidth, style: style, labels: yearLabels(of: picker))
        let monthLines = RibbonArt.lines(for: picker.monthPicker.ribbon.scroller.ribbon,
                                         width: width - yearWidth - 2, style: style,
                                         labels: monthLabels(of: picker))
        var lines = zip(yearLines, monthLines).map { "\($0)  \($1)" }
        lines.append(MonthGridText.trimmed(weekdaySymbols.map {
            headerText($0)
        }.joined()))
        let grid = picker.grid
        for row in 0..<grid.rowCount {
            let cells = (0..<7).map { column in
                cellText(grid.cell(row: row, column: column), in: picker, style: style, latinDigits: latinDigits)
            }
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

    /// The year ribbon's labels of a row, longest first; each keeps the year's number.
    ///
    /// - Parameter picker: The picker.
    @MainActor
    public static func yearLabels(of picker: DayPicker) -> (Int) -> [String] {
        let years = picker.yearPicker
        return { years.labels.names(of: years.range.year(at: $0), withEra: years.range.isEraAware) }
    }

    /// The month ribbon's labels of a row: the picker's names, then the abbreviated ones.
    ///
    /// - Parameter picker: The picker.
    @MainActor
    public static func monthLabels(of picker: DayPicker) -> (Int) -> [String] {
        let months = picker.monthPicker
        return { row in
            let month = months.months[row]
            let name = months.labels.name(of: month)
            let short = months.labels.name(of: month, style: .short)
            return short == name ? [name] : [name, short]
        }
    }

    /// One day's four columns: a mark, the day right-aligned in two, a mark.
    ///
    /// - Parameters:
    ///   - cell: A cell of the picker's grid.
    ///   - picker: The picker, for the selection, today, allowed days and the range.
    ///   - style: ASCII (`|`, `-`) or Unicode (`│`, `─`) range marks.
    ///   - latinDigits: Whether the day is written in Latin digits whatever the locale.
    @MainActor
    public static func cellText(_ cell: GridCell, in picker: DayPicker, style: RibbonArt.Style = .ascii,
                                latinDigits: Bool = false) -> String {
        let selected = cell.day == picker.selectedDay
        let today = cell.day == picker.today
        let chosen = picker.isChosen(cell.day)
        let mark = picker.rangeMark(of: cell.day)
        let edge = style.vertical, link = style.horizontal
        var left: Character = cell.isInMonth ? " " : "~"
        var right: Character = picker.isAllowed(cell.day) ? " " : "x"
        if chosen { (left, right) = ("*", "*") }
        switch mark {
        case .start?: (left, right) = (edge, link)
        case .end?: (left, right) = (link, edge)
        case .inside?, .pendingEnd?: (left, right) = (link, link)
        case nil: break
        }
        if mark == .start, picker.displayedRange?.isSingleDay == true { right = edge }
        if selected && today { (left, right) = ("{", chosen ? "*" : "}") } else if selected { (left, right) = ("[", chosen ? "*" : "]") }
        else if today { (left, right) = ("(", chosen ? "*" : ")") }
        let number = latinDigits ? String(cell.label) : picker.monthPicker.labels.number(cell.label)
        return String(left) + MonthGridText.rightAligned(number, width: 2) + String(right)
    }
}
