import Foundation
import MiniPicker

extension DayPicker {
    /// Everything about a day picker: its calendar, names, bounds, grid,
    /// ribbons and selection mode.
    ///
    /// Start from the defaults and change what you need; a picker's
    /// ``DayPicker/configuration`` may be changed at any time:
    ///
    /// ```swift
    /// let hebrew = CalendarSystem(.hebrew)
    /// var configuration = DayPicker.Configuration(calendar: hebrew, locale: Locale(identifier: "he_IL"))
    /// configuration.minimum = hebrew.day(from: DayComponents(year: 5784, month: 1, day: 1))
    /// ```
    public struct Configuration: Sendable {
        /// The calendar.
        public var calendar: CalendarSystem
        /// The locale of the names and of the default first weekday.
        public var locale: Locale
        /// The time zone that decides which day is today.
        public var timeZone: TimeZone
        /// The weekday of the grid's first column; when `nil`, Monday for the
        /// ISO 8601 calendar and the locale's first weekday otherwise.
        public var firstWeekday: Weekday?
        /// The earliest allowed day, if any.
        public var minimum: Day?
        /// The latest allowed day, if any. A maximum before ``minimum``
        /// leaves no day allowed (``validate()`` reports it).
        public var maximum: Day?
        /// Days the user may not select, if any. It runs on the main actor,
        /// so it may read an app's main-actor state (its bookings, say).
        public var isDisabled: (@MainActor (Day) -> Bool)?
        /// Short or long month names on the month ribbon.
        public var monthStyle: CalendarLabels.MonthStyle
        /// Fitted (4–6) or always six grid rows.
        public var rows: MonthGrid.RowCount
        /// The years offered; the calendar's standard range when `nil`.
        public var yearRange: YearRange?
        /// Both ribbons' physics. Their lengths are the view's: a view passes
        /// them with each press (MiniPicker's `RibbonGeometry`).
        public var scrolling: RibbonScroller.Configuration
        /// Whether the picker selects a day, a range of days, several days, or a week.
        public var selectionMode: SelectionMode
        /// Whether the month ribbon runs on across years (from December to the
        /// next January), rather than holding the months of one year.
        public var continuousMonths: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - calendar: The calendar; Gregorian by default.
        ///   - locale: The locale of the names and of the default first weekday.
        ///   - timeZone: The time zone that decides today.
        ///   - firstWeekday: The first column's weekday; the locale's when `nil`.
        ///   - minimum: The earliest allowed day.
        ///   - maximum: The latest allowed day.
        ///   - isDisabled: Days the user may not select.
        ///   - monthStyle: Short or long month names.
        ///   - rows: Fitted (4–6) or always six grid rows.
        ///   - yearRange: The years offered; the calendar's standard range when `nil`.
        ///   - scrolling: Both ribbons' physics.
        ///   - selectionMode: A day (the default), a range of days, several days, or a week.
        ///   - continuousMonths: Whether the month ribbon runs on across years.
        public init(calendar: CalendarSystem = CalendarSystem(.gregorian), locale: Locale = .current,
                    timeZone: TimeZone = .current, firstWeekday: Weekday? = nil, minimum: Day? = nil,
                    maximum: Day? = nil, isDisabled: (@MainActor (Day) -> Bool)? = nil,
                    monthStyle: CalendarLabels.MonthStyle = .long, rows: MonthGrid.RowCount = .six,
                    yearRange: YearRange? = nil,
                    scrolling: RibbonScroller.Configuration = RibbonScroller.Configuration(),
                    selectionMode: SelectionMode = .single, continuousMonths: Bool = false) {
            self.calendar = calendar
            self.locale = locale
            self.timeZone = timeZone
            self.firstWeekday = firstWeekday
            self.minimum = minimum
            self.maximum = maximum
            self.isDisabled = isDisabled
            self.monthStyle = monthStyle
            self.rows = rows
            self.yearRange = yearRange
            self.scrolling = scrolling
            self.selectionMode = selectionMode
            self.continuousMonths = continuousMonths
        }

        /// The weekday of the grid's first column: ``firstWeekday``, or Monday
        /// for the ISO 8601 calendar and the locale's first weekday otherwise.
        var resolvedFirstWeekday: Weekday {
            firstWeekday ?? calendar.defaultFirstWeekday(in: locale)
        }

        /// Whether the ribbons of two configurations differ in what they show or how they move.
        func ribbonsDiffer(from other: Configuration) -> Bool {
            calendar != other.calendar || locale != other.locale || monthStyle != other.monthStyle
                || yearRange != other.yearRange || scrolling != other.scrolling || continuousMonths != other.continuousMonths
        }
    }

    /// Whether a picker selects one day, a range of days, several days, or a week.
    public enum SelectionMode: Hashable, Sendable {
        /// One day: Enter or a tap chooses the selected day.
        case single
        /// A range: the first Enter or tap fixes one end (the anchor), moves
        /// show the range pending from it, and the second Enter or tap fixes
        /// the other end.
        case range(RangeOptions)
        /// Several days, as a set: Enter or a tap adds the selected day or
        /// takes it out. With a maximum count, a day beyond it is not added
        /// (below 1, none is, and ``Configuration/validate()`` reports it).
        case multiple(maximumCount: Int?)
        /// Weeks: Enter, a tap or ``DayPicker/select(_:notify:)`` chooses
        /// the week that holds the selected day, counted by the rule (ISO
        /// 8601's Monday-to-Sunday weeks, or the grid's rows); arrows move
        /// the selected day and leave the chosen week where it is
        /// (``DayPicker/selectedWeek``).
        case week(WeekRule)

        /// A range of any length, with no disabled day inside.
        public static var range: SelectionMode { .range(RangeOptions()) }

        /// Any number of days.
        public static var multiple: SelectionMode { .multiple(maximumCount: nil) }
    }

    /// The rules a range must follow.
    public struct RangeOptions: Hashable, Sendable {
        /// The most days a range may hold, both ends counted; `nil` for no limit.
        public var maximumLength: Int?
        /// Whether disabled days may lie inside a range (never at its ends).
        public var allowsDisabledDaysInside: Bool

        /// Creates range rules.
        ///
        /// - Parameters:
        ///   - maximumLength: The most days a range may hold, or `nil` for no limit. Below 1,
        ///     no range can be chosen, and ``DayPicker/Configuration/validate()`` reports it.
        ///   - allowsDisabledDaysInside: Whether disabled days may lie inside (refused by default).
        public init(maximumLength: Int? = nil, allowsDisabledDaysInside: Bool = false) {
            self.maximumLength = maximumLength
            self.allowsDisabledDaysInside = allowsDisabledDaysInside
        }
    }
}
