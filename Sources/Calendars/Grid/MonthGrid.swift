/// The days of a month laid out in weeks: rows of 7 cells, the first column
/// on a chosen first weekday.
///
/// The cells are consecutive days: every day of the month appears exactly
/// once, in the column of its weekday, and the cells before and after it
/// hold the days before and after it, each labelled by its own month. Days
/// that do not exist (October 5–14, 1582 in Foundation's Gregorian
/// calendar) do not appear: 4 October is followed by 15 October. Where an
/// era cuts a month (Shōwa 64 January had seven days), the cells after it
/// run on through the next era's January (8, 9, 10…), not 1, 2, 3.
///
/// By default the grid has as many rows as the month needs (4 to 6, see
/// ``RowCount``); ``RowCount/six`` always gives 6 rows so that a picker
/// keeps its height from month to month.
public struct MonthGrid: Hashable, Sendable {
    /// How many rows a grid has.
    public enum RowCount: Hashable, Sendable {
        /// As many as the month needs: 4 (a 28-day February starting on the first weekday) to 6.
        case fitted
        /// Always 6, padding with the days after the month.
        case six
    }

    /// The days of the month shown.
    public let days: MonthDays
    /// The weekday of the first column.
    public let firstWeekday: Weekday
    /// The month before ``days`` when the grid shows days of it and of no earlier month.
    @usableFromInline package let previous: MonthDays?
    /// The month after ``days`` when the grid shows days of it and of no later month.
    @usableFromInline package let next: MonthDays?
    /// Every month the cells show, in order, when they are more than the
    /// month and one on either side (a Coptic grid of the five-day month);
    /// empty otherwise, so that a grid allocates nothing for its neighbours.
    @usableFromInline package let spannedMonths: [MonthDays]
    /// The number of leading cells before the month's first day.
    public let leadingCount: Int
    /// The number of rows.
    public let rowCount: Int

    /// Lays out a month.
    ///
    /// - Parameters:
    ///   - month: A month of `calendar`.
    ///   - calendar: The calendar it belongs to.
    ///   - firstWeekday: The weekday of the first column.
    ///   - rows: Fitted (4–6) or always six rows.
    /// - Returns: `nil` when the month is not one of the calendar's, or lies
    ///   within 62 days of either end of the calendar's
    ///   ``CalendarSystem/supportedDays`` (its weeks would leave them).
    /// - Complexity: O(1): the calendar's arithmetic, or a lookup in its
    ///   tables, independent of the number of cells.
    public init?(month: Month, calendar: CalendarSystem, firstWeekday: Weekday, rows: RowCount = .fitted) {
        let pickable = calendar.pickableDayNumbers
        guard pickable.contains(month.firstDay.dayNumber), pickable.contains(month.lastDay.dayNumber),
              let days = calendar.days(of: month) else { return nil }
        self.init(days: days, calendar: calendar, firstWeekday: firstWeekday, rows: rows)
    }

    /// Lays out the month of known days, within the calendar's pickable days.
    package init(days: MonthDays, calendar: CalendarSystem, firstWeekday: Weekday, rows: RowCount) {
        self.days = days
        self.firstWeekday = firstWeekday
        leadingCount = MonthGrid.leadingCount(firstWeekdayOfMonth: Day(uncheckedDayNumber: days.firstDayNumber).weekday,
                                              gridFirstWeekday: firstWeekday)
        rowCount = rows == .six ? 6 : MonthGrid.fittedRowCount(leading: leadingCount, days: days.count)
        // The months of the cells from the first to the last, each asked of the calendar once.
        let first = days.firstDayNumber - leadingCount, last = first + rowCount * 7 - 1
        let before = first < days.firstDayNumber ? calendar.monthDays(beside: days, after: false) : nil
        let after = last > days.lastDayNumber ? calendar.monthDays(beside: days, after: true) : nil
        if (before?.firstDayNumber ?? first) <= first && (after?.lastDayNumber ?? last) >= last {
            (previous, next, spannedMonths) = (before, after, [])
            return
        }
        // Rare: more than one month on a side.
        var spanned: [MonthDays] = []
        var earliest = days
        while earliest.firstDayNumber > first {
            earliest = calendar.monthDays(containingDayNumber: earliest.firstDayNumber - 1)
            spanned.append(earliest)
        }
        spanned.reverse()
        spanned.append(days)
        while let latest = spanned.last, latest.lastDayNumber < last {
            spanned.append(calendar.monthDays(containingDayNumber: latest.lastDayNumber + 1))
        }
        (previous, next, spannedMonths) = (nil, nil, spanned)
    }

