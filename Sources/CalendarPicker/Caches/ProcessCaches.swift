import Foundation

/// Every memo the module keeps for the whole process, in one place: each
/// an ``LRUCache`` with a bounded capacity, whose key holds all that
/// decides its value, so that what one caller leaves in it never changes
/// what another is answered.
enum ProcessCaches {
    /// The GMT Foundation calendar of each calendar (``CalendarSystem/foundationCalendar``), for names:
    /// making a Foundation calendar and setting its time zone costs more than a year's arithmetic.
    static let gmtCalendars = LRUCache<CalendarIdentifier, Calendar>(capacity: 32)

    /// The Gregorian calendar of each time zone asked about (``CalendarSystem/startDate(of:in:)``).
    static let gregorianCalendars = LRUCache<TimeZone, Calendar>(capacity: 32)

    /// The first weekday of each locale asked about (``WeekdayHeader/firstWeekday(of:)``).
    static let firstWeekdays = LRUCache<LocaleKey, Weekday>(capacity: 64)

    /// The standard year range of each calendar (``YearRange/standard(for:)``).
    static let standardRanges = LRUCache<CalendarIdentifier, YearRange>(capacity: 32)

    /// The month and year names of each calendar, locale and month style (``CalendarLabels``);
    /// a table with its formatters takes some tens of kilobytes.
    static let labelTables = LRUCache<LabelTable.Key, LabelTable>(capacity: 32)
}
