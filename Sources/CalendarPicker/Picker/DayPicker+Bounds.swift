import MiniPicker

extension DayPicker {
    /// The days a picker may select and the years its ribbons offer, worked
    /// out once per configuration.
    struct Bounds {
        /// The first allowed day number (before disabled days are taken out).
        let lower: Int
        /// The last allowed day number; below ``lower`` when no day is allowed.
        let upper: Int
        /// The years the ribbons offer: those that hold allowed days, or the
        /// whole year range when none does.
        let ribbonYears: YearRange

        /// Works out the bounds of a configuration: the minimum and maximum
        /// within the year range. A minimum after the maximum, or bounds
        /// outside the year range, leave no day allowed.
        init(configuration: DayPicker.Configuration) {
            let years = configuration.yearRange ?? YearRange.standard(for: configuration.calendar)
            lower = max(configuration.minimum?.dayNumber ?? Int.min, years.dayNumbers.lowerBound)
            upper = min(configuration.maximum?.dayNumber ?? Int.max, years.dayNumbers.upperBound)
            ribbonYears = lower <= upper
                ? years.limited(to: lower...upper, in: configuration.calendar) : years
        }

        /// Whether no day lies within the bounds.
        var isEmpty: Bool { lower > upper }

        /// Whether a day number lies within the bounds.
        func contains(_ dayNumber: Int) -> Bool { dayNumber >= lower && dayNumber <= upper }

        /// A day number moved into the bounds (or into the year range when they are empty).
        func clamped(_ dayNumber: Int) -> Int {
            let span = isEmpty ? ribbonYears.dayNumbers : lower...upper
            return min(max(dayNumber, span.lowerBound), span.upperBound)
        }
    }

    /// Asks ``Configuration/isDisabled`` again, for a rule whose answers
    /// changed while the configuration did not (a booking came in, say), as
    /// UICalendarView's `reloadDecorations` does for its decorations.
    ///
    /// The selection moves off a day that became disabled to the nearest
    /// allowed one, a chosen range that now holds a refused day is dropped,
    /// chosen days that became disabled are let go, and a chosen week is cut
    /// to its allowed days (dropped when none is left); the callbacks and
    /// observers hear of what moved, and a host's next frame draws the grid
    /// anew. Setting the configuration does this too.
    ///
    /// - Complexity: O(days of a chosen range or set), and O(distance) to the nearest allowed day.
    public func reloadDisabledDays() {
        changing {
            configurationVersion &+= 1
            apply(_configuration, replacing: _configuration)
        }
    }

    /// Applies a new configuration: new ribbons and grid where what they show
    /// changed, then the selection moved into the new bounds.
    func apply(_ new: Configuration, replacing old: Configuration) {
        bounds = Bounds(configuration: new)
        _firstWeekday = new.resolvedFirstWeekday
        if new.selectionMode != old.selectionMode {
            anchorDayNumber = nil
            gesture = nil
            if _selectedRange != nil { _selectedRange = nil; onRangeChange?(nil) }
            if !_selectedDays.isEmpty { _selectedDays = []; onDaysChange?([]) }
            if _selectedWeek != nil { _selectedWeek = nil; onRangeChange?(nil) }
        }
        let previous = shown.selectedDay
        let wanted = bounds.clamped((shown.selectedDay ?? shown.grid.month.firstDay).dayNumber)
        let target = isAllowed(wanted) ? wanted : nearestAllowedDay(to: wanted)
        let days = new.calendar.monthDays(containingDayNumber: target ?? wanted)
        let next = Shown(selectedDay: target.map(Day.init(uncheckedDayNumber:)), grid: grid(of: days))
        if next != shown { shown = next }
        if new.ribbonsDiffer(from: old) || bounds.ribbonYears != Bounds(configuration: old).ribbonYears {
            if new.calendar != old.calendar || new.locale != old.locale || new.monthStyle != old.monthStyle {
                _labels = CalendarLabels(calendar: new.calendar, locale: new.locale, monthStyle: new.monthStyle)
            }
            gesture = gesture.flatMap { if case .days = $0 { $0 } else { nil } }
            (monthRows, monthScroller, yearScroller) = Self.ribbons(configuration: new, bounds: bounds, showing: days.month,
                                                                    replacing: (monthScroller, yearScroller))
        } else {
            syncRibbons(to: days.month, animated: false)
        }
        if anchorDayNumber.map({ !isAllowed($0) }) ?? false { anchorDayNumber = nil }
        keepChosenValuesWithinBounds()
        if shown.selectedDay != previous { onSelectionChange?(shown.selectedDay) }
    }

    /// Cuts a chosen range to the bounds (dropping it when what is left
    /// breaks the rules), drops chosen days that are no longer allowed, and
    /// counts a chosen week again within the bounds.
    func keepChosenValuesWithinBounds() {
        keepWeekWithinBounds()
        if let range = _selectedRange {
            let low = max(range.start.dayNumber, bounds.lower), high = min(range.end.dayNumber, bounds.upper)
            let kept: DayRange? = low <= high && isAllowedRange(low, high)
                ? DayRange(Day(uncheckedDayNumber: low)...Day(uncheckedDayNumber: high)) : nil
            if kept != range {
                _selectedRange = kept
                onRangeChange?(kept)
            }
        }
        let days = _selectedDays.filter { isAllowed($0.dayNumber) }
        if days != _selectedDays {
            _selectedDays = days
            onDaysChange?(days)
        }
    }
}

extension YearRange {
    /// The part of the range whose years hold some of the given days: the
    /// years from the first day's to the last day's, and the days themselves.
    ///
    /// - Parameters:
    ///   - dayNumbers: Day numbers within the range's ``dayNumbers``.
    ///   - calendar: The calendar the range was built from.
    /// - Complexity: O(spans), and two questions to the calendar.
    func limited(to dayNumbers: ClosedRange<Int>, in calendar: CalendarSystem) -> YearRange {
        if dayNumbers == self.dayNumbers { return self }
        let first = calendar.fields(atDayNumber: dayNumbers.lowerBound).month.yearValue
        let last = calendar.fields(atDayNumber: dayNumbers.upperBound).month.yearValue
        guard let firstRow = row(of: first), let lastRow = row(of: last), firstRow <= lastRow else { return self }
        return YearRange(spans: spans(fromRow: firstRow, toRow: lastRow), dayNumbers: dayNumbers, isEraAware: isEraAware)
    }
}
