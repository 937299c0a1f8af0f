import CalendarPicker
import Foundation
import MiniPicker
import Observation
import TerminalUI

/// A day picker on a terminal screen: its layout, its drawing and its
/// mouse and keys. The picker owns the state and the gestures; the view
/// only draws what the picker's read-only state says and hands it events.
///
/// A screen asks for a layout at the place it wants the picker
/// (``layout(column:row:)``), draws the ``canvas(in:)`` of that layout, and
/// keeps that canvas: the next mouse event is hit-tested against it, so a
/// click lands on what the user saw, even when the picker moved on since.
/// Only the screen's frame moves time (``advance(to:)``); neither the
/// layout, the drawing nor an event changes anything but through the picker.
///
/// ```swift
/// let view = DayPickerView(picker: picker, style: .unicode)
/// let canvas = view.canvas(in: view.layout(column: 2, row: 1))
/// canvas.draw(into: &buffer) { role in style(for: role) }
/// _ = view.handle(mouse, on: canvas, at: time)          // ribbons, days, wheel
/// _ = view.handle(.key(.pageDown))                       // DayPickerView.keys
/// ```
@MainActor
public final class DayPickerView {
    /// The picker shown.
    public let picker: DayPicker
    /// The box characters, and the range marks'.
    public let style: RibbonArt.Style
    /// Whether rows start with their ISO 8601 week numbers.
    public var showsWeekNumbers = false {
        didSet { draw.gridRuns = nil }
    }
    /// Whether days are written in Latin digits whatever the locale's.
    public var latinDigits = false {
        didSet { draw.gridRuns = nil }
    }
    /// The weekday names a host gave, or `nil` for the locale's.
    private let givenWeekdaySymbols: [String]?
    /// What drawing worked out before, kept while it stays true: a memo, the
    /// drawing is the same without it.
    private var draw = DrawMemo()

    /// Creates a view of a picker.
    ///
    /// - Parameters:
    ///   - picker: The picker. The view passes the boxes' lengths to it with
    ///     each press, so any configuration's ribbons move one row per box
    ///     width of drag.
    ///   - weekdaySymbols: Seven names from the picker's first weekday; by
    ///     default the locale's, cut to two columns that tell them apart (and
    ///     made again when the locale or first weekday changes).
    ///     Fewer names are padded with empty ones, and only the first seven are used.
    ///   - style: The box characters.
    public init(picker: DayPicker, weekdaySymbols: [String]? = nil, style: RibbonArt.Style = .ascii) {
        self.picker = picker
        givenWeekdaySymbols = weekdaySymbols.map(MonthGridText.sevenNames)
        self.style = style
    }

    /// Seven weekday names of at most two columns, from the picker's first weekday.
    public var weekdaySymbols: [String] {
        if let givenWeekdaySymbols { return givenWeekdaySymbols }
        let key = WeekdayKey(locale: picker.locale, firstWeekday: picker.firstWeekday)
        if let (known, symbols) = draw.weekdaySymbols, known == key { return symbols }
        let symbols = MonthGridText.sevenNames(DayPickerView.headerSymbols(locale: key.locale, firstWeekday: key.firstWeekday))
        draw.weekdaySymbols = (key, symbols)
        return symbols
    }

