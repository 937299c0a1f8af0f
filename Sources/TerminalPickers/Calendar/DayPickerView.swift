import CalendarPicker
import Foundation
import MiniPicker
import TerminalUI

/// A day picker on a terminal screen: its layout, its drawing (the ribbons
/// through their cell caches, ``RibbonBox``) and its mouse and keys.
///
/// The view holds what the picker does not: the ribbon boxes, which drag is
/// under way, whether week numbers show. A screen asks it for a layout at
/// the place it wants the picker (``layout(column:row:)``), draws the
/// ``canvas(in:)`` of that layout, and sends events with the same layout,
/// so hit-testing never depends on what was drawn before.
///
/// ```swift
/// let view = DayPickerView(picker: picker, style: .unicode)
/// let layout = view.layout(column: 2, row: 1)
/// view.canvas(in: layout).draw(into: &buffer) { role in style(for: role) }
/// _ = view.handle(mouse, in: layout, at: time)          // ribbons, days, wheel
/// _ = view.handle(.key(.pageDown), at: time)             // DayPickerView.keys
/// ```
@MainActor
public final class DayPickerView {
    /// The picker shown.
    public let picker: DayPicker
    /// Seven weekday names of at most two columns, from the picker's first weekday.
    public let weekdaySymbols: [String]
    /// The ribbon boxes' characters, and the range marks'.
    public let style: RibbonArt.Style
    /// Whether rows start with their ISO 8601 week numbers.
    public var showsWeekNumbers = false
    /// Whether days are written in Latin digits whatever the locale's.
    public var latinDigits = false
    /// Whether the picker's locale writes right to left (Arabic, Persian,
    /// Hebrew…): the canvas then isolates right-to-left words.
    public let isolatesRightToLeft: Bool

    private var yearBox: RibbonBox
    private var monthBox: RibbonBox
    /// The grid's runs as last worked out.
    private var gridRuns: (key: GridKey, runs: [CalendarCanvas.Run])?
    /// Day numbers in the names' digits, and the names they were written in.
    private var dayNumbers: (labels: CalendarLabels, texts: [String])
    var pointer = RibbonPointer()
    /// Whether the left button went down on a day and is still down.
    var isDraggingDays = false

    /// Creates a view of a picker.
    ///
    /// - Parameters:
    ///   - picker: The picker; its ribbons' item widths should be their
    ///     boxes' inner widths (``CalendarArt/configuration(calendar:locale:timeZone:firstWeekday:)``).
    ///   - weekdaySymbols: Seven names from the picker's first weekday; by
    ///     default the locale's, cut to two columns that tell them apart.
    ///     Fewer names are padded with empty ones, and only the first seven are used.
    ///   - style: The box characters.
    public init(picker: DayPicker, weekdaySymbols: [String]? = nil, style: RibbonArt.Style = .ascii) {
        self.picker = picker
        self.weekdaySymbols = MonthGridText.sevenNames(
            weekdaySymbols ?? DayPickerView.headerSymbols(locale: picker.locale, firstWeekday: picker.firstWeekday))
        self.style = style
        isolatesRightToLeft = BidiIsolation.writesRightToLeft(picker.locale)
        (yearBox, monthBox) = DayPickerView.boxes(of: picker, style: style)
        dayNumbers = (picker.monthPicker.labels, [])
    }

