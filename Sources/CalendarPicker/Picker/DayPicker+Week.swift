// Week mode: a chosen week, counted by ISO 8601 or by the grid's rows, and kept within the bounds.

extension DayPicker {
    /// How week mode counts weeks.
    public enum WeekRule: Hashable, Sendable {
        /// ISO 8601: Monday to Sunday, numbered in the week-based year
        /// (``Week/isoWeek``), whatever the grid's first column.
        case iso
        /// The grid's rows: seven days from the picker's ``DayPicker/firstWeekday``
        /// (the configuration's, or the locale's: Sunday in `en_US`).
        case locale
    }

    /// A week chosen in week mode.
    ///
    /// A week may lie partly outside what the user may select: a week that
    /// runs past the maximum, or whose weekend is disabled. It is chosen
    /// all the same, from any of its allowed days; ``days`` are then the
    /// part of it from its first allowed day to its last (the week cut to
    /// the bounds), and ``wholeWeek`` its seven days.
    public struct Week: Hashable, Sendable, CustomStringConvertible {
        /// The rule that counted the week.
        public let rule: WeekRule
        /// The week's seven days, as its rule counts them.
        public let wholeWeek: DayRange
        /// The chosen days: from the week's first allowed day to its last,
        /// with any disabled day between them (a holiday on the Wednesday). The
        /// same as ``wholeWeek`` when all its days are allowed.
        public let days: DayRange
        /// The ISO 8601 week (`2026-W48`) under ``WeekRule/iso``; `nil` under ``WeekRule/locale``.
        public let isoWeek: ISOWeek?

        /// The chosen days in ISO 8601, after the ISO week when there is one
        /// (`2026-W48 2026-11-23/2026-11-29`).
        public var description: String {
            isoWeek.map { "\($0) \(days)" } ?? days.description
        }
    }

    /// The rule of week mode, or `nil` in another mode.
    public var weekRule: WeekRule? {
        observers.access(self, Keys.weekRule)
        return Self.weekRule(of: _configuration.selectionMode)
    }

    /// The chosen week, in week mode: `nil` until the user or the host
    /// chooses one, and after a new configuration leaves none of its days allowed.
    public var selectedWeek: Week? {
        observers.access(self, Keys.selectedWeek)
        return _selectedWeek
    }

    /// The week that choosing a day would choose, in week mode.
    ///
    /// - Parameter day: A day.
    /// - Returns: The week that holds it, cut to its allowed days; `nil`
    ///   outside week mode or when the day itself is not allowed.
    /// - Complexity: O(1): at most two questions to ``Configuration/isDisabled`` for each of the seven days.
    public func week(containing day: Day) -> Week? {
        observers.access(self, Keys.configuration)
        guard isAllowed(day.dayNumber) else { return nil }
        return week(containing: day.dayNumber)
    }

    // MARK: - Internals

    /// The rule of a mode, if it is week mode.
    static func weekRule(of mode: SelectionMode) -> WeekRule? {
        if case .week(let rule) = mode { return rule }
        return nil
    }

    /// The weekday weeks start on: Monday under ISO 8601, else the grid's first.
    var weekStart: Weekday {
        Self.weekRule(of: _configuration.selectionMode) == .iso ? .monday : _firstWeekday
    }

    /// The seven day numbers of the week that holds a day number, as the mode counts weeks.
    func wholeWeek(containing dayNumber: Int) -> ClosedRange<Int> {
        let first = dayNumber - weekStart.days(until: Day(clampingDayNumber: dayNumber).weekday)
        return first...(first + 6)
    }

    /// The week that holds a day number, cut to its allowed days; `nil`
    /// outside week mode or when none of its days is allowed.
    func week(containing dayNumber: Int) -> Week? {
        guard let rule = Self.weekRule(of: _configuration.selectionMode) else { return nil }
        let whole = wholeWeek(containing: dayNumber)
        guard let first = whole.first(where: { isAllowed($0) }), let last = whole.reversed().first(where: { isAllowed($0) }) else {
            return nil
        }
        return Week(rule: rule,
                    wholeWeek: DayRange(Day(clampingDayNumber: whole.lowerBound)...Day(clampingDayNumber: whole.upperBound)),
                    days: DayRange(Day(uncheckedDayNumber: first)...Day(uncheckedDayNumber: last)),
                    isoWeek: rule == .iso ? ISOWeek(containing: Day(clampingDayNumber: dayNumber)) : nil)
    }

    /// Chooses the week of the selected day (Enter, a tap, a click, a
    /// programmatic selection): tells ``onRangeChange`` when the chosen
    /// days changed, and ``onChoose`` of the day when `choosing`.
    func chooseWeek(notify: Bool, choosing: Bool) -> Outcome {
        guard let selected = shown.selectedDay, let week = week(containing: selected.dayNumber) else { return .blocked }
        let changed = week != _selectedWeek
        _selectedWeek = week
        if changed && notify { onRangeChange?(week.days) }
        if choosing { onChoose?(selected) }
        return .chosenWeek(week)
    }

    /// After a new configuration: the chosen week is counted again and cut
    /// to the new bounds; it is dropped when its seven days are no week any
    /// more (a new first weekday under ``WeekRule/locale``) or none of them
    /// is allowed. ``onRangeChange`` hears of a change.
    func keepWeekWithinBounds() {
        guard let chosen = _selectedWeek else { return }
        let start = chosen.wholeWeek.start.dayNumber
        var kept = week(containing: start)
        if kept?.wholeWeek != chosen.wholeWeek || kept?.rule != chosen.rule { kept = nil }
        guard kept != chosen else { return }
        _selectedWeek = kept
        onRangeChange?(kept?.days)
    }
}