    /// Whether the picker's locale writes right to left (Arabic, Persian,
    /// Hebrew…): the canvas then isolates right-to-left words.
    public var isolatesRightToLeft: Bool {
        BidiIsolation.writesRightToLeft(picker.locale)
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

    /// The most days a month of any calendar has.
    static let longestMonth = 31

    /// The cells the ribbon boxes rendered so far (see ``RibbonBoxRenderer/renderedCellCount``).
    @_spi(Testing) public var renderedCellCount: Int {
        (draw.boxes?.year.renderedCellCount ?? 0) + (draw.boxes?.month.renderedCellCount ?? 0)
    }

    // MARK: - Layout and drawing

    /// The picker's layout with its top-left corner at a screen cell: a
    /// function of the picker's names, years and grid, and of the place.
    ///
    /// - Parameters:
    ///   - column: The column of the year box's left border.
    ///   - row: The row of the boxes' top borders.
    public func layout(column: Int, row: Int) -> CalendarLayout {
        let boxes = self.boxes()
        return CalendarLayout(column: column, row: row, yearBoxWidth: boxes.year.width, monthBoxWidth: boxes.month.width,
                              rowCount: picker.grid.rowCount, showsWeekNumbers: showsWeekNumbers)
    }

    /// The drawing of the picker in a layout: a function of the picker's
    /// state and the layout.
    ///
    /// - Parameter layout: A layout from ``layout(column:row:)``.
    /// - Returns: The ribbons at their positions (mid-drag ribbons show
    ///   their neighbours sliding in), the header, the week numbers and the
    ///   days; and the grid drawn, for hit-testing the next event.
    /// - Complexity: O(rows), plus rendering the ribbon cells that came into view.
    public func canvas(in layout: CalendarLayout) -> CalendarCanvas {
        let boxes = self.boxes()
        var runs: [CalendarCanvas.Run] = []
        runs.reserveCapacity(70)
        let pressed = picker.pressedPart
        box(boxes.year.lines(for: picker.yearRibbon.ribbon) { [picker] in picker.yearNames(atRow: $0) },
            in: layout.yearBox, isDragged: pressed == .yearRibbon, startsRow: true, into: &runs)
        box(boxes.month.lines(for: picker.monthRibbon.ribbon) { [picker] in picker.monthNames(atRow: $0) },
            in: layout.monthBox, isDragged: pressed == .monthRibbon, startsRow: false, into: &runs)
        runs += gridRuns(in: layout)
        return CalendarCanvas(layout: layout, runs: runs, isolatesRightToLeft: isolatesRightToLeft, grid: picker.grid)
    }

    /// Asks the picker's `isDisabled` again (`DayPicker.reloadDisabledDays()`,
    /// which moves the selection off a day that became disabled); the next
    /// drawing shows the new answers. Any change of the picker's state (a
    /// move, a new configuration, a new today) redraws the cells by itself.
    public func reloadDays() {
        picker.reloadDisabledDays()
        draw.gridRuns = nil
    }

    /// The two boxes' renderers, made again when the names or years change
    /// their widths, and cleared when the month rows change under them.
    private func boxes() -> (year: RibbonBoxRenderer, month: RibbonBoxRenderer) {
        let labels = picker.labels, years = picker.years, months = picker.months
        if let boxes = draw.boxes, boxes.labels === labels, boxes.years == years {
            if boxes.months != months {
                boxes.month.reset()
                draw.boxes?.months = months
            }
            return (boxes.year, boxes.month)
        }
        let yearWidth = CalendarArt.yearBoxWidth(for: years, labels: labels)
        let monthWidth = CalendarArt.monthBoxWidth(for: years, labels: labels)
        let year = RibbonBoxRenderer(width: yearWidth, itemColumns: yearWidth - RibbonArt.borderColumns, style: style)
        let month = RibbonBoxRenderer(width: monthWidth, itemColumns: monthWidth - RibbonArt.borderColumns, style: style)
        draw.boxes = (labels, years, months, year, month)
        return (year, month)
    }

    /// The header's, the week numbers' and the days' runs, worked out again
    /// only after a change of something they read (observed, so nothing is missed).
    private func gridRuns(in layout: CalendarLayout) -> [CalendarCanvas.Run] {
        if let known = draw.gridRuns, known.layout == layout, !known.isStale.value { return known.runs }
        let isStale = StaleFlag()
        let runs = withObservationTracking {
            makeGridRuns(in: layout)
        } onChange: {
            isStale.value = true
        }
        draw.gridRuns = (layout, runs, isStale)
        return runs
    }

    /// The header's, the week numbers' and the days' runs.
    private func makeGridRuns(in layout: CalendarLayout) -> [CalendarCanvas.Run] {
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
        let labels = picker.labels
        let numbers = latinDigits ? (0...DayPickerView.longestMonth).map(String.init)
            : (0...DayPickerView.longestMonth).map(labels.number)
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
                let number = numbers.indices.contains(cell.label)
                    ? numbers[cell.label] : (latinDigits ? String(cell.label) : labels.number(cell.label))
                runs.append(.init(column: layout.cellColumn(column), row: top, text: cell.text(number: number, style: style),
                                  role: .day(cell.role), startsRow: column == 0 && !showsWeekNumbers))
            }
        }
        return runs
    }

    /// A ribbon box's runs: the borders, and the labels between the arrows.
    private func box(_ lines: [String], in frame: RibbonFrame, isDragged: Bool, startsRow: Bool,
                     into runs: inout [CalendarCanvas.Run]) {
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

    /// Whether a ribbon moves on its own: the host then draws frames.
    public var isAnimating: Bool { picker.isAnimating }

    /// Steps the picker's animations to a frame's time: a host calls it once
    /// per frame, before drawing, and nowhere else.
    ///
    /// - Parameter time: The frame's time in milliseconds.
    public func advance(to time: Double) {
        picker.advance(to: time)
    }

    /// Whether the pointer drags a ribbon or across days.
    public var isDragging: Bool { picker.pressedPart != nil }
}

/// What a ``DayPickerView`` worked out before; none of it changes what it draws.
@MainActor
private struct DrawMemo {
    /// The boxes' renderers, and what their widths and cells were made from.
    var boxes: (labels: CalendarLabels, years: YearRange, months: [Month], year: RibbonBoxRenderer,
                month: RibbonBoxRenderer)?
    /// The grid's runs, the layout they are for, and whether the picker changed since.
    var gridRuns: (layout: CalendarLayout, runs: [CalendarCanvas.Run], isStale: StaleFlag)?
    /// The weekday names, and the locale and first weekday they were made for.
    var weekdaySymbols: (WeekdayKey, [String])?
}

/// What the default weekday names are made from.
private struct WeekdayKey: Equatable {
    var locale: Locale
    var firstWeekday: Weekday
}

/// A flag an observation sets when what a memo read changes. (Observation
/// calls back on the thread that made the change: the picker's main actor.)
private final class StaleFlag: @unchecked Sendable {
    var value = false
}
