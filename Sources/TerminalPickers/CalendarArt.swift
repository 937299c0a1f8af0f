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
/// its number and its era (`31 Heisei`, `平成31年`), and the year box is as
/// wide as the range's widest such name needs (``yearBoxWidth(for:labels:)``);
/// a Chinese or Korean year drops its cyclic name before its number
/// (`2026 bing-wu`, then `2026`). Days are
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
    /// for ``yearBoxWidth(isEraAware:)``, or wider when some year's shortest
    /// name would not fit, so that every year of the range shows its number
    /// and era (Hebrew years reach 13760, Buddhist ones 10542, Japanese ones
    /// read `15 Taishō`).
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    /// - Complexity: O(spans) year names, most of them already known.
    public static func yearBoxWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        max(yearBoxWidth(isEraAware: range.isEraAware), widestYearName(in: range, labels: labels) + yearBoxMargin)
    }

    /// The width of the month ribbon's box beside the year box of
    /// ``yearBoxWidth(for:labels:)``: the rest of ``width``, or wider when
    /// some month's abbreviated name would not fit (the Chinese calendar's
    /// "Eleventh Month" in English, which has no shorter form); the ribbons
    /// then reach past the grid on the right.
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    /// - Complexity: O(months the calendar names), names formatted once and kept.
    public static func monthBoxWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        let widest = labels.monthNames(style: .short).map(TextWidth.columns(of:)).max() ?? 0
        return max(width - yearBoxWidth(for: range, labels: labels) - 2, widest + yearBoxMargin)
    }

    /// The width of the ribbons' row: the year box, a gap of 2 and the month box;
    /// ``width`` unless a name needs more.
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    public static func ribbonsWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        yearBoxWidth(for: range, labels: labels) + 2 + monthBoxWidth(for: range, labels: labels)
    }

    /// The columns of a year box that are not its label: the borders, the
    /// arrows and a blank beside each arrow.
    static let yearBoxMargin = 6

    /// The columns of the widest of the shortest names of a range's years
    /// (the last of ``CalendarLabels/names(of:withEra:)``). A year's number
    /// has the most digits at an end of its era's run, so the ends' names are enough.
    static func widestYearName(in range: YearRange, labels: CalendarLabels) -> Int {
        var widest = 0
        var seen: Set<Year> = []
        for span in range.spans {
            for year in [Year(era: span.era, year: span.first), Year(era: span.era, year: span.last)]
            where seen.insert(year).inserted {
                let name = labels.names(of: year, withEra: range.isEraAware).last ?? ""
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
                                         width: monthBoxWidth(for: picker.yearPicker.range, labels: picker.yearPicker.labels),
                                         style: style,
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
