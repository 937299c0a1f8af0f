import Foundation
import MiniPicker
import Observation

/// A date picker: a year mini picker and a month mini picker above a grid of
/// the month's days, so any day of the month is one tap away.
///
/// The picker owns all three parts and their gestures; a view only draws
/// what the picker's read-only state says and hands it the user's events,
/// naming the part they hit (``press(_:along:in:at:)``, ``drag(along:over:at:)``,
/// ``release(along:over:at:)``, ``scroll(_:by:)``, ``handle(_:)``). The parts
/// stay in step in the picker's own code: settling the month ribbon shows
/// that month in the grid; settling the year ribbon shows that year; moving
/// the selection through the grid past a month's edge moves the month ribbon
/// (and past the year's last month, the year ribbon). Only
/// ``advance(to:)``, called once per display frame, moves time: a ribbon
/// lands, and the selection follows it, in a frame and never in an event.
///
/// The picker is `Observable`, property by property: an observer of
/// ``selectedDay`` wakes when the selected day changes and for nothing else
/// (not for each frame of a fling, not for a new locale), and the same holds
/// for every public property. ``monthRibbon`` and ``yearRibbon`` change on
/// every frame of a motion: only the view that draws them should read them.
/// ``onSelectionChange``, ``onChoose``, ``onRangeChange`` and
/// ``onDaysChange`` are there for a host that prefers callbacks; the
/// picker's own wiring does not use them, so no callback a host sets can break it.
///
/// **The selection rule.** The selected day is always a day that is
/// allowed: within ``DayPicker/Configuration/minimum`` and
/// ``DayPicker/Configuration/maximum`` and the year range, and not disabled.
/// When no day is allowed at all (a minimum after the maximum, every day
/// disabled) ``selectedDay`` is `nil`. Every move goes to an allowed day or
/// does not happen:
/// - Arrow moves skip disabled days in the direction of travel and stop at the bounds.
/// - Changing the month or year keeps the day of the month, clamped to the
///   month's length (January 31 → February 29 in 2028; a day inside the
///   October 1582 gap → October 4); when that day is not allowed, the
///   nearest allowed day of the same month is taken (the later one on a
///   tie). A month with no allowed day is not shown by a key: the move
///   reports ``Outcome/blocked``. The ribbons offer only the months and
///   years that hold days within the bounds.
/// - Home and End go to the first and last allowed day of the selection's week row.
/// - Enter chooses only a day the grid shows.
/// - In week mode, a week is chosen from any of its allowed days, and its
///   chosen days run from its first allowed day to its last (``Week``).
///
/// Setting ``configuration`` applies at once: the grid and ribbons follow a
/// new calendar, locale or first weekday, and the selection (and a chosen
/// range or set of days) is moved into new bounds, which the host hears of.
@MainActor
public final class DayPicker {
    /// Everything about the picker: calendar, names, bounds, grid, ribbons and
    /// selection mode. Setting it applies the change at once (see the type's
    /// overview); its observers hear of every setting, equal or not (it holds
    /// a closure, so it cannot be compared).
    public var configuration: Configuration {
        get {
            observers.access(self, Keys.configuration)
            return _configuration
        }
        set {
            changing {
                let old = _configuration
                _configuration = newValue
                configurationVersion &+= 1
                apply(newValue, replacing: old)
            }
        }
    }

    /// The calendar.
    public var calendar: CalendarSystem {
        observers.access(self, Keys.calendar)
        return _configuration.calendar
    }
    /// The locale of the names and of the default first weekday.
    public var locale: Locale {
        observers.access(self, Keys.locale)
        return _configuration.locale
    }
    /// The time zone that decides which day is today.
    public var timeZone: TimeZone {
        observers.access(self, Keys.timeZone)
        return _configuration.timeZone
    }
    /// The weekday of the grid's first column (the configuration's, or the locale's).
    public var firstWeekday: Weekday {
        observers.access(self, Keys.firstWeekday)
        return _firstWeekday
    }

