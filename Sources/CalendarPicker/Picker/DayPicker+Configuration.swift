import Foundation
import MiniPicker

extension DayPicker {
    /// Everything about a day picker that is set once: its calendar, names,
    /// bounds, grid and ribbons.
    ///
    /// Start from the defaults and change what you need:
    ///
    /// ```swift
    /// var configuration = DayPicker.Configuration(calendar: CalendarSystem(.hebrew),
    ///                                             locale: Locale(identifier: "he_IL"))
    /// configuration.minimum = Day(year: 5784, month: 1, day: 1)
    /// ```
    public struct Configuration: Sendable {
        /// The calendar.
        public var calendar: CalendarSystem
        /// The locale of the names and of the default first weekday.
        public var locale: Locale
        /// The time zone that decides which day is today.
        public var timeZone: TimeZone
        /// The weekday of the grid's first column, 1 = Sunday … 7; when `nil`,
        /// Monday for the ISO 8601 calendar and the locale's first weekday otherwise.
        public var firstWeekday: Int?
        /// The earliest allowed day, if any.
        public var minimum: Day?
        /// The latest allowed day, if any; not before ``minimum``.
        public var maximum: Day?
        /// Days the user may not select, if any.
        public var isDisabled: (@Sendable (Day) -> Bool)?
        /// Short or long month names on the month ribbon.
        public var monthStyle: CalendarLabels.MonthStyle
        /// Fitted (4–6) or always six grid rows.
        public var rows: MonthGrid.RowCount
        /// The years offered; the calendar's standard range when `nil`.
        public var yearRange: YearRange?
        /// The month ribbon's geometry.
        public var monthLayout: ComponentLayout
        /// The year ribbon's geometry.
        public var yearLayout: ComponentLayout
        /// Both ribbons' physics.
        public var scrolling: RibbonScroller.Configuration
        /// Whether the picker selects a day or a range of days.
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
        ///   - firstWeekday: The first column's weekday, 1…7; the locale's when `nil`.
        ///   - minimum: The earliest allowed day.
        ///   - maximum: The latest allowed day; not before `minimum`.
        ///   - isDisabled: Days the user may not select.
        ///   - monthStyle: Short or long month names.
        ///   - rows: Fitted (4–6) or always six grid rows.
        ///   - yearRange: The years offered; the calendar's standard range when `nil`.
        ///   - monthLayout: The month ribbon's geometry.
        ///   - yearLayout: The year ribbon's geometry.
        ///   - scrolling: Both ribbons' physics.
        ///   - selectionMode: A day (the default) or a range of days.
        ///   - continuousMonths: Whether the month ribbon runs on across years.
        public init(calendar: CalendarSystem = CalendarSystem(.gregorian), locale: Locale = .current,
                    timeZone: TimeZone = .current, firstWeekday: Int? = nil, minimum: Day? = nil,
                    maximum: Day? = nil, isDisabled: (@Sendable (Day) -> Bool)? = nil,
                    monthStyle: CalendarLabels.MonthStyle = .long, rows: MonthGrid.RowCount = .six,
                    yearRange: YearRange? = nil, monthLayout: ComponentLayout = ComponentLayout(width: 120),
                    yearLayout: ComponentLayout = ComponentLayout(width: 100),
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
            self.monthLayout = monthLayout
            self.yearLayout = yearLayout
            self.scrolling = scrolling
            self.selectionMode = selectionMode
            self.continuousMonths = continuousMonths
        }
    }

    /// Whether a picker selects one day or a range of days.
    public enum SelectionMode: Hashable, Sendable {
        /// One day: Enter or a tap chooses the selected day.
        case single
        /// A range: the first Enter or tap fixes one end (the anchor), moves
        /// show the range pending from it, and the second Enter or tap fixes
        /// the other end.
        case range(RangeOptions)

        /// A range of any length, with no disabled day inside.
        public static var range: SelectionMode { .range(RangeOptions()) }
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
        ///   - maximumLength: The most days a range may hold; at least 1, or `nil` for no limit.
        ///   - allowsDisabledDaysInside: Whether disabled days may lie inside (refused by default).
        public init(maximumLength: Int? = nil, allowsDisabledDaysInside: Bool = false) {
            precondition(maximumLength.map { $0 >= 1 } ?? true, "maximumLength must be at least 1")
            self.maximumLength = maximumLength
            self.allowsDisabledDaysInside = allowsDisabledDaysInside
        }
    }
}
