// Multiple mode: a set of chosen days, toggled one at a time.

extension DayPicker {
    /// Whether the picker chooses several days.
    public var isMultipleMode: Bool {
        observers.access(self, Keys.isMultipleMode)
        return Self.isMultiple(_configuration.selectionMode)
    }

    /// Whether a day is one of the chosen days (multiple mode).
    ///
    /// - Parameter day: A day.
    public func isChosen(_ day: Day) -> Bool {
        observers.access(self, Keys.selectedDays)
        return _selectedDays.contains(day)
    }

    /// The chosen days in order, first to last (multiple mode).
    ///
    /// - Complexity: O(*n* log *n*) in the number of chosen days.
    public var chosenDaysInOrder: [Day] {
        observers.access(self, Keys.chosenDaysInOrder)
        return _selectedDays.sorted()
    }

    /// Replaces the chosen days (multiple mode).
    ///
    /// - Parameters:
    ///   - days: The days; each must be allowed, and there may be no more
    ///     than the mode's maximum count.
    ///   - notify: Whether to call ``onDaysChange``.
    /// - Returns: Whether the days were taken; outside multiple mode, or with
    ///   a day that is not allowed or too many days, nothing changes.
    @discardableResult
    public func select(days: Set<Day>, notify: Bool = false) -> Bool {
        guard case .multiple(let maximumCount) = _configuration.selectionMode,
              days.allSatisfy({ isAllowed($0.dayNumber) }), maximumCount.map({ days.count <= $0 }) ?? true else {
            return false
        }
        let changed = days != _selectedDays
        changing { _selectedDays = days }
        if changed && notify { onDaysChange?(days) }
        return true
    }

    /// Adds a day to the chosen days or takes it out; a day beyond the
    /// maximum count is not added.
    func toggle(_ day: Day) -> Outcome {
        guard case .multiple(let maximumCount) = _configuration.selectionMode, isAllowed(day.dayNumber) else {
            return .blocked
        }
        let isChosen = !_selectedDays.contains(day)
        if isChosen, let maximumCount, _selectedDays.count >= maximumCount { return .blocked }
        if isChosen { _selectedDays.insert(day) } else { _selectedDays.remove(day) }
        onDaysChange?(_selectedDays)
        return .toggled(day, isChosen: isChosen)
    }
}
