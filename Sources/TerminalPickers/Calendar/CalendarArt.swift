import CalendarPicker
import Foundation
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
/// selection, `[20]`. In week mode the chosen week's days are drawn as a
/// range (`|23-` … `-29|`), across two rows when its weeks do not start on
/// the grid's first weekday (ISO 8601 weeks on a Sunday-first grid).
///
/// Names never lose what matters: a month name too long for its box takes
/// the locale's abbreviated form, and only then ends in "…"; a year keeps
/// its number and its era (`31 Heisei`, `平成31年`), and the year box is as
/// wide as the range's widest such name needs (``yearBoxWidth(for:labels:)``);
/// a Chinese or Korean year drops its cyclic name before its number
/// (`2026 bing-wu`, then `2026`). Days are
/// written in the locale's digits, like the names (unless Latin digits are asked for).
public enum CalendarArt {
    /// The width of the grid: seven cells of four columns (``CalendarLayout/gridWidth``).
    public static let width = CalendarLayout.gridWidth

    /// The year box's width where years have no era, and where they do.
    static let plainYearBoxWidth = 10, eraYearBoxWidth = 12

    /// The width of the year ribbon's box: wider where years carry an era.
    /// The month ribbon takes the rest after a gap of 2.
    ///
    /// - Parameter isEraAware: Whether the year ribbon names eras (`YearRange.isEraAware`).
    public static func yearBoxWidth(isEraAware: Bool) -> Int {
        isEraAware ? eraYearBoxWidth : plainYearBoxWidth
    }

    /// The width of the month ribbon's box.
    ///
    /// - Parameter isEraAware: Whether the year ribbon names eras.
    public static func monthBoxWidth(isEraAware: Bool) -> Int {
        width - yearBoxWidth(isEraAware: isEraAware) - CalendarLayout.ribbonGap
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
        return max(width - yearBoxWidth(for: range, labels: labels) - CalendarLayout.ribbonGap, widest + yearBoxMargin)
    }

    /// The width of the ribbons' row: the year box, a gap of 2 and the month box;
    /// ``width`` unless a name needs more.
    ///
    /// - Parameters:
    ///   - range: The year ribbon's years.
    ///   - labels: The names of the picker's calendar and locale.
    public static func ribbonsWidth(for range: YearRange, labels: CalendarLabels) -> Int {
        yearBoxWidth(for: range, labels: labels) + CalendarLayout.ribbonGap + monthBoxWidth(for: range, labels: labels)
    }

    /// The columns of a year box that are not its label: the borders, the
    /// arrows and a blank beside each arrow.
    static let yearBoxMargin = RibbonArt.borderColumns + RibbonArt.labelMargin

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

    /// The terminal's picker configuration: the month ribbon runs on across
    /// years. (The ribbons' lengths are the boxes' own: ``DayPickerView``
    /// passes them with each press, whatever the configuration.)
    ///
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - locale: The names' locale.
    ///   - timeZone: The zone of today and of the days' starts.
    ///   - firstWeekday: The grid's first weekday, 1 = Sunday; the locale's when `nil`.
    /// - Returns: The configuration, with single selection and no bounds.
    @MainActor
    public static func configuration(calendar: CalendarSystem, locale: Locale, timeZone: TimeZone,
                                     firstWeekday: Weekday? = nil) -> DayPicker.Configuration {
        DayPicker.Configuration(calendar: calendar, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday,
                                continuousMonths: true)
    }

    /// The lines of a calendar picker: its ``DayPickerView`` canvas at the
    /// top-left corner, as text.
    ///
    /// - Parameters:
    ///   - picker: The picker; its ribbons' positions are drawn as they are
    ///     (mid-drag ribbons show their neighbours sliding in).
    ///   - weekdaySymbols: Seven weekday names starting at the picker's first weekday.
    ///   - style: The ribbon boxes' characters.
    ///   - latinDigits: Whether days are written in Latin digits whatever the locale.
    ///   - weekNumbers: Whether rows start with their ISO 8601 week numbers.
    /// - Returns: Three ribbon lines, the header and one line per grid row;
    ///   in a right-to-left locale each that holds right-to-left text starts
    ///   with a left-to-right mark and its right-to-left words are isolated
    ///   (``BidiIsolation``); the others have no marks.
    /// - Complexity: O(rows).
    @MainActor
    public static func lines(for picker: DayPicker, weekdaySymbols: [String],
                             style: RibbonArt.Style = .ascii, latinDigits: Bool = false,
                             weekNumbers: Bool = false) -> [String] {
        let view = DayPickerView(picker: picker, weekdaySymbols: weekdaySymbols, style: style)
        view.latinDigits = latinDigits
        view.showsWeekNumbers = weekNumbers
        return view.canvas(in: view.layout(column: 0, row: 0)).lines()
    }

    /// A weekday name's four columns, above a day's: cut to two and centred between blanks.
    ///
    /// - Parameter name: A weekday name.
    public static func headerText(_ name: String) -> String {
        " " + MonthGridText.centered(TextWidth.prefix(of: name, columns: 2), width: 2) + " "
    }

    /// One day's four columns (``CalendarDayCell/text(number:style:)``).
    ///
    /// - Parameters:
    ///   - cell: A cell of the picker's grid.
    ///   - picker: The picker, for the selection, today, allowed days and the range.
    ///   - style: ASCII (`|`, `-`) or Unicode (`│`, `─`) range marks.
    ///   - latinDigits: Whether the day is written in Latin digits whatever the locale.
    @MainActor
    public static func cellText(_ cell: GridCell, in picker: DayPicker, style: RibbonArt.Style = .ascii,
                                latinDigits: Bool = false) -> String {
        let day = CalendarDayCell(cell, column: 0, in: picker)
        return day.text(number: latinDigits ? String(cell.label) : picker.labels.number(cell.label), style: style)
    }
}