    /// The month shown.
    public var month: Month { days.month }

    /// The first cell's day.
    public var firstDay: Day { Day(uncheckedDayNumber: days.firstDayNumber - leadingCount) }

    /// The last cell's day.
    public var lastDay: Day { Day(uncheckedDayNumber: days.firstDayNumber - leadingCount + rowCount * 7 - 1) }

    /// The cell at a row and column.
    ///
    /// - Parameters:
    ///   - row: A row, in `0..<rowCount`.
    ///   - column: A column, in `0..<7`.
    /// - Returns: The cell; `nil` for a row or column outside the grid.
    /// - Complexity: O(months the grid spans), at most a handful.
    @inlinable
    public func cell(row: Int, column: Int) -> GridCell? {
        guard row >= 0 && row < rowCount && column >= 0 && column < 7 else { return nil }
        return cell(atOffset: row * 7 + column)
    }

    /// The cell at an offset from the first cell, in `0..<rowCount * 7`.
    ///
    /// The month's own days are read from ``days``, the others from the
    /// month they belong to.
    @inlinable
    package func cell(atOffset offset: Int) -> GridCell {
        let dayNumber = days.firstDayNumber - leadingCount + offset
        let inMonth = dayNumber - days.firstDayNumber
        if inMonth >= 0 && inMonth < days.count {
            return GridCell(day: Day(uncheckedDayNumber: dayNumber), label: days.label(atOffset: inMonth), placement: .currentMonth)
        }
        let placement: GridCell.Placement = inMonth < 0 ? .previousMonth : .nextMonth
        let month: MonthDays
        if spannedMonths.isEmpty {
            month = (inMonth < 0 ? previous : next) ?? days
        } else {
            var index = 0
            while index < spannedMonths.count - 1 && spannedMonths[index].lastDayNumber < dayNumber { index += 1 }
            month = spannedMonths[index]
        }
        return GridCell(day: Day(uncheckedDayNumber: dayNumber), label: month.label(atOffset: dayNumber - month.firstDayNumber),
                        placement: placement)
    }

    /// The rows of cells, top to bottom.
    ///
    /// - Complexity: O(rows × 7).
    public var rows: [[GridCell]] {
        var rows: [[GridCell]] = []
        rows.reserveCapacity(rowCount)
        var row: [GridCell] = []
        row.reserveCapacity(7)
        forEachCell { cell in
            row.append(cell)
            if row.count == 7 {
                rows.append(row)
                row.removeAll(keepingCapacity: true)
            }
        }
        return rows
    }

    /// Calls a closure with every cell in order, row by row: the fastest way
    /// to draw a grid, a few instructions a cell.
    ///
    /// ```swift
    /// var labels: [Int] = []
    /// grid.forEachCell { labels.append($0.label) }
    /// ```
    ///
    /// - Parameter body: Called with each cell, first row first; an error it
    ///   throws stops the walk and is rethrown.
    /// - Complexity: O(rows × 7).
    @inlinable
    public func forEachCell<Failure: Error>(_ body: (GridCell) throws(Failure) -> Void) throws(Failure) {
        let end = days.firstDayNumber - leadingCount + rowCount * 7
        var dayNumber = days.firstDayNumber - leadingCount
        if spannedMonths.isEmpty {
            if let previous { try Self.forEachCell(of: previous, from: &dayNumber, before: end, placement: .previousMonth, body) }
            try Self.forEachCell(of: days, from: &dayNumber, before: end, placement: .currentMonth, body)
            if let next { try Self.forEachCell(of: next, from: &dayNumber, before: end, placement: .nextMonth, body) }
            return
        }
        for month in spannedMonths {
            let placement: GridCell.Placement = month.firstDayNumber < days.firstDayNumber ? .previousMonth
                : month.firstDayNumber == days.firstDayNumber ? .currentMonth : .nextMonth
            try Self.forEachCell(of: month, from: &dayNumber, before: end, placement: placement, body)
        }
    }

