// The checks an app or a command line runs before it hands a picker its
// input: one place that says why a configuration, a day or a range cannot be used.

extension DayPicker {
    /// Why a configuration, a day, a range or a set of days cannot be used.
    ///
    /// A picker never traps on these: it keeps to what can be used (no day
    /// selected when no day is allowed, a move blocked). An app that wants
    /// to tell its user asks ``Configuration/validate()``,
    /// ``Configuration/problem(with:)-(Day)`` and the like first.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The minimum comes after the maximum.
        case minimumAfterMaximum(minimum: Day, maximum: Day)
        /// The range options' maximum length is below 1: no range can be chosen.
        case maximumLengthBelowOne(Int)
        /// Multiple mode's maximum count is below 1: no day can be chosen.
        case maximumCountBelowOne(Int)
        /// A day lies before the calendar's first day (the first day of its year range).
        case beforeCalendar(Day, firstDay: Day)
        /// A day lies after the calendar's last day.
        case afterCalendar(Day, lastDay: Day)
        /// A day lies before the minimum.
        case beforeMinimum(Day, minimum: Day)
        /// A day lies after the maximum.
        case afterMaximum(Day, maximum: Day)
        /// A day is disabled.
        case disabled(Day)
        /// The time zone skipped the day: it has no instant in it (Pacific/Apia, 2011-12-30).
        case skippedByTimeZone(Day)
        /// A range holds more days than the range options allow.
        case rangeTooLong(DayRange, maximumLength: Int)
        /// A range holds a disabled day, which the range options refuse.
        case disabledDayInside(DayRange, day: Day)
        /// More days than multiple mode's maximum count.
        case tooManyDays(count: Int, maximumCount: Int)

        /// One line, with days in ISO 8601 (`2026-06-02 is after the maximum, 2026-06-01`).
        public var description: String {
            switch self {
            case .minimumAfterMaximum(let minimum, let maximum):
                return "the minimum, \(minimum), is after the maximum, \(maximum)"
            case .maximumLengthBelowOne(let length): return "the maximum length of a range, \(length), is below 1"
            case .maximumCountBelowOne(let count): return "the maximum count of days, \(count), is below 1"
            case .beforeCalendar(let day, let first): return "\(day) is before the calendar's first day, \(first)"
            case .afterCalendar(let day, let last): return "\(day) is after the calendar's last day, \(last)"
            case .beforeMinimum(let day, let minimum): return "\(day) is before the minimum, \(minimum)"
            case .afterMaximum(let day, let maximum): return "\(day) is after the maximum, \(maximum)"
            case .disabled(let day): return "\(day) is disabled"
            case .skippedByTimeZone(let day): return "\(day) does not exist in that time zone"
            case .rangeTooLong(let range, let maximum): return "\(range) holds \(range.count) days, more than \(maximum)"
            case .disabledDayInside(let range, let day): return "\(range) holds the disabled day \(day)"
            case .tooManyDays(let count, let maximum): return "\(count) days are more than \(maximum)"
            }
        }
    }
}

extension DayPicker.Configuration {
    /// The calendar's days a picker of this configuration offers: its year
    /// range's (the calendar's standard range by default).
    public var calendarDays: ClosedRange<Day> {
        (yearRange ?? YearRange.standard(for: calendar)).days
    }

    /// Checks the configuration's own parts: the first weekday, the selection
    /// mode's limits, the bounds against each other and against the calendar's days.
    ///
    /// - Throws: The first ``DayPicker/Problem`` found.
    public func validate() throws(DayPicker.Problem) {
        switch selectionMode {
        case .range(let options): if let length = options.maximumLength, length < 1 { throw .maximumLengthBelowOne(length) }
        case .multiple(let count?): if count < 1 { throw .maximumCountBelowOne(count) }
        case .single, .multiple(nil), .week: break
        }
        if let minimum, let maximum, minimum > maximum { throw .minimumAfterMaximum(minimum: minimum, maximum: maximum) }
        let days = calendarDays
        for bound in [minimum, maximum].compactMap({ $0 }) {
            if bound < days.lowerBound { throw .beforeCalendar(bound, firstDay: days.lowerBound) }
            if bound > days.upperBound { throw .afterCalendar(bound, lastDay: days.upperBound) }
        }
    }

    /// Why a day cannot be selected, if it cannot: outside the calendar's
    /// days or the bounds, skipped by the time zone, or disabled. In week
    /// mode, a day that may be selected chooses its week, however much of
    /// the week the bounds leave (``DayPicker/Week``).
    ///
    /// - Parameter day: A day.
    /// - Returns: The problem, or `nil` when the day may be selected.
    @MainActor
    public func problem(with day: Day) -> DayPicker.Problem? {
        let days = calendarDays
        if day < days.lowerBound { return .beforeCalendar(day, firstDay: days.lowerBound) }
        if day > days.upperBound { return .afterCalendar(day, lastDay: days.upperBound) }
        if let minimum, day < minimum { return .beforeMinimum(day, minimum: minimum) }
        if let maximum, day > maximum { return .afterMaximum(day, maximum: maximum) }
        if !calendar.timeZone(timeZone, has: day) { return .skippedByTimeZone(day) }
        if isDisabled?(day) == true { return .disabled(day) }
        return nil
    }

    /// Why a range cannot be chosen, if it cannot: an end that cannot be
    /// selected, more days than the range options allow, or a disabled day
    /// inside that they refuse.
    ///
    /// - Parameter range: A range.
    /// - Returns: The problem, or `nil` when the range may be chosen.
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    @MainActor
    public func problem(with range: DayRange) -> DayPicker.Problem? {
        if let problem = problem(with: range.start) ?? problem(with: range.end) { return problem }
        let options: DayPicker.RangeOptions
        if case .range(let rules) = selectionMode { options = rules } else { options = DayPicker.RangeOptions() }
        if let maximum = options.maximumLength, range.count > maximum { return .rangeTooLong(range, maximumLength: maximum) }
        if !options.allowsDisabledDaysInside, let isDisabled, range.count > 2,
           let inside = (range.start + 1..<range.end).first(where: isDisabled) {
            return .disabledDayInside(range, day: inside)
        }
        return nil
    }

    /// Why a set of days cannot be chosen, if it cannot: a day that cannot
    /// be selected, or more days than multiple mode's maximum count.
    ///
    /// - Parameter days: The days.
    /// - Returns: The problem, or `nil` when the days may be chosen.
    /// - Complexity: O(*n* log *n*) in the number of days.
    @MainActor
    public func problem(with days: Set<Day>) -> DayPicker.Problem? {
        if case .multiple(let maximum?) = selectionMode, days.count > maximum {
            return .tooManyDays(count: days.count, maximumCount: maximum)
        }
        return days.sorted().lazy.compactMap { problem(with: $0) }.first
    }
}