    /// The selected day: in single mode the day Enter chooses; in range mode
    /// the end being moved; in multiple mode the day Enter toggles; in week
    /// mode the day whose week Enter chooses. `nil` only when no day is allowed.
    public var selectedDay: Day? {
        observers.access(self, Keys.selectedDay)
        return shown.selectedDay
    }
    /// The month the grid shows.
    public var displayedMonth: Month {
        observers.access(self, Keys.displayedMonth)
        return shown.grid.month
    }
    /// The grid of the shown month.
    public var grid: MonthGrid {
        observers.access(self, Keys.grid)
        return shown.grid
    }
    /// Today, in ``timeZone``.
    public var today: Day {
        observers.access(self, Keys.today)
        return _today
    }
    /// The chosen range, in range mode.
    public var selectedRange: DayRange? {
        observers.access(self, Keys.selectedRange)
        return _selectedRange
    }
    /// The chosen days, in multiple mode.
    public var selectedDays: Set<Day> {
        observers.access(self, Keys.selectedDays)
        return _selectedDays
    }

    /// What the picker shows, held as one value so that a move (a new
    /// selection, often with a new grid) is one change.
    struct Shown: Hashable {
        var selectedDay: Day?
        var grid: MonthGrid
    }

    // The state, read without registering observers (the public properties
    // register them); `changing(_:)` tells observers what changed.
    var _configuration: Configuration
    /// A number that moves with each setting of the configuration, for its observers.
    var configurationVersion = 0
    var _firstWeekday: Weekday
    /// The selection and the grid.
    var shown: Shown
    var _today: Day
    var _selectedRange: DayRange?
    var _selectedDays: Set<Day> = []
    var _selectedWeek: Week?
    /// The fixed end of a pending range, while the other end is being picked.
    var anchorDayNumber: Int?
    /// The allowed span and the ribbons' years, worked out from the configuration.
    var bounds: Bounds
    /// The names of months, years and day numbers.
    var _labels: CalendarLabels
    /// The month ribbon's rows.
    var monthRows: MonthRows
    /// The month ribbon's motion.
    var monthScroller: RibbonScroller { didSet { if monthScroller != oldValue { monthRevision &+= 1 } } }
    /// The year ribbon's motion; its rows are `bounds.ribbonYears`.
    var yearScroller: RibbonScroller { didSet { if yearScroller != oldValue { yearRevision &+= 1 } } }
    /// Numbers that move with each change of a ribbon: what observers of the
    /// ribbons compare, without copying them.
    var monthRevision = 0, yearRevision = 0
    /// The time of the last frame (``advance(to:)``), when one was drawn.
    var frameTime: Double?
    /// The gesture under way, from a press to its release.
    var gesture: Gesture?
    /// The observers of each public property.
    let observers = PropertyObservers<DayPicker>()
    /// Whether a change is under way (`changing(_:)` tells observers once, at its end).
    var isChanging = false
    /// The owning date and time picker's hook, called after each change that
    /// moved the observed state. Internal: no module outside this one can set it.
    var ownerOnStateChange: (() -> Void)?

    /// Called when the user changes the selected day, and when a new
    /// configuration moves it (`nil` when no day is allowed any more).
    public var onSelectionChange: ((Day?) -> Void)?
    /// Called when the user chooses a day (Enter, or a tap on the grid), in
    /// single mode; in week mode, with the day whose week the user chose.
    public var onChoose: ((Day) -> Void)?
    /// Called when the chosen range changes, in range mode: the user chose one,
    /// or a new configuration cut it to its bounds (or dropped it: `nil`). In
    /// week mode, with the chosen week's ``Week/days`` when they change.
    public var onRangeChange: ((DayRange?) -> Void)?
    /// Called when the chosen days change, in multiple mode: the user toggled
    /// one, or a new configuration dropped those outside its bounds.
    public var onDaysChange: ((Set<Day>) -> Void)?