    /// The weekday names of a two-column header: the short names cut to two
    /// columns when that tells them apart, else the very short ones.
    ///
    /// - Parameters:
    ///   - locale: The names' locale.
    ///   - firstWeekday: The first column's weekday.
    public static func headerSymbols(locale: Locale, firstWeekday: Weekday) -> [String] {
        MonthGridText.headerSymbols(
            short: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday),
            veryShort: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday, width: .veryShort))
    }

    /// The boxes of a picker's two ribbons.
    private static func boxes(of picker: DayPicker, style: RibbonArt.Style) -> (RibbonBox, RibbonBox) {
        let years = picker.yearPicker, months = picker.monthPicker
        let year = RibbonBox(ribbon: years.ribbon, width: CalendarArt.yearBoxWidth(for: years.range, labels: years.labels),
                             style: style, names: { [years] in years.names(atRow: $0) })
        let month = RibbonBox(ribbon: months.ribbon, width: CalendarArt.monthBoxWidth(for: years.range, labels: years.labels),
                              style: style, names: { [months] in months.names(atRow: $0) })
        return (year, month)
    }

    /// Takes the picker's ribbons anew when a new configuration replaced them.
    private func followRibbons() {
        guard yearBox.ribbon !== picker.yearPicker.ribbon || monthBox.ribbon !== picker.monthPicker.ribbon else { return }
        (yearBox, monthBox) = DayPickerView.boxes(of: picker, style: style)
        pointer.reset()
    }

    /// A day's number as the grid writes it: in the locale's digits, or
    /// Latin ones when asked; the numbers a month has are written once.
    private func number(_ label: Int) -> String {
        if latinDigits { return String(label) }
        if dayNumbers.texts.isEmpty || dayNumbers.labels !== picker.monthPicker.labels {
            let labels = picker.monthPicker.labels
            dayNumbers = (labels, (0...DayPickerView.longestMonth).map(labels.number))
        }
        return dayNumbers.texts.indices.contains(label) ? dayNumbers.texts[label] : dayNumbers.labels.number(label)
    }

    /// The most days a month of any calendar has.
    static let longestMonth = 31

    /// The cells the ribbon boxes rendered so far (see ``RibbonBox/renderedCellCount``).
    public var renderedCellCount: Int { yearBox.renderedCellCount + monthBox.renderedCellCount }

    // MARK: - Layout and drawing

    /// The picker's layout with its top-left corner at a screen cell.
    ///
    /// - Parameters:
    ///   - column: The column of the year box's left border.
    ///   - row: The row of the boxes' top borders.
    public func layout(column: Int, row: Int) -> CalendarLayout {
        followRibbons()
        return CalendarLayout(column: column, row: row, yearBoxWidth: yearBox.width, monthBoxWidth: monthBox.width,
                              rowCount: picker.grid.rowCount, showsWeekNumbers: showsWeekNumbers)
    }

    /// The drawing of the picker in a layout.
    ///
    /// - Parameter layout: A layout from ``layout(column:row:)``.
    /// - Returns: The ribbons at their positions (mid-drag ribbons show
    ///   their neighbours sliding in), the header, the week numbers and the days.
    /// - Complexity: O(rows), plus rendering the ribbon cells that came into view.
    public func canvas(in layout: CalendarLayout) -> CalendarCanvas {
        followRibbons()
        var runs: [CalendarCanvas.Run] = []
        runs.reserveCapacity(70)
        box(yearBox, in: layout.yearBox, isDragged: pointer.activeIndex == 0, startsRow: true, into: &runs)
        box(monthBox, in: layout.monthBox, isDragged: pointer.activeIndex == 1, startsRow: false, into: &runs)
        let key = GridKey(version: picker.stateVersion, layout: layout, latinDigits: latinDigits)
        if gridRuns?.key != key { gridRuns = (key, self.gridRuns(in: layout)) }
        runs += gridRuns?.runs ?? []
        return CalendarCanvas(layout: layout, runs: runs, isolatesRightToLeft: isolatesRightToLeft)
    }

    /// Asks the picker's `isDisabled` again (`DayPicker.reloadDisabledDays()`,
    /// which moves the selection off a day that became disabled) and works
    /// the grid's cells out again at the next drawing: for a rule whose
    /// answers changed while the picker did not. Any change of the picker's
    /// state (a move, a new configuration, a new today) redraws the cells by itself.
    public func reloadDays() {
        picker.reloadDisabledDays()
        gridRuns = nil
    }

    /// What the grid's runs were worked out for: the picker's state, where, and how.
    struct GridKey: Equatable {
        var version: Int
        var layout: CalendarLayout
        var latinDigits: Bool
    }

    /// The header's, the week numbers' and the days' runs: they change with
    /// the picker's state, not with its ribbons' positions.
    private func gridRuns(in layout: CalendarLayout) -> [CalendarCanvas.Run] {
        var runs: [CalendarCanvas.Run] = []
        runs.reserveCapacity(60)
        if showsWeekNumbers {
            runs.append(.init(column: layout.column, row: layout.headerRow, text: " Wk", role: .weekNumberTitle, startsRow: true))
        }
        for (index, name) in weekdaySymbols.enumerated() {
            let weekday = picker.firstWeekday.advanced(by: index)
            runs.append(.init(column: layout.cellColumn(index), row: layout.headerRow, text: CalendarArt.headerText(name),
                              role: .weekdayName(isWeekend: weekday == .sunday || weekday == .saturday),
                              startsRow: index == 0 && !showsWeekNumbers))
        }
        let grid = picker.grid
        let (selected, today) = (picker.selectedDay, picker.today)
        let isSingleDayRange = picker.displayedRange?.isSingleDay == true
        for row in 0..<grid.rowCount {
            let top = ScreenMath.sum(layout.gridRow, row)
            if showsWeekNumbers {
                let week = grid.isoWeek(ofRow: row).map { String($0.week) } ?? ""
                runs.append(.init(column: layout.column, row: top,
                                  text: MonthGridText.rightAligned(week, width: CalendarLayout.weekColumnWidth - 1),
                                  role: .weekNumber, startsRow: true))
            }
            for column in 0..<CalendarLayout.daysPerWeek {
                guard let gridCell = grid.cell(row: row, column: column) else { continue }
                let cell = CalendarDayCell(gridCell, column: column, in: picker, grid: grid,
                                           selected: selected, today: today, isSingleDayRange: isSingleDayRange)
                let number = self.number(cell.label)
                runs.append(.init(column: layout.cellColumn(column), row: top, text: cell.text(number: number, style: style),
                                  role: .day(cell.role), startsRow: column == 0 && !showsWeekNumbers))
            }
        }
        return runs
    }

    /// A ribbon box's runs: the borders, and the labels between the arrows.
    private func box(_ box: RibbonBox, in frame: RibbonFrame, isDragged: Bool, startsRow: Bool,
                     into runs: inout [CalendarCanvas.Run]) {
        let lines = box.lines()
        let border = CalendarCanvas.Role.ribbonBorder(isDragged: isDragged)
        let middle = lines[1]
        runs.append(.init(column: frame.column, row: frame.row, text: lines[0], role: border, startsRow: startsRow))
        runs.append(.init(column: frame.column, row: frame.contentRow, text: String(middle.first ?? " "), role: border,
                          startsRow: startsRow))
        runs.append(.init(column: ScreenMath.sum(frame.column, 1), row: frame.contentRow,
                          text: String(middle.dropFirst().dropLast()), role: .ribbonLabels, startsRow: false))
        runs.append(.init(column: ScreenMath.difference(frame.endColumn, 1), row: frame.contentRow,
                          text: String(middle.last ?? " "), role: border, startsRow: false))
        runs.append(.init(column: frame.column, row: ScreenMath.sum(frame.row, 2), text: lines[2], role: border,
                          startsRow: startsRow))
    }

    // MARK: - Motion

    /// Whether a ribbon moves on its own.
    public var isAnimating: Bool {
        picker.monthPicker.ribbon.isAnimating || picker.yearPicker.ribbon.isAnimating
    }

    /// Steps the ribbons' animations.
    ///
    /// - Parameter time: The time in milliseconds.
    public func advance(to time: Double) {
        picker.monthPicker.ribbon.advance(to: time)
        picker.yearPicker.ribbon.advance(to: time)
    }

    /// Whether the pointer drags a ribbon or across days.
    public var isDragging: Bool { pointer.isDragging || isDraggingDays }
}
