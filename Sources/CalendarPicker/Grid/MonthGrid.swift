/// The days of a month laid out in weeks: rows of 7 cells, the first column
/// on a chosen first weekday.
///
/// Every day of the month appears exactly once, in the column of its
/// weekday; days that do not exist (October 5–14, 1582 in Foundation's
/// Gregorian calendar) do not appear, and the days around such a gap follow
/// each other as the calendar says they do. Cells before the first and after
/// the last day hold the neighbouring months' days and are marked so.
///
/// By default the grid has as many rows as the month needs (4 to 6, see
/// ``RowCount``); ``RowCount/six`` always gives 6 rows so that a picker
/// keeps its height from month to month.
public struct MonthGrid: Hashable, Sendable {
    /// How many rows a grid has.
    public enum RowCount: Hashable, Sendable {
        /// As many as the month needs: 4 (a 28-day February starting on the first weekday) to 6.
        case fitted
        /// Always 6, padding with days of the next month.
        case six
    }

    /// The month shown.
    public let days: MonthDays
    /// The weekday of the first column, 1 = Sunday … 7 = Saturday.
    public let firstWeekday: Int
    /// The month before, whose last days fill the first row.
    public let previousMonth: Month
    /// The month after, whose first days fill the last rows.
    public let nextMonth: Month
    /// The label of the previous month's last day.
    let previousMonthLastLabel: Int
    /// The number of leading cells from the previous month.
    public let leadingCount: Int
    /// The number of rows.
    public let rowCount: Int

    /// Lays out a month.
    ///
    /// - Parameters:
    ///   - month: The month.
    ///   - calendar: The calendar it belongs to.
    ///   - firstWeekday: The weekday of the first column, 1…7.
    ///   - rows: Fitted (4–6) or always six rows.
    /// - Returns: `nil` when the calendar has no such month.
    /// - Complexity: O(1) arithmetic for the Gregorian calendar; otherwise a
    ///   few questions to Foundation, independent of the number of cells.
    public init?(month: Month, calendar: CalendarSystem, firstWeekday: Int, rows: RowCount = .fitted) {
        precondition((1...7).contains(firstWeekday), "firstWeekday must be in 1...7")
        guard let days = calendar.days(of: month) else { return nil }
        let before = calendar.day(atDayNumber: days.firstDayNumber - 1)
        let after = calendar.day(atDayNumber: days.lastDayNumber + 1)
        self.days = days
        self.firstWeekday = firstWeekday
        previousMonth = before.month
        previousMonthLastLabel = before.day
        nextMonth = after.month
        leadingCount = MonthGrid.leadingCount(firstWeekdayOfMonth: calendar.weekday(ofDayNumber: days.firstDayNumber),
                                              gridFirstWeekday: firstWeekday)
        rowCount = rows == .six ? 6 : MonthGrid.fittedRowCount(leading: leadingCount, days: days.count)
    }

    /// The month shown.
    public var month: Month { days.month }

    /// The cell at a row and column.
    ///
    /// - Parameters:
    ///   - row: In `0..<rowCount`.
    ///   - column: In `0..<7`.
    /// - Complexity: O(1).
    public func cell(row: Int, column: Int) -> GridCell {
        precondition(row >= 0 && row < rowCount && column >= 0 && column < 7, "cell position out of range")
        let offset = row * 7 + column - leadingCount
        let dayNumber = days.firstDayNumber + offset
        if offset < 0 {
            return GridCell(day: Day(month: previousMonth, day: previousMonthLastLabel + offset + 1),
                            dayNumber: dayNumber, placement: .previousMonth)
        }
        if offset >= days.count {
            return GridCell(day: Day(month: nextMonth, day: offset - days.count + 1),
                            dayNumber: dayNumber, placement: .nextMonth)
        }
        return GridCell(day: Day(month: month, day: days.label(atOffset: offset)), dayNumber: dayNumber,
                        placement: .currentMonth)
    }

    /// The rows of cells, top to bottom.
    ///
    /// - Complexity: O(rows × 7).
    public var rows: [[GridCell]] {
        (0..<rowCount).map { row in (0..<7).map { cell(row: row, column: $0) } }
    }

    /// The row and column of a day number, if it lies in the grid.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    public func position(ofDayNumber dayNumber: Int) -> (row: Int, column: Int)? {
        let offset = dayNumber - days.firstDayNumber + leadingCount
        guard offset >= 0, offset < rowCount * 7 else { return nil }
        return (offset / 7, offset % 7)
    }

    /// The ISO 8601 week number of a row: the week of the row's Thursday,
    /// which holds most of the row's days whatever the first weekday.
    ///
    /// - Parameter row: In `0..<rowCount`.
    /// - Returns: The week-based year and the week 1…53.
    public func isoWeek(ofRow row: Int) -> (year: Int, week: Int) {
        let thursdayColumn = DayArithmetic.floorModulo(5 - firstWeekday, 7)
        return DayArithmetic.isoWeek(ofDayNumber: cell(row: row, column: thursdayColumn).dayNumber)
    }

    /// The weekday (1 = Sunday … 7) of a column.
    ///
    /// - Parameter column: In `0..<7`.
    public func weekday(ofColumn column: Int) -> Int {
        DayArithmetic.floorModulo(firstWeekday - 1 + column, 7) + 1
    }

    /// The number of cells before the first day: how far its weekday lies after the first weekday.
    ///
    /// - Parameters:
    ///   - firstWeekdayOfMonth: The weekday of the month's first day, 1…7.
    ///   - gridFirstWeekday: The weekday of the grid's first column, 1…7.
    public static func leadingCount(firstWeekdayOfMonth: Int, gridFirstWeekday: Int) -> Int {
        DayArithmetic.floorModulo(firstWeekdayOfMonth - gridFirstWeekday, 7)
    }

    /// The rows a month needs: `⌈(leading + days) / 7⌉`.
    ///
    /// - Parameters:
    ///   - leading: Cells before the first day.
    ///   - days: Days in the month.
    public static func fittedRowCount(leading: Int, days: Int) -> Int {
        (leading + days + 6) / 7
    }
}
