// Taps and pointer events on the grid, by row and column of the grid the picker shows now.

extension DayPicker {
    /// Taps a grid cell: selects and chooses its day when allowed (a day
    /// before or after the shown month shows that month). In range mode the
    /// tap fixes an end of the range, in multiple mode it adds the day
    /// to the chosen days or takes it out, and in week mode it chooses the
    /// day's week, as Enter does.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: ``Outcome/chosen(_:)``, ``Outcome/anchored(_:)``,
    ///   ``Outcome/chosenRange(_:)``, ``Outcome/toggled(_:isChosen:)``,
    ///   ``Outcome/chosenWeek(_:)`` or ``Outcome/blocked``.
    @discardableResult
    public func tap(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column), isAllowed(dayNumber) else { return .blocked }
        return changing {
            switch _configuration.selectionMode {
            case .single:
                _ = select(dayNumber: dayNumber, notify: true)
                let day = Day(uncheckedDayNumber: dayNumber)
                onChoose?(day)
                return .chosen(day)
            case .range:
                guard case .selected = moveCursor(to: dayNumber) else { return .blocked }
                return fixRangeEnd()
            case .multiple:
                _ = select(dayNumber: dayNumber, notify: true)
                return toggle(Day(uncheckedDayNumber: dayNumber))
            case .week:
                _ = select(dayNumber: dayNumber, notify: true)
                return chooseWeek(notify: true, choosing: true)
            }
        }
    }

    /// The day number of a grid cell, or `nil` outside the grid.
    func dayNumber(atRow row: Int, column: Int) -> Int? {
        shown.grid.cell(row: row, column: column)?.day.dayNumber
    }

    /// A press on a cell of the grid shown now: ``press(_:along:in:at:)`` on its day.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: What happened; ``Outcome/blocked`` outside the grid.
    @discardableResult
    public func pressCell(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column) else { return .blocked }
        return press(.day(Day(uncheckedDayNumber: dayNumber)), at: frameTime ?? 0)
    }

    /// The pressed pointer moved over a cell of the grid shown now:
    /// ``drag(along:over:at:)`` over its day.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: What happened.
    @discardableResult
    public func dragCell(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column) else { return .blocked }
        return drag(over: Day(uncheckedDayNumber: dayNumber), at: frameTime ?? 0)
    }

    /// The pointer was released over a cell of the grid shown now (or, with
    /// `nil`, outside the grid): ``release(along:over:at:)``.
    ///
    /// - Parameters:
    ///   - row: The row, or `nil` outside the grid.
    ///   - column: The column, or `nil` outside the grid.
    /// - Returns: What happened.
    @discardableResult
    public func releaseCell(row: Int?, column: Int?) -> Outcome {
        let released = row.flatMap { row in column.flatMap { dayNumber(atRow: row, column: $0) } }
        return release(over: released.map(Day.init(uncheckedDayNumber:)), at: frameTime ?? 0)
    }
}
