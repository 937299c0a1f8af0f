import Foundation

/// The weekday names above a month grid, in a locale, starting at the grid's first weekday.
public enum WeekdayHeader {
    /// How long the names are.
    public enum Width: Hashable, Sendable {
        /// The locale's short stand-alone names ("Sun", "zo", "日").
        case short
        /// The locale's shortest stand-alone names ("S", "z").
        case veryShort
    }

    /// The seven weekday names, the first one being `firstWeekday`.
    ///
    /// - Parameters:
    ///   - locale: The locale of the names.
    ///   - firstWeekday: The weekday of the first column.
    ///   - width: Short or very short names.
    /// - Returns: Seven names.
    public static func symbols(locale: Locale, firstWeekday: Weekday, width: Width = .short) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        let names = width == .short ? formatter.shortStandaloneWeekdaySymbols : formatter.veryShortStandaloneWeekdaySymbols
        let all = names.count == 7 ? names : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        return (0..<7).map { all[(firstWeekday.rawValue - 1 + $0) % 7] }
    }

    /// The first weekday of a locale's weeks.
    ///
    /// - Parameter locale: A locale.
    /// - Complexity: O(1) after the first call for a locale (the answer is
    ///   kept, for the 64 locales most recently asked about).
    public static func firstWeekday(of locale: Locale) -> Weekday {
        ProcessCaches.firstWeekdays.value(forKey: LocaleKey(locale)) {
            // A locale named by its region alone, with no preference of its own, takes CLDR's week data
            // from Calendars, which Foundation agrees with: asking Foundation's calendar costs a
            // process about 1.7 million instructions the first time (it looks up the current time zone).
            if !locale.identifier.contains("@"), let region = locale.region?.identifier,
               locale == Locale(identifier: locale.identifier) {
                return Weekday.firstOfWeek(inRegion: region)
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            return Weekday(rawValue: calendar.firstWeekday) ?? .monday
        }
    }
}
