// Taps and the mouse on the grid.

extension DayPicker {
    /// Taps a grid cell: selects and chooses its day when allowed (a day
    /// before or after the shown month shows that month). In range mode the
    /// tap fixes an end of the range, and in multiple mode it adds the day
    /// to the chosen days or takes it out, as Enter does.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: ``Outcome/chosen(_:)``, ``Outcome/anchored(_:)``,
    ///   ``Outcome/chosenRange(_:)``, ``Outcome/toggled(_:isChosen:)`` or ``Outcome/blocked``.
    @discardableResult
    public func tap(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column), isAllowed(dayNumber) else { return .blocked }
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
        }
    }

    /// The day number of a grid cell, or `nil` outside the grid.
    func dayNumber(atRow row: Int, column: Int) -> Int? {
        shown.grid.cell(row: row, column: column)?.day.dayNumber
    }

    /// A press on a grid cell. In range mode, the first press fixes the
    /// anchor; a press while an anchor is fixed moves the other end.
    /// In the other modes it selects the day.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: What happened.
    @discardableResult
    public func pressCell(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column), isAllowed(dayNumber) else { return .blocked }
        pressedCell = (row, column)
        guard isRangeMode else { return moveCursor(to: dayNumber) }
        if anchorDayNumber == nil {
            _ = select(dayNumber: dayNumber, notify: true)
            anchorDayNumber = dayNumber
            pressedDayNumber = dayNumber
            return .anchored(Day(uncheckedDayNumber: dayNumber))
        }
        pressedDayNumber = nil
        return moveCursor(to: dayNumber)
    }

    /// The pressed pointer moved over a grid cell: the selection (in range
    /// mode, the pending end) follows it where the rules let it.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: What happened.
    @discardableResult
    public func dragCell(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column) else { return .blocked }
        // Still on the pressed cell: the press chose its day (the grid may have changed month since).
        if let pressed = pressedCell, pressed == (row, column), let day = shown.selectedDay { return .selected(day) }
        pressedCell = nil
        return moveCursor(to: dayNumber)
    }

    /// The pointer was released over a grid cell (or, with `nil`, outside the
    /// grid). In single mode this chooses the day, and in multiple mode
    /// toggles it. In range mode, a release after a drag, or the second
    /// click, fixes the other end and chooses the range; the release of a
    /// first click leaves the anchor fixed.
    ///
    /// - Parameters:
    ///   - row: The row, or `nil` outside the grid.
    ///   - column: The column, or `nil` outside the grid.
    /// - Returns: What happened.
    @discardableResult
    public func releaseCell(row: Int?, column: Int?) -> Outcome {
        let pressed = pressedDayNumber
        let pressedCell = self.pressedCell
        pressedDayNumber = nil
        self.pressedCell = nil
        // Released where it was pressed: the press's day stands, even if the grid now shows its month.
        let onPressedCell = pressedCell.map { row == $0.row && column == $0.column } ?? false
        let released = row.flatMap { row in column.flatMap { dayNumber(atRow: row, column: $0) } }
        if !onPressedCell, let released { _ = moveCursor(to: released) }
        guard let selected = selectedDayNumber else { return .blocked }
        guard isRangeMode else {
            guard pressedCell != nil, isAllowed(selected), onPressedCell || released == selected else { return .blocked }
            let day = Day(uncheckedDayNumber: selected)
            if case .multiple = _configuration.selectionMode { return toggle(day) }
            onChoose?(day)
            return .chosen(day)
        }
        guard anchorDayNumber != nil else { return .blocked }
        if pressed == selected { return .anchored(Day(uncheckedDayNumber: selected)) }
        return fixRangeEnd()
    }
}
