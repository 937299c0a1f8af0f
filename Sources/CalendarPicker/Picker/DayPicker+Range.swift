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
        observers.access(self, Keys.selectionMode)
        return Self.isRange(_configuration.selectionMode)
    }

    /// The rules ranges follow (the defaults in other modes).
    var rangeOptions: RangeOptions {
        if case .range(let options) = _configuration.selectionMode { return options }
        return RangeOptions()
    }

    /// The fixed end of the pending range, if one is being picked.
    public var anchor: Day? {
        observers.access(self, Keys.anchor)
        return anchorDayNumber.map(Day.init(uncheckedDayNumber:))
    }

    /// The range the grid shows: the pending one while an end is being
    /// picked, otherwise the chosen one; in week mode, the chosen week's
    /// ``Week/days``.
    public var displayedRange: DayRange? {
        observers.access(self, Keys.displayedRange)
        guard let anchor = anchorDayNumber, let selected = selectedDayNumber else { return _selectedRange ?? _selectedWeek?.days }
        return DayRange(between: Day(uncheckedDayNumber: anchor), and: Day(uncheckedDayNumber: selected))
    }

    /// How a day takes part in the displayed range (in week mode, the chosen week's days), if it does.
    ///
    /// - Parameter day: A day (a grid cell's ``GridCell/day``).
    /// - Returns: Its mark, or `nil` outside the range.
    public func rangeMark(of day: Day) -> RangeMark? {
        observers.access(self, Keys.displayedRange)
        observers.access(self, Keys.selectedDay)
        observers.access(self, Keys.anchor)
        let dayNumber = day.dayNumber
        if let anchor = anchorDayNumber, let selected = selectedDayNumber {
            let low = min(anchor, selected), high = max(anchor, selected)
            guard (low...high).contains(dayNumber) else { return nil }
            if dayNumber == selected && dayNumber != anchor { return .pendingEnd }
            if dayNumber == anchor { return anchor == low ? .start : .end }
            return .inside
        }
        guard let range = _selectedRange ?? _selectedWeek?.days, range.contains(day) else { return nil }
        if day == range.start { return .start }
        return day == range.end ? .end : .inside
    }

    /// Whether a range follows the rules: both ends allowed, no longer than
    /// the maximum, and no disabled day inside unless the options allow it.
    ///
    /// - Parameter range: A range.
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    public func isAllowed(_ range: DayRange) -> Bool {
        isAllowedRange(range.start.dayNumber, range.end.dayNumber)
    }

    /// Whether the range between two day numbers (in either order) follows the rules.
    func isAllowedRange(_ first: Int, _ second: Int) -> Bool {
        _configuration.problem(with: DayRange(between: Day(uncheckedDayNumber: first), and: Day(uncheckedDayNumber: second))) == nil
    }

    /// Chooses a range and shows its end's month.
    ///
    /// - Parameters:
    ///   - range: The range; it must follow the rules (see ``isAllowed(_:)-(DayRange)``).
    ///   - notify: Whether to call ``onRangeChange``.
    /// - Returns: ``Outcome/chosenRange(_:)``, or ``Outcome/blocked`` outside
    ///   range mode or for a range that breaks the rules.
    @discardableResult
    public func select(range: DayRange, notify: Bool = false) -> Outcome {
        guard Self.isRange(_configuration.selectionMode), isAllowed(range) else { return .blocked }
        return changing {
            anchorDayNumber = nil
            _ = select(dayNumber: range.end.dayNumber, notify: false)
            return commitRange(range, notify: notify)
        }
    }

    // MARK: - Internals

    /// Enter (or a tap) in range mode: fixes the anchor, or the other end.
    func fixRangeEnd() -> Outcome {
        guard let selected = selectedDayNumber else { return .blocked }
        guard let anchor = anchorDayNumber else {
            anchorDayNumber = selected
            return .anchored(Day(uncheckedDayNumber: selected))
        }
        guard isAllowedRange(anchor, selected) else { return .blocked }
        anchorDayNumber = nil
        return commitRange(DayRange(between: Day(uncheckedDayNumber: anchor), and: Day(uncheckedDayNumber: selected)), notify: true)
    }

    /// A Shift-arrow. With a pending range it moves the end being picked.
    /// After a chosen range it moves that range's moving end (the end the
    /// selection is on) and chooses the new range at once. Otherwise it
    /// fixes the anchor at the selection and moves.
    func extend(by days: Int) -> Outcome {
        guard Self.isRange(_configuration.selectionMode), let selected = selectedDayNumber else { return step(by: days) }
        if anchorDayNumber != nil { return stepPendingRange(by: days) }
        if let range = _selectedRange, range.start.dayNumber == selected || range.end.dayNumber == selected {
            // The fixed end is the one the selection is not on.
            let fixed = range.start.dayNumber == selected ? range.end.dayNumber : range.start.dayNumber
            anchorDayNumber = fixed
            let outcome = stepPendingRange(by: days)
            anchorDayNumber = nil
            guard case .selected(let moved) = outcome else { return outcome }
            return commitRange(DayRange(between: Day(uncheckedDayNumber: fixed), and: moved), notify: true)
        }
        anchorDayNumber = selected
        let outcome = stepPendingRange(by: days)
        if outcome == .blocked { anchorDayNumber = nil }
        return outcome
    }

    /// Esc: drops the pending range.
    func cancelPendingRange() -> Outcome {
        guard anchorDayNumber != nil else { return .blocked }
        anchorDayNumber = nil
        if case .days? = gesture { gesture = nil }
        return .cancelled
    }

    /// An arrow while an end is being picked: the next day that keeps the range within the rules.
    func stepPendingRange(by days: Int) -> Outcome {
        guard var candidate = selectedDayNumber else { return .blocked }
        for _ in 0..<3660 {
            candidate += days
            guard bounds.contains(candidate) else { return .blocked }
            if isAllowed(candidate) { return moveCursor(to: candidate) }
            // A disabled day on the way: skipped only where the range may hold it.
            if !rangeOptions.allowsDisabledDaysInside { return .blocked }
        }
        return .blocked
    }

    /// Makes a range the chosen one.
    func commitRange(_ range: DayRange, notify: Bool) -> Outcome {
        let changed = _selectedRange != range
        _selectedRange = range
        if changed && notify { onRangeChange?(range) }
        return .chosenRange(range)
    }
}
