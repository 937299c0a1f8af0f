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

    /// The month and year ribbons of a configuration, showing a month.
    static func makeRibbons(configuration: Configuration, labels: CalendarLabels, bounds: Bounds,
                            showing month: Month) -> (MonthPicker, YearPicker) {
        let years = bounds.ribbonYears
        let monthPicker = MonthPicker(labels: labels, year: month.yearValue, selecting: month,
                                      layout: configuration.monthLayout, configuration: configuration.scrolling,
                                      limitedTo: years, continuousWithin: configuration.continuousMonths ? years : nil)
        let yearPicker = YearPicker(labels: labels, range: years, selecting: month.yearValue,
                                    layout: configuration.yearLayout, configuration: configuration.scrolling)
        return (monthPicker, yearPicker)
    }

    /// Connects the ribbons to the picker through their internal hooks, which
    /// no public callback replaces.
    func wireRibbons() {
        _monthPicker.ownerOnSelect = { [unowned self] month in
            guard let days = self.calendar.days(of: month) else { return }
            _ = self.show(days, notify: true, showsUnselectable: true)
        }
        _yearPicker.ownerOnSelect = { [unowned self] year in
            guard let month = self.month(of: year, like: self.displayedMonth),
                  let days = self.calendar.days(of: month) else { return }
            _ = self.show(days, notify: true, showsUnselectable: true)
        }
        _monthPicker.ownerOnCenter = { [unowned self] month in self.follow(month) }
    }

    /// While the user moves the month ribbon, the grid and the year ribbon
    /// show the month at its centre (December to January brings the next
    /// year along at once); the selection waits for the ribbon to settle.
    func follow(_ month: Month) {
        guard month != shown.grid.month, let days = calendar.days(of: month) else { return }
        shown.grid = grid(of: days)
        if _yearPicker.selectedYear != month.yearValue { _yearPicker.select(month.yearValue, animated: true) }
    }

    /// Asks ``Configuration/isDisabled`` again, for a rule whose answers
    /// changed while the configuration did not (a booking came in, say), as
    /// UICalendarView's `reloadDecorations` does for its decorations.
    ///
    /// The selection moves off a day that became disabled to the nearest
    /// allowed one, a chosen range that now holds a refused day is dropped,
    /// and chosen days that became disabled are let go; the callbacks and
    /// observers hear of what moved, and a host's next frame draws the grid
    /// anew. Setting the configuration does this too.
    ///
    /// - Complexity: O(days of a chosen range or set), and O(distance) to the nearest allowed day.
    public func reloadDisabledDays() {
        apply(_configuration, replacing: _configuration)
        stateDidChange()
    }

    /// Applies a new configuration: new ribbons and grid where what they show
    /// changed, then the selection moved into the new bounds.
    func apply(_ new: Configuration, replacing old: Configuration) {
        bounds = Bounds(configuration: new)
        _firstWeekday = new.resolvedFirstWeekday
        if new.selectionMode != old.selectionMode {
            anchorDayNumber = nil
            pressedDayNumber = nil
            if _selectedRange != nil { _selectedRange = nil; onRangeChange?(nil) }
            if !_selectedDays.isEmpty { _selectedDays = []; onDaysChange?([]) }
        }
        let previous = shown.selectedDay
        let wanted = bounds.clamped((shown.selectedDay ?? shown.grid.month.firstDay).dayNumber)
        let target = isAllowed(wanted) ? wanted : nearestAllowedDay(to: wanted)
        let days = calendar.monthDays(containingDayNumber: target ?? wanted)
        shown = Shown(selectedDay: target.map(Day.init(uncheckedDayNumber:)), grid: grid(of: days))
        if new.ribbonsDiffer(from: old) || bounds.ribbonYears != Bounds(configuration: old).ribbonYears {
            let labels = CalendarLabels(calendar: calendar, locale: new.locale, monthStyle: new.monthStyle)
            (_monthPicker, _yearPicker) = Self.makeRibbons(configuration: new, labels: labels, bounds: bounds,
                                                         showing: days.month)
            wireRibbons()
        } else {
            syncRibbons(to: days.month, animated: false)
        }
        if anchorDayNumber.map({ !isAllowed($0) }) ?? false { anchorDayNumber = nil }
        keepChosenValuesWithinBounds()
        if shown.selectedDay != previous { onSelectionChange?(shown.selectedDay) }
    }

    /// Cuts a chosen range to the bounds (dropping it when what is left
    /// breaks the rules), and drops chosen days that are no longer allowed.
    func keepChosenValuesWithinBounds() {
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
