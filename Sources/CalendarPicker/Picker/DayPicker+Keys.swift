// The keyboard model: keys, what they did, and the moves behind them.

extension DayPicker {
    /// A key of the keyboard model.
    public enum Key: Hashable, Sendable, CaseIterable {
        /// One day back.
        case left
        /// One day forward.
        case right
        /// One week back.
        case up
        /// One week forward.
        case down
        /// One month back (PageUp).
        case previousMonth
        /// One month forward (PageDown).
        case nextMonth
        /// One year back (Shift-PageUp).
        case previousYear
        /// One year forward (Shift-PageDown).
        case nextYear
        /// The start of the week (Home): of the grid's row, or in week mode of the rule's week.
        case startOfWeek
        /// The end of the week (End): of the grid's row, or in week mode of the rule's week.
        case endOfWeek
        /// Today (`t`).
        case today
        /// Enter: choose the selected day; in range mode fix an end of the
        /// range; in multiple mode add the day to the chosen days or take it
        /// out; in week mode choose the day's week.
        case choose
        /// One day back, extending the range (Shift-Left).
        case extendLeft
        /// One day forward, extending the range (Shift-Right).
        case extendRight
        /// One week back, extending the range (Shift-Up).
        case extendUp
        /// One week forward, extending the range (Shift-Down).
        case extendDown
        /// Drop a pending range and keep the chosen one (Esc).
        case cancel
    }

    /// What a key, a tap or a ribbon change did.
    public enum Outcome: Hashable, Sendable {
        /// The selection moved to a day.
        case selected(Day)
        /// The selected day was chosen (Enter, or a tap).
        case chosen(Day)
        /// No allowed day lay that way: the selection did not move.
        case blocked
        /// Range mode: one end of a range was fixed at a day; moves now show the range pending from it.
        case anchored(Day)
        /// Range mode: the other end was fixed, and the range chosen.
        case chosenRange(DayRange)
        /// Range mode: the pending range was dropped; the chosen one stays.
        case cancelled
        /// Multiple mode: a day was added to the chosen days (`true`) or taken out (`false`).
        case toggled(Day, isChosen: Bool)
        /// Week mode: the week of the selected day was chosen (``DayPicker/selectedWeek``).
        case chosenWeek(Week)
    }

    /// Applies a key of the keyboard model.
    ///
    /// With no day selected (no day is allowed), every key is ``Outcome/blocked``.
    ///
    /// - Parameter key: The key.
    /// - Returns: What happened.
    @discardableResult
    public func handle(_ key: Key) -> Outcome {
        changing { apply(key) }
    }

    /// Applies a key, inside a change.
    private func apply(_ key: Key) -> Outcome {
        switch key {
        case .left: return step(by: -1)
        case .right: return step(by: 1)
        case .up: return step(by: -7)
        case .down: return step(by: 7)
        case .previousMonth: return _configuration.calendar.month(before: shown.grid.month).flatMap(monthDays).map { show($0, notify: true, showsUnselectable: false) } ?? .blocked
        case .nextMonth: return _configuration.calendar.month(after: shown.grid.month).flatMap(monthDays).map { show($0, notify: true, showsUnselectable: false) } ?? .blocked
        case .previousYear: return stepYear(by: -1)
        case .nextYear: return stepYear(by: 1)
        case .startOfWeek: return edgeOfWeek(start: true)
        case .endOfWeek: return edgeOfWeek(start: false)
        case .today: return moveCursor(to: _today.dayNumber)
        case .choose: return choose()
        case .extendLeft: return extend(by: -1)
        case .extendRight: return extend(by: 1)
        case .extendUp: return extend(by: -7)
        case .extendDown: return extend(by: 7)
        case .cancel: return cancelPendingRange()
        }
    }

    /// Enter: chooses the selected day when the grid shows it (in range,
    /// multiple and week mode, fixes an end, toggles it or chooses its
    /// week); a selection the grid does not show (the ribbons were moved
    /// away) is shown again instead.
    func choose() -> Outcome {
        guard let day = shown.selectedDay, isAllowed(day.dayNumber) else { return .blocked }
        guard shown.grid.month.contains(day) else {
            display(_configuration.calendar.monthDays(containingDayNumber: day.dayNumber).month, animated: true)
            return .blocked
        }
        switch _configuration.selectionMode {
        case .single:
            onChoose?(day)
            return .chosen(day)
        case .range:
            return fixRangeEnd()
        case .multiple:
            return toggle(day)
        case .week:
            return chooseWeek(notify: true, choosing: true)
        }
    }

    /// An arrow: the next allowed day that way, skipping disabled days (at
    /// most ten years of them), never past the bounds.
    func step(by days: Int) -> Outcome {
        if anchorDayNumber != nil { return stepPendingRange(by: days) }
        guard var candidate = selectedDayNumber else { return .blocked }
        for _ in 0..<3660 {
            candidate += days
            guard bounds.contains(candidate) else { return .blocked }
            if isAllowed(candidate) { return select(dayNumber: candidate, notify: true) }
        }
        return .blocked
    }

    /// Shift-PageUp and Shift-PageDown: the same month a year away, by the month rule.
    func stepYear(by years: Int) -> Outcome {
        let range = bounds.ribbonYears
        guard let row = range.row(of: shown.grid.month.yearValue) else { return .blocked }
        let target = row + years
        guard target >= 0 && target < range.count else { return .blocked }
        guard let year = range.year(at: target), let month = month(of: year, like: shown.grid.month),
              let days = monthDays(month) else { return .blocked }
        return show(days, notify: true, showsUnselectable: false)
    }

    /// Home and End: the first or last allowed day of the selection's week
    /// row (in week mode, of its week by the rule).
    func edgeOfWeek(start: Bool) -> Outcome {
        guard let selected = selectedDayNumber else { return .blocked }
        let column = weekStart.days(until: Day(uncheckedDayNumber: selected).weekday)
        let edge = start ? selected - column : selected + 6 - column
        if anchorDayNumber != nil { return moveCursor(to: edge) }
        let direction = start ? 1 : -1
        var candidate = edge
        while candidate != selected {
            if isAllowed(candidate) { return select(dayNumber: candidate, notify: true) }
            candidate += direction
        }
        return select(dayNumber: selected, notify: false)
    }

    /// Moves the selection to a day, keeping a pending range within the rules.
    func moveCursor(to dayNumber: Int) -> Outcome {
        guard isAllowed(dayNumber) else { return .blocked }
        if let anchor = anchorDayNumber, !isAllowedRange(anchor, dayNumber) { return .blocked }
        return select(dayNumber: dayNumber, notify: true)
    }
}
