import MiniPicker

// The month and year ribbons: what a view draws of them, and how the picker
// keeps them in step with the grid, in plain code run after each change.

extension DayPicker {
    /// The month ribbon as it shows now: its rows (``months``), position,
    /// phase and selection. A copy: changing it changes nothing in the picker.
    ///
    /// It changes on every frame of a motion; only the view that draws the
    /// ribbon should read it. Its lengths are those of the last
    /// ``RibbonGeometry`` a press gave, or 120 per row before any; a view
    /// draws it at its own size with `Ribbon.resize(itemWidth:)`.
    public var monthRibbon: RibbonScroller {
        observers.access(self, Keys.monthRibbon)
        return monthScroller
    }

    /// The year ribbon as it shows now (rows: ``years``); see ``monthRibbon``.
    /// Its lengths are 100 per row before any press gave a geometry.
    public var yearRibbon: RibbonScroller {
        observers.access(self, Keys.yearRibbon)
        return yearScroller
    }

    /// The months of the month ribbon, one per row: the displayed year's
    /// (those that hold allowed days), or with ``Configuration/continuousMonths``
    /// the years before and after it as well.
    public var months: [Month] {
        observers.access(self, Keys.months)
        return monthRows.months
    }

    /// The years of the year ribbon, one per row: those that hold allowed days.
    public var years: YearRange {
        observers.access(self, Keys.years)
        return bounds.ribbonYears
    }

    /// The names of months, years and day numbers in the picker's calendar and locale.
    public var labels: CalendarLabels {
        observers.access(self, Keys.labels)
        return _labels
    }

    /// The names a month ribbon's row may show, longest first: the month's
    /// name, then its abbreviation when that differs. A view too narrow for
    /// the first shows the next.
    ///
    /// - Parameter row: A row of ``months``.
    /// - Returns: The names; none for a row outside the months.
    public func monthNames(atRow row: Int) -> [String] {
        guard let month = monthRows.month(atRow: row) else { return [] }
        let name = _labels.name(of: month)
        let short = _labels.name(of: month, style: .short)
        return short == name ? [name] : [name, short]
    }

    /// The names a year ribbon's row may show, longest first; each keeps the
    /// year's number (``CalendarLabels/names(of:withEra:)``).
    ///
    /// - Parameter row: A row of ``years``.
    /// - Returns: The names; none for a row outside the years.
    public func yearNames(atRow row: Int) -> [String] {
        guard let year = bounds.ribbonYears.year(at: row) else { return [] }
        return _labels.names(of: year, withEra: bounds.ribbonYears.isEraAware)
    }

    /// The month the month ribbon has selected (where it rests, or where a
    /// motion started), or `nil` when it has no rows.
    public var ribbonMonth: Month? {
        observers.access(self, Keys.ribbonMonth)
        return monthScroller.selectedIndex.flatMap(monthRows.month(atRow:))
    }

    /// The year the year ribbon has selected, or `nil` when it has no rows.
    public var ribbonYear: Year? {
        observers.access(self, Keys.ribbonYear)
        return yearScroller.selectedIndex.flatMap { bounds.ribbonYears.year(at: $0) }
    }

    // MARK: - Internals

    /// The length of a month ribbon's row and viewport before a view gives its own.
    static let defaultMonthLength = 120.0
    /// The length of a year ribbon's row and viewport before a view gives its own.
    static let defaultYearLength = 100.0

    /// The ribbons of a configuration, showing a month, with the lengths of
    /// the ribbons they replace (a view's geometry outlives a new configuration).
    static func ribbons(configuration: Configuration, bounds: Bounds, showing month: Month,
                        replacing old: (month: RibbonScroller, year: RibbonScroller)? = nil)
        -> (MonthRows, RibbonScroller, RibbonScroller) {
        let years = bounds.ribbonYears
        let rows = MonthRows(around: month.yearValue, calendar: configuration.calendar, limit: years,
                             continuous: configuration.continuousMonths)
        let monthRow = rows.row(of: month) ?? rows.months.firstIndex { $0.yearValue == month.yearValue } ?? 0
        func scroller(count: Int, row: Int, length: Double, like old: RibbonScroller?) -> RibbonScroller {
            RibbonScroller(count: count, itemWidth: old?.ribbon.itemWidth ?? length,
                           viewportWidth: old?.viewportWidth ?? length, selectedIndex: row,
                           configuration: old?.configuration ?? configuration.scrolling)
        }
        return (rows,
                scroller(count: rows.months.count, row: monthRow, length: defaultMonthLength, like: old?.month),
                scroller(count: years.count, row: years.row(of: month.yearValue) ?? 0, length: defaultYearLength,
                         like: old?.year))
    }