    /// Calls a closure with the cells of one month's days from a day number
    /// up to the month's end or the grid's, whichever comes first, and moves
    /// the day number past them.
    @inlinable
    static func forEachCell<Failure: Error>(of month: MonthDays, from dayNumber: inout Int, before end: Int,
                                            placement: GridCell.Placement,
                                            _ body: (GridCell) throws(Failure) -> Void) throws(Failure) {
        let last = min(month.lastDayNumber, end - 1)
        guard dayNumber <= last else { return }
        var offset = dayNumber - month.firstDayNumber
        if month.laterRuns.isEmpty {
            // One run: the labels count up.
            var label = month.firstLabel + offset
            while dayNumber <= last {
                try body(GridCell(day: Day(uncheckedDayNumber: dayNumber), label: label, placement: placement))
                dayNumber += 1
                label += 1
            }
        } else {
            while dayNumber <= last {
                try body(GridCell(day: Day(uncheckedDayNumber: dayNumber), label: month.label(atOffset: offset), placement: placement))
                dayNumber += 1
                offset += 1
            }
        }
    }

    /// The row and column of a day, if it lies in the grid.
    ///
    /// - Parameter day: A day.
    public func position(of day: Day) -> (row: Int, column: Int)? {
        let offset = day.dayNumber - days.firstDayNumber + leadingCount
        guard offset >= 0, offset < rowCount * 7 else { return nil }
        return (offset / 7, offset % 7)
    }

    /// The ISO 8601 week of a row: the week of the row's Thursday, which
    /// holds most of the row's days whatever the first weekday.
    ///
    /// - Parameter row: A row, in `0..<rowCount`.
    /// - Returns: The week; `nil` for a row outside the grid.
    public func isoWeek(ofRow row: Int) -> ISOWeek? {
        guard row >= 0 && row < rowCount else { return nil }
        return cell(atOffset: row * 7 + firstWeekday.days(until: .thursday)).day.isoWeek
    }

    /// The weekday of a column.
    ///
    /// - Parameter column: A column, in `0..<7`.
    /// - Returns: The weekday; `nil` for a column outside the grid.
    public func weekday(ofColumn column: Int) -> Weekday? {
        (0..<7).contains(column) ? firstWeekday.advanced(by: column) : nil
    }

    /// The number of cells before the first day: how far its weekday lies after the first weekday.
    ///
    /// - Parameters:
    ///   - firstWeekdayOfMonth: The weekday of the month's first day.
    ///   - gridFirstWeekday: The weekday of the grid's first column.
    /// - Returns: 0…6.
    public static func leadingCount(firstWeekdayOfMonth: Weekday, gridFirstWeekday: Weekday) -> Int {
        gridFirstWeekday.days(until: firstWeekdayOfMonth)
    }

    /// The rows a month needs: `⌈(leading + days) / 7⌉`.
    ///
    /// - Parameters:
    ///   - leading: Cells before the first day, clamped into 0…6.
    ///   - days: Days in the month, clamped into 0…`Int.max - 12`.
    /// - Returns: The number of rows.
    public static func fittedRowCount(leading: Int, days: Int) -> Int {
        (min(max(leading, 0), 6) + min(max(days, 0), Int.max - 12) + 6) / 7
    }
}
