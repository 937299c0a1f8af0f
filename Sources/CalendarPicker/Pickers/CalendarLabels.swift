import Foundation

/// Month and year names of a calendar in a locale, with one formatter each, made once.
public final class CalendarLabels: @unchecked Sendable {
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
    private let monthFormatter: DateFormatter
    private let yearFormatter: DateFormatter
    private let eraYearFormatter: DateFormatter
    private let lock = NSLock()

    /// Creates the labels of a calendar in a locale.
    ///
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - locale: The locale.
    ///   - monthStyle: Short or long month names.
    public init(calendar: CalendarSystem, locale: Locale, monthStyle: MonthStyle = .long) {
        self.calendar = calendar
        self.locale = locale
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.calendar = calendar.calendar
            formatter.timeZone = calendar.calendar.timeZone
            formatter.locale = locale
            configure(formatter)
            return formatter
        }
        monthFormatter = formatter { $0.dateFormat = monthStyle == .long ? "LLLL" : "LLL" }
        yearFormatter = formatter { $0.dateFormat = "y" }
        eraYearFormatter = formatter { $0.setLocalizedDateFormatFromTemplate("Gy") }
    }

    /// The stand-alone name of a month ("Adar II" for month 7 of a Hebrew leap year).
    ///
    /// - Parameter month: An existing month.
    public func name(of month: Month) -> String {
        guard let dayNumber = calendar.firstDayNumber(of: month) else { return "\(month.month)" }
        return format(monthFormatter, dayNumber)
    }

    /// The name of a year: its number in the locale's digits, with the era when `withEra` is set.
    ///
    /// - Parameters:
    ///   - year: An existing year.
    ///   - withEra: Whether to name the era ("31 Heisei").
    public func name(of year: Year, withEra: Bool) -> String {
        guard let month = calendar.months(of: year).first,
              let dayNumber = calendar.firstDayNumber(of: month) else { return year.description }
        return format(withEra ? eraYearFormatter : yearFormatter, dayNumber)
    }

    private func format(_ formatter: DateFormatter, _ dayNumber: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: CalendarSystem.noon(ofDayNumber: dayNumber))
    }
}