    /// Creates a day picker.
    ///
    /// - Parameters:
    ///   - configuration: The calendar, names, bounds, grid, ribbons and selection mode.
    ///   - day: The day to select; today when `nil`. Moved to the nearest
    ///     allowed day when it is not allowed.
    ///   - today: Today; computed from the clock and the configuration's time zone when `nil`.
    /// - Complexity: A few questions to the calendar for the shown month and
    ///   the ribbons' rows; no more than moving to another month.
    public init(configuration: Configuration = Configuration(), selecting day: Day? = nil, today: Day? = nil) {
        let calendar = configuration.calendar
        let today = today ?? calendar.day(of: Date(), in: configuration.timeZone) ?? CalendarSystem.today
        let bounds = Bounds(configuration: configuration)
        let firstWeekday = configuration.resolvedFirstWeekday
        let wanted = bounds.clamped((day ?? today).dayNumber)
        let days = calendar.monthDays(containingDayNumber: wanted)
        _configuration = configuration
        self.bounds = bounds
        _firstWeekday = firstWeekday
        _today = today
        _labels = CalendarLabels(calendar: calendar, locale: configuration.locale, monthStyle: configuration.monthStyle)
        shown = Shown(selectedDay: nil,
                      grid: MonthGrid(days: days, calendar: calendar, firstWeekday: firstWeekday, rows: configuration.rows))
        (monthRows, monthScroller, yearScroller) = Self.ribbons(configuration: configuration, bounds: bounds,
                                                                showing: days.month)
        if isAllowed(wanted) {
            self.shown.selectedDay = Day(uncheckedDayNumber: wanted)
        } else if let allowed = nearestAllowedDay(to: wanted) {
            self.shown.selectedDay = Day(uncheckedDayNumber: allowed)
            display(_configuration.calendar.monthDays(containingDayNumber: allowed).month, animated: false)
        }
    }

    // MARK: - Queries

    /// Whether the user may select a day: it lies within the bounds and the
    /// year range, the picker's time zone has it (Pacific/Apia skipped
    /// 2011-12-30), and it is not disabled.
    ///
    /// An observer that asks it hears of a new ``configuration`` (and of
    /// ``reloadDisabledDays()``), which may change the answer.
    ///
    /// - Parameter day: A day.
    public func isAllowed(_ day: Day) -> Bool {
        observers.access(self, Keys.configuration)
        return isAllowed(day.dayNumber)
    }

    /// Whether the day with a day number is allowed.
    func isAllowed(_ dayNumber: Int) -> Bool {
        guard bounds.contains(dayNumber),
              _configuration.calendar.timeZone(_configuration.timeZone, has: Day(uncheckedDayNumber: dayNumber)) else {
            return false
        }
        guard let isDisabled = _configuration.isDisabled else { return true }
        return !isDisabled(Day(uncheckedDayNumber: dayNumber))
    }

    /// The selected day's number, when a day is selected.
    var selectedDayNumber: Int? { shown.selectedDay?.dayNumber }

    // MARK: - Programmatic changes

    /// Selects a day and shows its month; in week mode, chooses its week too.
    ///
    /// - Parameters:
    ///   - day: The day; it must be allowed.
    ///   - notify: Whether to call ``onSelectionChange`` (and in week mode ``onRangeChange``).
    /// - Returns: ``Outcome/selected(_:)`` (in week mode ``Outcome/chosenWeek(_:)``),
    ///   or ``Outcome/blocked`` for a day that is not allowed.
    @discardableResult
    public func select(_ day: Day, notify: Bool = false) -> Outcome {
        guard isAllowed(day.dayNumber) else { return .blocked }
        return changing {
            let outcome = select(dayNumber: day.dayNumber, notify: notify)
            guard Self.weekRule(of: _configuration.selectionMode) != nil else { return outcome }
            return chooseWeek(notify: notify, choosing: false)
        }
    }

    /// Shows a month and moves the selection into it by the selection rule (as the month ribbon does).
    ///
    /// - Parameters:
    ///   - month: A month of the calendar.
    ///   - notify: Whether to call ``onSelectionChange``.
    /// - Returns: The selected day, or ``Outcome/blocked`` when the month has
    ///   no allowed day (it is then not shown) or is not one of the calendar's.
    @discardableResult
    public func showMonth(_ month: Month, notify: Bool = false) -> Outcome {
        guard let days = _configuration.calendar.days(of: month) else { return .blocked }
        return changing { show(days, notify: notify, showsUnselectable: false) }
    }

    /// Shows a year: the same month number where the year has it (else the
    /// next existing one, else its last), then the month rule. Only the
    /// months that hold days within the bounds count.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - notify: Whether to call ``onSelectionChange``.
    /// - Returns: What happened.
    @discardableResult
    public func showYear(_ year: Year, notify: Bool = false) -> Outcome {
        guard let month = month(of: year, like: shown.grid.month), let days = monthDays(month) else { return .blocked }
        return changing { show(days, notify: notify, showsUnselectable: false) }
    }

