import Foundation

/// Month and year names of a calendar in a locale.
///
/// Names are worked out when first asked for, not when the labels are made,
/// and are shared: every `CalendarLabels` of the same calendar, locale and
/// month style in the process reads one table of names. Where a month's name
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

    /// The name of a month in another style than the labels' own: the
    /// abbreviated name a narrow box falls back to, say.
    ///
    /// - Parameters:
    ///   - month: An existing month.
    ///   - style: Short or long.
    public func name(of month: Month, style: MonthStyle) -> String {
        style == monthStyle ? table.name(of: month)
            : LabelTable.shared(calendar: calendar, locale: locale, monthStyle: style).name(of: month)
    }

    /// Every name a month of the calendar can have, in a style: the twelve
    /// month names of most calendars, the thirteen of the Ethiopic and
    /// Coptic, the Hebrew months of a leap and a common year (Adar I, Adar
    /// II, Adar), and the Chinese and Korean months with their leap months.
    /// A box that must fit any month's name measures these.
    ///
    /// - Parameter style: Short or long.
    /// - Returns: The names, each once.
    /// - Complexity: O(months), names formatted once and kept.
    public func monthNames(style: MonthStyle) -> [String] {
        let table = style == monthStyle ? table : LabelTable.shared(calendar: calendar, locale: locale, monthStyle: style)
        var names: [String] = []
        for month in table.everyMonth() where !names.contains(table.name(of: month)) {
            names.append(table.name(of: month))
        }
        return names
    }

    /// The names of a year from the longest to the shortest, each one enough
    /// to tell the year: with `withEra`, the year with its era ("31 Heisei",
    /// "平成31年") and, for the Chinese and Korean calendars, whose years the
    /// Gregorian year they start in tells apart, that year alone after its
    /// cyclic name ("2026 bing-wu", then "2026"). Without `withEra`, only the
    /// number. A narrow box takes the first that fits; a name is never cut
    /// to a code that loses the era.
    ///
    /// - Parameters:
    ///   - year: An existing year.
    ///   - withEra: Whether the era belongs in the name.
    /// - Returns: One or two names, no two alike.
    public func names(of year: Year, withEra: Bool) -> [String] {
        guard withEra else { return [table.name(of: year, withEra: false)] }
        let full = table.name(of: year, withEra: true)
        guard table.isLunisolar else { return [full] }
        let number = table.name(of: year, withEra: false)
        return full == number ? [full] : [full, number]
    }

    /// A whole number written in the locale's digits: `٢٠` in ar_EG, `۲۰` in
    /// fa_IR, `20` in en_US. Day numbers written so match the year and month
    /// names, which Foundation writes in the same digits.
    ///
    /// - Parameter number: A whole number; a negative one has a minus sign before its digits.
    public func number(_ number: Int) -> String {
        table.number(number)
    }

    /// The name of a year: its number in the locale's digits, with the era when `withEra` is set.
    /// Chinese and Korean years are numbered by the Gregorian year they start
    /// in, and their era is their place in the 60-year cycle ("2026 bing-wu").
    ///
    /// - Parameters:
    ///   - year: An existing year.
    ///   - withEra: Whether to name the era ("31 Heisei").
    /// - Complexity: O(1) once the table knows the year's name.
    public func name(of year: Year, withEra: Bool) -> String {
        table.name(of: year, withEra: withEra)
    }
}
