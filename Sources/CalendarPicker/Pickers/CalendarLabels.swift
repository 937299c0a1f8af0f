import Foundation

/// Month and year names of a calendar in a locale.
///
/// Names are worked out when first asked for, not when the labels are made,
/// and are shared: every `CalendarLabels` of the same calendar, locale and
/// month style in the process reads one ``LabelTable``. Where a month's name
/// depends only on its number (Gregorian, Islamic, Persian, Japanese, …) the
/// locale's stand-alone month names are read once; the Hebrew, Chinese and
/// Korean calendars format each month (Adar I, leap months) once and keep it.
public final class CalendarLabels: Sendable {
    /// How month names are written.
    public enum MonthStyle: Hashable, Sendable {
        /// The locale's short stand-alone names ("Jan", "jan.", "1月").
        case short
        /// The locale's full stand-alone names ("January", "januari").
        case long
    }

    /// The calendar.
    public let calendar: CalendarSystem
    /// The locale of the names.
    public let locale: Locale
    /// How month names are written.
    public let monthStyle: MonthStyle
    private let table: LabelTable

    /// Creates the labels of a calendar in a locale.
    ///
    /// Cheap: nothing is formatted until a name is asked for.
    ///
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - locale: The locale.
    ///   - monthStyle: Short or long month names.
    public init(calendar: CalendarSystem, locale: Locale, monthStyle: MonthStyle = .long) {
        self.calendar = calendar
        self.locale = locale
        self.monthStyle = monthStyle
        table = LabelTable.shared(calendar: calendar, locale: locale, monthStyle: monthStyle)
    }

    /// The stand-alone name of a month ("Adar II" for month 7 of a Hebrew leap year).
    ///
    /// - Parameter month: An existing month.
    /// - Complexity: O(1) once the table knows the month's name.
    public func name(of month: Month) -> String {
        table.name(of: month)
    }

    /// The name of a year: its number in the locale's digits, with the era when `withEra` is set.
    ///
    /// - Parameters:
    ///   - year: An existing year.
    ///   - withEra: Whether to name the era ("31 Heisei").
    /// - Complexity: O(1) once the table knows the year's name.
    public func name(of year: Year, withEra: Bool) -> String {
        table.name(of: year, withEra: withEra)
    }
}