    /// Sets today, for a clock that passed midnight.
    ///
    /// - Parameter day: The new today.
    public func setToday(_ day: Day) {
        changing { _today = day }
    }

    // MARK: - Internals

    /// The month of a year that stands where `month` stands in its own year:
    /// the same number and leap flag, else the next number, else the last.
    func month(of year: Year, like month: Month) -> Month? {
        let months = bounds.ribbonYears.months(of: year, in: _configuration.calendar)
        guard let last = months.last else { return nil }
        return months.first { $0.number == month.number && $0.isLeapMonth == month.isLeapMonth }
            ?? months.first { $0.number >= month.number } ?? last
    }

    /// Shows a month's days and moves the selection into them; a month with
    /// no allowed day is shown only when `showsUnselectable` (the ribbons
    /// settled there), and never selected from.
    func show(_ days: MonthDays, notify: Bool, showsUnselectable: Bool) -> Outcome {
        guard days.lastDayNumber >= bounds.ribbonYears.dayNumbers.lowerBound,
              days.firstDayNumber <= bounds.ribbonYears.dayNumbers.upperBound else { return .blocked }
        let label = shown.selectedDay.map { _configuration.calendar.fields(atDayNumber: $0.dayNumber).day } ?? 1
        if let target = nearestAllowed(in: days, around: days.clampedLabel(label)) {
            if let anchor = anchorDayNumber, !isAllowedRange(anchor, target) { return .blocked }
            return select(dayNumber: target, notify: notify)
        }
        if showsUnselectable { display(days.month, animated: true) }
        return .blocked
    }

    /// The allowed day nearest to a day number within ten years either way (the later on a tie), if any.
    func nearestAllowedDay(to dayNumber: Int) -> Int? {
        guard !bounds.isEmpty else { return nil }
        let center = bounds.clamped(dayNumber)
        for distance in 0...3660 {
            if isAllowed(center + distance) { return center + distance }
            if isAllowed(center - distance) { return center - distance }
        }
        return nil
    }

    /// The allowed day of a month nearest to a label (the later on a tie), if any.
    func nearestAllowed(in days: MonthDays, around label: Int) -> Int? {
        guard let center = days.dayNumber(ofLabel: days.clampedLabel(label)) else { return nil }
        let first = max(days.firstDayNumber, bounds.lower), last = min(days.lastDayNumber, bounds.upper)
        guard first <= last else { return nil }
        let start = min(max(center, first), last)
        if isAllowed(start) { return start }
        var distance = 1
        while start - distance >= first || start + distance <= last {
            if start + distance <= last && isAllowed(start + distance) { return start + distance }
            if start - distance >= first && isAllowed(start - distance) { return start - distance }
            distance += 1
        }
        return nil
    }

    /// Moves the selection to a day number and shows its month: one change of ``shown``.
    func select(dayNumber: Int, notify: Bool) -> Outcome {
        let day = Day(uncheckedDayNumber: dayNumber)
        let changed = day != shown.selectedDay
        var next = shown
        next.selectedDay = day
        if !next.grid.month.contains(day) { next.grid = grid(of: _configuration.calendar.monthDays(containingDayNumber: dayNumber)) }
        shown = next
        syncRibbons(to: next.grid.month, animated: true)
        if changed && notify { onSelectionChange?(day) }
        return .selected(day)
    }

    /// Shows a month in the grid and on both ribbons.
    func display(_ month: Month, animated: Bool) {
        if month != shown.grid.month, let days = _configuration.calendar.days(of: month) { shown.grid = grid(of: days) }
        syncRibbons(to: month, animated: animated)
    }

    /// A month's days, if the calendar has the month.
    func monthDays(_ month: Month) -> MonthDays? {
        _configuration.calendar.days(of: month)
    }

    /// The grid of a month's days, as the configuration lays grids out.
    func grid(of days: MonthDays) -> MonthGrid {
        MonthGrid(days: days, calendar: _configuration.calendar, firstWeekday: _firstWeekday, rows: _configuration.rows)
    }
}