    /// Brings both ribbons to a month: the month ribbon's rows are made
    /// around its year when they do not hold it, and each ribbon moves (or
    /// animates, from the last frame's time) to it.
    func syncRibbons(to month: Month, animated: Bool) {
        let time = frameTime ?? .nan
        if monthRows.row(of: month) == nil || (monthRows.year != month.yearValue && monthScroller.phase == .idle) {
            rebaseMonthRows(on: month)
        } else if let row = monthRows.row(of: month),
                  monthScroller.selectedIndex != row || monthScroller.phase != .idle {
            monthScroller.select(row, animated: animated, at: time)
        }
        if let row = bounds.ribbonYears.row(of: month.yearValue),
           yearScroller.selectedIndex != row || yearScroller.phase != .idle {
            yearScroller.select(row, animated: animated, at: time)
        }
    }

    /// Makes the month ribbon's rows around a month's year and rests the
    /// ribbon on it: in a continuous ribbon the months around it stay where
    /// they were on screen, so nothing visibly jumps.
    func rebaseMonthRows(on month: Month) {
        _ = monthRows.recenter(on: month.yearValue, calendar: _configuration.calendar)
        let row = monthRows.row(of: month) ?? 0
        monthScroller = RibbonScroller(count: monthRows.months.count, itemWidth: monthScroller.ribbon.itemWidth,
                                       viewportWidth: monthScroller.viewportWidth, selectedIndex: row,
                                       configuration: monthScroller.configuration)
    }

    /// Runs a change of the month ribbon (a pointer event, a wheel step, a
    /// frame), then keeps the grid and the year ribbon in step with it:
    /// while the user moves it, the grid shows the month at its centre; when
    /// it settles on another month, the selection follows.
    func moveMonthRibbon(_ change: (inout RibbonScroller) -> Void) {
        let before = monthScroller
        change(&monthScroller)
        if monthScroller.isUserDriven || before.isUserDriven,
           let row = monthScroller.ribbon.centeredIndex, row != before.ribbon.centeredIndex,
           let month = monthRows.month(atRow: row) {
            follow(month)
        }
        if let row = monthScroller.selectedIndex, row != before.selectedIndex,
           let month = monthRows.month(atRow: row), let days = _configuration.calendar.days(of: month) {
            _ = show(days, notify: true, showsUnselectable: true)
            if monthScroller.phase == .idle && monthRows.year != month.yearValue { rebaseMonthRows(on: month) }
        }
    }

    /// Runs a change of the year ribbon, then shows the year it settles on.
    func moveYearRibbon(_ change: (inout RibbonScroller) -> Void) {
        let before = yearScroller
        change(&yearScroller)
        if let row = yearScroller.selectedIndex, row != before.selectedIndex,
           let year = bounds.ribbonYears.year(at: row),
           let month = month(of: year, like: shown.grid.month), let days = _configuration.calendar.days(of: month) {
            _ = show(days, notify: true, showsUnselectable: true)
        }
    }

    /// While the user moves the month ribbon, the grid and the year ribbon
    /// show the month at its centre (December to January brings the next
    /// year along at once); the selection waits for the ribbon to settle.
    func follow(_ month: Month) {
        guard month != shown.grid.month, let days = _configuration.calendar.days(of: month) else { return }
        shown.grid = grid(of: days)
        if let row = bounds.ribbonYears.row(of: month.yearValue), yearScroller.selectedIndex != row {
            yearScroller.select(row, animated: true, at: frameTime ?? .nan)
        }
    }
}
