// Range mode: an anchor, a pending range, the chosen range, and the marks of the grid.

extension DayPicker {
    /// How a day of the grid takes part in the displayed range.
    public enum RangeMark: Hashable, Sendable {
        /// The range's first day (a one-day range is its start).
        case start
        /// The range's last day.
        case end
        /// A day between the ends.
        case inside
        /// The end still being picked: the selection, while the other end is fixed.
        case pendingEnd
    }

    /// Whether the picker selects ranges.
    public var isRangeMode: Bool {
        if case .range = configuration.selectionMode { return true }
        return false
    }

    /// The rules ranges follow (the defaults in single mode).
    var rangeOptions: RangeOptions {
        if case .range(let options) = configuration.selectionMode { return options }
        return RangeOptions()
    }

    /// The fixed end of the pending range, if one is being picked.
    public var anchor: Day? {
        anchorDayNumber.map(calendar.day(atDayNumber:))
    }

    /// The range the grid shows: the pending one while an end is being
    /// picked, otherwise the chosen one.
    public var displayedRange: DayRange? {
        guard let anchor = anchorDayNumber else { return selectedRange }
        let low = min(anchor, selectedDayNumber), high = max(anchor, selectedDayNumber)
        return DayRange(start: calendar.day(atDayNumber: low), end: calendar.day(atDayNumber: high))
    }

    /// How a day takes part in the displayed range, if it does.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01 (a grid cell's ``GridCell/dayNumber``).
    public func rangeMark(ofDayNumber dayNumber: Int) -> RangeMark? {
        if let anchor = anchorDayNumber {
            let low = min(anchor, selectedDayNumber), high = max(anchor, selectedDayNumber)
            guard (low...high).contains(dayNumber) else { return nil }
            if dayNumber == selectedDayNumber && dayNumber != anchor { return .pendingEnd }
            if dayNumber == anchor { return anchor == low ? .start : .end }
            return .inside
        }
        guard let range = selectedRangeDayNumbers, range.contains(dayNumber) else { return nil }
        if dayNumber == range.lowerBound { return .start }
        return dayNumber == range.upperBound ? .end : .inside
    }

    /// Whether a range between two days (in either order) follows the rules:
    /// both ends allowed, no longer than the maximum, and no disabled day
    /// inside unless the options allow it.
    ///
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    public func isAllowedRange(_ first: Int, _ second: Int) -> Bool {
        let low = min(first, second), high = max(first, second)
        guard isAllowed(low), isAllowed(high) else { return false }
        if let maximum = rangeOptions.maximumLength, high - low + 1 > maximum { return false }
        if !rangeOptions.allowsDisabledDaysInside && configuration.isDisabled != nil && high - low > 1 {
            for dayNumber in (low + 1)..<high where !isAllowed(dayNumber) { return false }
        }
        return true
    }

    // MARK: - Programmatic changes

    /// Chooses a range and shows its end's month.
    ///
    /// - Parameters:
    ///   - range: The range; its ends must be allowed days, in order, and it must follow the range options.
    ///   - notify: Whether to call ``onRangeChange``.
    /// - Returns: ``Outcome/chosenRange(_:)``, or ``Outcome/blocked`` in single
    ///   mode or for a range that breaks the rules.
    @discardableResult
    public func select(range: DayRange, notify: Bool = false) -> Outcome {
        guard isRangeMode, let start = calendar.dayNumber(of: range.start), let end = calendar.dayNumber(of: range.end),
              start <= end, isAllowedRange(start, end) else { return .blocked }
        anchorDayNumber = nil
        _ = select(dayNumber: end, notify: false)
        return commitRange(start...end, notify: notify)
    }

    // MARK: - The mouse

    /// A press on a grid cell. In range mode, the first press fixes the
    /// anchor; a press while an anchor is fixed moves the other end.
    /// In single mode it selects the day.
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
            return .anchored(selectedDay)
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
        if let pressed = pressedCell, pressed == (row, column) { return .selected(selectedDay) }
        pressedCell = nil
        return moveCursor(to: dayNumber)
    }

    /// The pointer was released over a grid cell (or, with `nil`, outside the
    /// grid). In single mode this chooses the day. In range mode, a release
    /// after a drag, or the second click, fixes the other end and chooses
    /// the range; the release of a first click leaves the anchor fixed.
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
        if !onPressedCell, let row, let column, let dayNumber = dayNumber(atRow: row, column: column) {
            _ = moveCursor(to: dayNumber)
        }
        guard isRangeMode else {
            guard pressedCell != nil, isAllowed(selectedDayNumber),
                  onPressedCell || (row.flatMap { r in column.flatMap { dayNumber(atRow: r, column: $0) } } == selectedDayNumber)
            else { return .blocked }
            onChoose?(selectedDay)
            return .chosen(selectedDay)
        }
        guard anchorDayNumber != nil else { return .blocked }
        if pressed == selectedDayNumber { return .anchored(selectedDay) }
        return fixRangeEnd()
    }

    // MARK: - Internals

    /// Moves the selection to a day, keeping a pending range within the rules.
    func moveCursor(to dayNumber: Int) -> Outcome {
        guard isAllowed(dayNumber) else { return .blocked }
        if let anchor = anchorDayNumber, !isAllowedRange(anchor, dayNumber) { return .blocked }
        return select(dayNumber: dayNumber, notify: true)
    }

    /// Enter (or a tap) in range mode: fixes the anchor, or the other end.
    func fixRangeEnd() -> Outcome {
        guard let anchor = anchorDayNumber else {
            anchorDayNumber = selectedDayNumber
            return .anchored(selectedDay)
        }
        guard isAllowedRange(anchor, selectedDayNumber) else { return .blocked }
        anchorDayNumber = nil
        return commitRange(min(anchor, selectedDayNumber)...max(anchor, selectedDayNumber), notify: true)
    }

    /// A Shift-arrow: fixes the anchor at the selection if none is fixed, then moves.
    func extend(by days: Int) -> Outcome {
        guard isRangeMode else { return step(by: days) }
        let fresh = anchorDayNumber == nil
        if fresh { anchorDayNumber = selectedDayNumber }
        let outcome = step(by: days)
        if fresh, outcome == .blocked { anchorDayNumber = nil }
        return outcome
    }

    /// Esc: drops the pending range.
    func cancelPendingRange() -> Outcome {
        guard anchorDayNumber != nil else { return .blocked }
        anchorDayNumber = nil
        pressedDayNumber = nil
        return .cancelled
    }

    /// An arrow while an end is being picked: the next day that keeps the range within the rules.
    func stepPendingRange(by days: Int) -> Outcome {
        var candidate = selectedDayNumber
        for _ in 0..<3660 {
            candidate += days
            guard candidate >= minimumDayNumber && candidate <= maximumDayNumber else { return .blocked }
            if isAllowed(candidate) { return moveCursor(to: candidate) }
            // A disabled day on the way: skipped only where the range may hold it.
            if !rangeOptions.allowsDisabledDaysInside { return .blocked }
        }
        return .blocked
    }

    /// Makes a range the chosen one.
    func commitRange(_ days: ClosedRange<Int>, notify: Bool) -> Outcome {
        let range = DayRange(start: calendar.day(atDayNumber: days.lowerBound), end: calendar.day(atDayNumber: days.upperBound))
        let changed = selectedRange != range
        selectedRangeDayNumbers = days
        selectedRange = range
        if changed && notify { onRangeChange?(range) }
        return .chosenRange(range)
    }
}
