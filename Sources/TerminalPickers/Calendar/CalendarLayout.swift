import TerminalUI

/// Where the parts of a day picker lie on a terminal screen: the two ribbon
/// boxes, the weekday header and the grid's cells, as a value computed from
/// the picker's state alone. Drawing (``CalendarCanvas``) and hit-testing
/// (``target(atColumn:row:)``) both read it, so a click works before
/// anything was drawn.
///
/// ```
/// column, row
/// ╭────────╮  ╭────────────────╮   the year box, a gap, the month box (RibbonFrame.height rows)
/// │< 2026 >│  │<  November    >│
/// ╰────────╯  ╰────────────────╯
///  Su  Mo  Tu  We  Th  Fr  Sa      the header row
///   1   2   3   4   5   6   7      the grid: dayWidth columns a day
/// ```
/// With week numbers, the header and the grid move right by
/// ``weekColumnWidth`` to make room for them; the ribbons stay.
///
/// Any numbers make a layout: box widths clamp as ``RibbonFrame``'s do,
/// the grid's rows into `0...maximumGridRows`, and columns and rows
/// saturate at `Int.min` and `Int.max` rather than overflow.
public struct CalendarLayout: Hashable, Sendable {
    /// The columns of one day of the grid: a mark, two for the number, a mark.
    public static let dayWidth = 4
    /// The days of a week, the grid's columns.
    public static let daysPerWeek = 7
    /// The width of the grid: seven days.
    public static let gridWidth = daysPerWeek * dayWidth
    /// The columns between the year box and the month box.
    public static let ribbonGap = 2
    /// The columns the ISO week numbers take before each row, when shown.
    public static let weekColumnWidth = 4
    /// The most rows a month's grid has.
    public static let maximumGridRows = 6
    /// The most rows a layout takes: the ribbons, the header and six grid rows.
    public static let maximumHeight = RibbonFrame.height + 1 + maximumGridRows

    /// The year ribbon's box.
    public var yearBox: RibbonFrame
    /// The month ribbon's box.
    public var monthBox: RibbonFrame
    /// The row of the weekday names.
    public var headerRow: Int
    /// The column of the grid's first day (after the week numbers, if shown).
    public var gridColumn: Int
    /// The row of the grid's first week.
    public var gridRow: Int
    /// The grid's rows; a value set is clamped into `0...maximumGridRows`.
    public var rowCount: Int {
        didSet { rowCount = CalendarLayout.clampedRowCount(rowCount) }
    }
    /// Whether each row starts with its ISO week number.
    public var showsWeekNumbers: Bool

    /// Lays out a day picker.
    ///
    /// - Parameters:
    ///   - column: The column of the layout's left edge (the year box's left border).
    ///   - row: The row of its top (the ribbon boxes' top borders).
    ///   - yearBoxWidth: The year box's width (``CalendarArt/yearBoxWidth(for:labels:)``).
    ///   - monthBoxWidth: The month box's width (``CalendarArt/monthBoxWidth(for:labels:)``).
    ///   - rowCount: The grid's rows, 1 to ``maximumGridRows``; clamped into
    ///     `0...maximumGridRows` (a negative count is 0: no grid rows).
    ///   - showsWeekNumbers: Whether rows start with their week numbers.
    public init(column: Int, row: Int, yearBoxWidth: Int, monthBoxWidth: Int, rowCount: Int,
                showsWeekNumbers: Bool = false) {
        yearBox = RibbonFrame(column: column, row: row, width: yearBoxWidth)
        monthBox = RibbonFrame(column: ScreenMath.sum(yearBox.endColumn, CalendarLayout.ribbonGap), row: row,
                               width: monthBoxWidth)
        headerRow = ScreenMath.sum(row, RibbonFrame.height)
        gridRow = ScreenMath.sum(headerRow, 1)
        gridColumn = ScreenMath.sum(column, showsWeekNumbers ? CalendarLayout.weekColumnWidth : 0)
        self.rowCount = CalendarLayout.clampedRowCount(rowCount)
        self.showsWeekNumbers = showsWeekNumbers
    }

    /// A count of grid rows clamped into `0...maximumGridRows`.
    static func clampedRowCount(_ count: Int) -> Int {
        min(max(count, 0), maximumGridRows)
    }

    /// The column of the layout's left edge.
    public var column: Int { yearBox.column }
    /// The row of the layout's top.
    public var row: Int { yearBox.row }

    /// The columns the layout takes: the ribbons or the grid, whichever is
    /// wider, and the week numbers.
    public var width: Int {
        ScreenMath.sum(max(CalendarLayout.gridWidth, ScreenMath.difference(monthBox.endColumn, column)),
                       showsWeekNumbers ? CalendarLayout.weekColumnWidth : 0)
    }

    /// The rows the layout takes: the ribbons, the header and the grid.
    public var height: Int { ScreenMath.difference(ScreenMath.sum(gridRow, rowCount), row) }

    /// The screen column of a grid column's first cell.
    ///
    /// - Parameter column: A grid column, 0 to 6; others give columns
    ///   beside the grid, saturating at `Int.min` and `Int.max`.
    public func cellColumn(_ column: Int) -> Int {
        ScreenMath.sum(gridColumn, ScreenMath.product(column, CalendarLayout.dayWidth))
    }

    /// A part of the layout under a screen cell.
    public enum Target: Hashable, Sendable {
        /// The year ribbon's box.
        case yearRibbon
        /// The month ribbon's box.
        case monthRibbon
        /// The weekday names over a grid column.
        case weekdayHeader(column: Int)
        /// A day of the grid.
        case day(row: Int, column: Int)
        /// The week number of a grid row.
        case weekNumber(row: Int)
    }

    /// What lies under a screen cell.
    ///
    /// - Parameters:
    ///   - column: A screen column.
    ///   - row: A screen row.
    /// - Returns: The part, or `nil` outside every part.
    public func target(atColumn column: Int, row: Int) -> Target? {
        if yearBox.contains(column: column, row: row) { return .yearRibbon }
        if monthBox.contains(column: column, row: row) { return .monthRibbon }
        if showsWeekNumbers, column >= self.column && column < gridColumn,
           ScreenMath.contains(row, from: gridRow, count: rowCount) {
            return .weekNumber(row: ScreenMath.difference(row, gridRow))
        }
        guard let gridColumn = self.gridColumn(atColumn: column) else { return nil }
        if row == headerRow { return .weekdayHeader(column: gridColumn) }
        guard let gridRow = self.gridRow(atRow: row) else { return nil }
        return .day(row: gridRow, column: gridColumn)
    }

    /// The grid column under a screen column, or `nil` beside the grid.
    ///
    /// - Parameter column: A screen column.
    public func gridColumn(atColumn column: Int) -> Int? {
        guard ScreenMath.contains(column, from: gridColumn, count: CalendarLayout.gridWidth) else { return nil }
        return ScreenMath.difference(column, gridColumn) / CalendarLayout.dayWidth
    }

    /// The grid row under a screen row, or `nil` above or below the grid.
    ///
    /// - Parameter row: A screen row.
    public func gridRow(atRow row: Int) -> Int? {
        ScreenMath.contains(row, from: gridRow, count: rowCount) ? ScreenMath.difference(row, gridRow) : nil
    }
}
