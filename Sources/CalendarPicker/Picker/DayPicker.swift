import Foundation
import MiniPicker

/// A date picker: a year mini picker and a month mini picker above a grid of
/// the month's days, so any day of the month is one tap away.
///
/// The three parts stay in sync both ways. Settling the month ribbon shows
/// that month in the grid; settling the year ribbon shows that year; moving
/// the selection through the grid past a month's edge moves the month ribbon
/// (and past the year's last month, the year ribbon).
///
/// **The selection rule.** The selection is always a day that exists, lies
/// within ``minimum``…``maximum`` and is not disabled (when no day within
/// ten years of the start is allowed, it stays on the start and Enter
/// reports ``Outcome/blocked``). Every move goes to an
/// allowed day or does not happen:
/// - Arrow moves skip disabled days in the direction of travel and stop at
///   the bounds.
/// - Changing the month or year keeps the day of the month, clamped to the
///   month's length (January 31 → February 29 in 2028; a day inside the
///   October 1582 gap → October 4); when that day is not
///   allowed, the nearest allowed day of the same month is taken (the later
///   one on a tie). When the month has no allowed day at all, the month is
///   shown but the selection stays where it was, and the move reports
///   ``Outcome/blocked``.
/// - Home and End go to the first and last allowed day of the selection's week row.
///
/// ``onSelectionChange`` hears about the user's changes; programmatic
/// ``select(_:notify:)`` calls it only when asked to.
@MainActor
public final class DayPicker {
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
        /// The start of the week (Home).
        case startOfWeek
        /// The end of the week (End).
        case endOfWeek
        /// Today (`t`).
        case today
        /// Choose the selected day (Enter); in range mode, fix an end of the range.
        case choose
        /// One day back, extending the range from its anchor (Shift-Left).
        case extendLeft
        /// One day forward, extending the range from its anchor (Shift-Right).
        case extendRight
        /// One week back, extending the range from its anchor (Shift-Up).
        case extendUp
        /// One week forward, extending the range from its anchor (Shift-Down).
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
        /// No allowed day lay that way: the selection did not move (the shown month may have).
        case blocked
        /// Range mode: one end of a range was fixed at a day; moves now show the range pending from it.
        case anchored(Day)
        /// Range mode: the other end was fixed, and the range chosen.
        case chosenRange(DayRange)
        /// Range mode: the pending range was dropped; the chosen one stays.
        case cancelled
    }

    /// The configuration the picker was made with.
    public let configuration: Configuration
    /// The calendar.
    public var calendar: CalendarSystem { configuration.calendar }
    /// The locale of the names and of the default first weekday.
    public var locale: Locale { configuration.locale }
    /// The time zone that decides which day is today.
    public var timeZone: TimeZone { configuration.timeZone }
    /// The weekday of the grid's first column, 1 = Sunday … 7 (the configuration's, or the locale's).
    public let firstWeekday: Int
    /// The earliest allowed day, if any.
    public var minimum: Day? { configuration.minimum }
    /// The latest allowed day, if any.
    public var maximum: Day? { configuration.maximum }

    /// The month ribbon.
    public let monthPicker: MonthPicker
    /// The year ribbon.
    public let yearPicker: YearPicker

    /// The selected day.
    public private(set) var selectedDay: Day
    /// The selected day's day number.
    public private(set) var selectedDayNumber: Int
    /// The month the grid shows.
    public private(set) var displayedMonth: Month
    /// The grid of the shown month.
    public private(set) var grid: MonthGrid
    /// Today, in ``timeZone``.
    public private(set) var today: Day
    /// Today's day number.
    public private(set) var todayDayNumber: Int

    /// Called when the user changes the selected day.
    public var onSelectionChange: ((Day) -> Void)?
    /// Called when the user chooses a day (Enter, or a tap on the grid); in single mode.
    public var onChoose: ((Day) -> Void)?
    /// Called when the user chooses a range; in range mode.
    public var onRangeChange: ((DayRange) -> Void)?

    /// The chosen range, in range mode.
    public internal(set) var selectedRange: DayRange?
    /// The day numbers of the chosen range's ends.
    var selectedRangeDayNumbers: ClosedRange<Int>?
    /// The fixed end of a pending range, while the other end is being picked.
    var anchorDayNumber: Int?
    /// The day a mouse press fixed as a range's anchor, while the button is down.
    var pressedDayNumber: Int?
    /// The grid cell a mouse press was on, while the button is down (the grid
    /// may show another month by the release, when the press chose a day of another month).
    var pressedCell: (row: Int, column: Int)?

    /// The earliest selectable day: the minimum, or the first day of the year range.
    let minimumDayNumber: Int
    /// The latest selectable day: the maximum, or the last day of the year range.
    let maximumDayNumber: Int

    /// Creates a day picker.
    ///
    /// - Parameters:
    ///   - configuration: The calendar, names, bounds, grid and ribbons.
    ///   - day: The day to select; today when `nil`. Made allowed by the selection rule.
    ///   - today: Today; computed from the clock and the configuration's time zone when `nil`.
    /// - Precondition: `day`, `today`, the minimum and the maximum exist in
    ///   the calendar, and the minimum is not after the maximum. (A minimum
    ///   and maximum that leave no day within the year range are no error:
    ///   no day is allowed, and the picker shows the range's nearest year.)
    public init(configuration: Configuration = Configuration(), selecting day: Day? = nil, today: Day? = nil) {
        let calendar = configuration.calendar
        let firstWeekday = configuration.firstWeekday ?? calendar.defaultFirstWeekday(in: configuration.locale)
        precondition((1...7).contains(firstWeekday), "firstWeekday must be in 1...7")
        let today = today ?? calendar.day(of: Date(), in: configuration.timeZone)
        guard let todayNumber = calendar.dayNumber(of: today) else { preconditionFailure("today must exist in the calendar") }
        let minimumNumber = configuration.minimum.map { day -> Int in
            guard let number = calendar.dayNumber(of: day) else { preconditionFailure("minimum must exist in the calendar") }
            return number
        } ?? Int.min
        let maximumNumber = configuration.maximum.map { day -> Int in
            guard let number = calendar.dayNumber(of: day) else { preconditionFailure("maximum must exist in the calendar") }
            return number
        } ?? Int.max
        precondition(minimumNumber <= maximumNumber, "minimum must not be after maximum")
        let wanted = day ?? today
        guard let wantedNumber = calendar.dayNumber(of: wanted) else { preconditionFailure("the selected day must exist in the calendar") }

        self.configuration = configuration
        self.firstWeekday = firstWeekday
        self.today = today
        self.todayDayNumber = todayNumber
        let rows = configuration.rows
        // The year ribbon has only the range's years: no day outside them is ever selected.
        let yearRange = configuration.yearRange ?? YearRange.standard(for: calendar)
        // A minimum and maximum outside the year range leave no day allowed (an empty span).
        self.minimumDayNumber = max(minimumNumber, yearRange.days.lowerBound)
        self.maximumDayNumber = min(maximumNumber, yearRange.days.upperBound)
        let reachable = minimumDayNumber <= maximumDayNumber ? minimumDayNumber...maximumDayNumber : yearRange.days

        let labels = CalendarLabels(calendar: calendar, locale: configuration.locale, monthStyle: configuration.monthStyle)
        selectedDayNumber = min(max(wantedNumber, reachable.lowerBound), reachable.upperBound)
        selectedDay = calendar.day(atDayNumber: selectedDayNumber)
        displayedMonth = selectedDay.month
        grid = MonthGrid(month: selectedDay.month, calendar: calendar, firstWeekday: firstWeekday, rows: rows)!
        monthPicker = MonthPicker(labels: labels, year: selectedDay.month.yearValue, selecting: selectedDay.month,
                                  layout: configuration.monthLayout, configuration: configuration.scrolling,
                                  limitedTo: yearRange, continuousWithin: configuration.continuousMonths ? yearRange : nil)
        yearPicker = YearPicker(labels: labels, range: yearRange, selecting: selectedDay.month.yearValue,
                                layout: configuration.yearLayout, configuration: configuration.scrolling)
        if !isAllowed(selectedDayNumber), let allowed = nearestAllowedDay(to: selectedDayNumber) {
            selectedDayNumber = allowed
            selectedDay = calendar.day(atDayNumber: allowed)
            displayedMonth = selectedDay.month
            grid = MonthGrid(month: selectedDay.month, calendar: calendar, firstWeekday: firstWeekday, rows: rows)!
            monthPicker.show(year: selectedDay.month.yearValue, selecting: selectedDay.month, animated: false)
            yearPicker.select(selectedDay.month.yearValue, animated: false)
        }
        monthPicker.onSelect = { [unowned self] month in _ = self.showMonth(month, notify: true) }
        yearPicker.onSelect = { [unowned self] year in _ = self.showYear(year, notify: true) }
    }

    // MARK: - Queries

    /// Whether the user may select a day: it exists, lies within the bounds and is not disabled.
    ///
    /// - Parameter day: A day of the calendar.
    public func isAllowed(_ day: Day) -> Bool {
        guard let number = calendar.dayNumber(of: day) else { return false }
        return isAllowed(number)
    }

    /// Whether the user may select the day with a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01; outside
    ///   ``CalendarSystem/supportedDayNumbers`` nothing is allowed.
    public func isAllowed(_ dayNumber: Int) -> Bool {
        guard dayNumber >= minimumDayNumber && dayNumber <= maximumDayNumber,
              CalendarSystem.supportedDayNumbers.contains(dayNumber) else { return false }
        guard let isDisabled = configuration.isDisabled else { return true }
        return !isDisabled(calendar.day(atDayNumber: dayNumber))
    }

    // MARK: - User input

    /// Applies a key of the keyboard model.
    ///
    /// - Parameter key: The key.
    /// - Returns: What happened.
    @discardableResult
    public func handle(_ key: Key) -> Outcome {
        switch key {
        case .left: return step(by: -1)
        case .right: return step(by: 1)
        case .up: return step(by: -7)
        case .down: return step(by: 7)
        case .previousMonth: return calendar.month(before: displayedMonth).map { showMonth($0, notify: true) } ?? .blocked
        case .nextMonth: return calendar.month(after: displayedMonth).map { showMonth($0, notify: true) } ?? .blocked
        case .previousYear: return stepYear(by: -1)
        case .nextYear: return stepYear(by: 1)
        case .startOfWeek: return edgeOfWeek(start: true)
        case .endOfWeek: return edgeOfWeek(start: false)
        case .today: return moveCursor(to: todayDayNumber)
        case .choose:
            display(selectedDay.month)
            // Only when no day at all is allowed can the selection be one that is not.
            guard isAllowed(selectedDayNumber) else { return .blocked }
            guard isRangeMode else {
                onChoose?(selectedDay)
                return .chosen(selectedDay)
            }
            return fixRangeEnd()
        case .extendLeft: return extend(by: -1)
        case .extendRight: return extend(by: 1)
        case .extendUp: return extend(by: -7)
        case .extendDown: return extend(by: 7)
        case .cancel: return cancelPendingRange()
        }
    }

    /// Taps a grid cell: selects and chooses its day when allowed (a day of
    /// the next or previous month shows that month). In range mode the tap
    /// fixes an end of the range, as Enter does.
    ///
    /// - Parameters:
    ///   - row: The row, in `0..<grid.rowCount`.
    ///   - column: The column, in `0..<7`.
    /// - Returns: ``Outcome/chosen(_:)``, ``Outcome/anchored(_:)``,
    ///   ``Outcome/chosenRange(_:)`` or ``Outcome/blocked``.
    @discardableResult
    public func tap(row: Int, column: Int) -> Outcome {
        guard let dayNumber = dayNumber(atRow: row, column: column), isAllowed(dayNumber) else { return .blocked }
        guard isRangeMode else {
            _ = select(dayNumber: dayNumber, notify: true)
            onChoose?(selectedDay)
            return .chosen(selectedDay)
        }
        guard case .selected = moveCursor(to: dayNumber) else { return .blocked }
        return fixRangeEnd()
    }

    /// The day number of a grid cell, or `nil` outside the grid.
    func dayNumber(atRow row: Int, column: Int) -> Int? {
        guard row >= 0, row < grid.rowCount, column >= 0, column < 7 else { return nil }
        return grid.cell(row: row, column: column).dayNumber
    }

    // MARK: - Programmatic changes

    /// Selects a day and shows its month.
    ///
    /// - Parameters:
    ///   - day: The day; it must be allowed.
    ///   - notify: Whether to call ``onSelectionChange``.
    /// - Returns: ``Outcome/selected(_:)``, or ``Outcome/blocked`` for a day that is not allowed.
    @discardableResult
    public func select(_ day: Day, notify: Bool = false) -> Outcome {
        guard let number = calendar.dayNumber(of: day), isAllowed(number) else { return .blocked }
        return select(dayNumber: number, notify: notify)
    }

    /// Shows a month and moves the selection into it by the selection rule (as the month ribbon does).
    ///
    /// - Parameters:
    ///   - month: The month.
    ///   - notify: Whether to call ``onSelectionChange``.
    /// - Returns: The selected day, or ``Outcome/blocked`` when the month has no allowed day.
    @discardableResult
    public func showMonth(_ month: Month, notify: Bool = false) -> Outcome {
        // Months with no day of the year range are never shown: the ribbons have no row for them.
        guard let days = calendar.days(of: month), days.lastDayNumber >= yearPicker.range.days.lowerBound,
              days.firstDayNumber <= yearPicker.range.days.upperBound else { return .blocked }
        if let target = nearestAllowed(in: days, around: days.clampedLabel(selectedDay.day)) {
            if let anchor = anchorDayNumber, !isAllowedRange(anchor, target) { return .blocked }
            return select(dayNumber: target, notify: notify)
        }
        display(month)
        return .blocked
    }

    /// Shows a year: the same month number where the year has it (else the
    /// next existing one, else its last), then the month rule. At the year
    /// range's ends only the months that hold days of the range count.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - notify: Whether to call ``onSelectionChange``.
    /// - Returns: What happened.
    @discardableResult
    public func showYear(_ year: Year, notify: Bool = false) -> Outcome {
        let months = yearPicker.range.months(of: year, in: calendar)
        guard let last = months.last else { return .blocked }
        let number = displayedMonth.month
        let month = months.first(where: { $0.month == number && $0.isLeapMonth == displayedMonth.isLeapMonth })
            ?? months.first(where: { $0.month >= number }) ?? last
        return showMonth(month, notify: notify)
    }

    /// Sets today, for a clock that passed midnight.
    ///
    /// - Parameter day: The new today; it must exist in the calendar.
    public func setToday(_ day: Day) {
        guard let number = calendar.dayNumber(of: day) else { return }
        today = day
        todayDayNumber = number
    }

    // MARK: - Internals

    func step(by days: Int) -> Outcome {
        if anchorDayNumber != nil { return stepPendingRange(by: days) }
        var candidate = selectedDayNumber
        // Skip disabled days, at most ten years' worth, never past the bounds.
        for _ in 0..<3660 {
            candidate += days
            guard candidate >= minimumDayNumber && candidate <= maximumDayNumber else { return .blocked }
            if isAllowed(candidate) { return select(dayNumber: candidate, notify: true) }
        }
        return .blocked
    }

    private func stepYear(by years: Int) -> Outcome {
        let range = yearPicker.range
        guard let row = range.row(of: displayedMonth.yearValue) else { return .blocked }
        let target = row + years
        guard target >= 0 && target < range.count else { return .blocked }
        return showYear(range.year(at: target), notify: true)
    }

    private func edgeOfWeek(start: Bool) -> Outcome {
        if anchorDayNumber != nil {
            let column = DayArithmetic.floorModulo(calendar.weekday(ofDayNumber: selectedDayNumber) - firstWeekday, 7)
            return moveCursor(to: start ? selectedDayNumber - column : selectedDayNumber + 6 - column)
        }
        let column = DayArithmetic.floorModulo(calendar.weekday(ofDayNumber: selectedDayNumber) - firstWeekday, 7)
        let edge = start ? selectedDayNumber - column : selectedDayNumber + 6 - column
        let direction = start ? 1 : -1
        var candidate = edge
        while candidate != selectedDayNumber {
            if isAllowed(candidate) { return select(dayNumber: candidate, notify: true) }
            candidate += direction
        }
        return select(dayNumber: selectedDayNumber, notify: false)
    }

    /// The allowed day nearest to a day number within ten years either way (the later on a tie), if any.
    private func nearestAllowedDay(to dayNumber: Int) -> Int? {
        for distance in 0...3660 {
            if isAllowed(dayNumber + distance) { return dayNumber + distance }
            if isAllowed(dayNumber - distance) { return dayNumber - distance }
        }
        return nil
    }

    /// The allowed day of a month nearest to a label (the later on a tie), if any.
    private func nearestAllowed(in days: MonthDays, around label: Int) -> Int? {
        guard let center = days.dayNumber(ofLabel: days.clampedLabel(label)) else { return nil }
        let first = days.firstDayNumber, last = days.lastDayNumber
        if isAllowed(center) { return center }
        var distance = 1
        while center - distance >= first || center + distance <= last {
            if center + distance <= last && isAllowed(center + distance) { return center + distance }
            if center - distance >= first && isAllowed(center - distance) { return center - distance }
            distance += 1
        }
        return nil
    }

    func select(dayNumber: Int, notify: Bool) -> Outcome {
        let changed = dayNumber != selectedDayNumber
        selectedDayNumber = dayNumber
        selectedDay = calendar.day(atDayNumber: dayNumber)
        display(selectedDay.month)
        if changed && notify { onSelectionChange?(selectedDay) }
        return .selected(selectedDay)
    }

    /// Shows a month in the grid and on both ribbons (without ribbon callbacks).
    func display(_ month: Month) {
        if month != displayedMonth, let newGrid = MonthGrid(month: month, calendar: calendar,
                                                             firstWeekday: firstWeekday, rows: configuration.rows) {
            displayedMonth = month
            grid = newGrid
        }
        monthPicker.show(year: month.yearValue, selecting: month, animated: true)
        if yearPicker.selectedYear != month.yearValue { yearPicker.select(month.yearValue, animated: true) }
    }
}
