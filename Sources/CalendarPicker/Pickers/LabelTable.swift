import Foundation

/// The names of one calendar's months and years in one locale and month
/// style, shared by every ``CalendarLabels`` that asks for the same.
///
/// Names come from Foundation's formatters, except where those are wrong or
/// cryptic: Amete Alem months take the Ethiopic names, and the Chinese and
/// Korean calendars are named by ``LunisolarNames``.
///
/// Formatters are made on first use and kept. Names formatted one by one
/// (the Hebrew, Chinese and Korean months, and years) are kept too, up to
/// ``nameLimit`` of each kind, after which the kept ones are dropped and
/// formatted again when asked. The process keeps at most 32 tables
/// (``ProcessCaches/labelTables``), dropping the least recently used; a
/// table with its formatters takes some tens of kilobytes.
final class LabelTable: @unchecked Sendable {
    // @unchecked: the formatters and kept names are read and written with `lock` held.

    /// The most names of each kind a table keeps.
    static let nameLimit = 512

    /// All that changes a name, and so what a table is shared by: the
    /// calendar's reckoning (the days a month or year has, which the names
    /// are formatted on), the locale and the month style. The Foundation
    /// calendar's own locale and first weekday change no name.
    struct Key: Hashable, Sendable {
        // The cheap fields first: equality compares in this order.
        let monthStyle: CalendarLabels.MonthStyle
        let identifier: CalendarIdentifier
        let locale: LocaleKey
    }

    /// The shared table of a calendar, locale and month style.
    ///
    /// - Complexity: O(1); the first time, the table is made (it formats nothing yet).
    static func shared(calendar: CalendarSystem, locale: Locale, monthStyle: CalendarLabels.MonthStyle) -> LabelTable {
        let key = Key(monthStyle: monthStyle, identifier: calendar.identifier, locale: LocaleKey(locale))
        return ProcessCaches.labelTables.value(forKey: key) {
            LabelTable(calendar: calendar, locale: locale, monthStyle: monthStyle)
        }
    }

    /// Whether the calendar is the Chinese or the Korean: months and years
    /// named by ``LunisolarNames``, not by the calendar's own formatter.
    var isLunisolar: Bool { calendar.identifier.isLunisolar }

    let calendar: CalendarSystem
    let locale: Locale
    let monthStyle: CalendarLabels.MonthStyle
    private let lock = NSLock()
    /// The stand-alone names by month number, for calendars that name months by number; read on first use.
    private var symbols: [String]?
    private var monthFormatter: DateFormatter?
    private var yearFormatter: DateFormatter?
    private var eraYearFormatter: DateFormatter?
    /// The Chinese and Korean calendars' month and cycle names, read on first use.
    private var lunisolarNames: LunisolarNames?
    /// The locale's digits 0 to 9, read on first use.
    private var digits: [String]?
    private var monthNames: [Month: String] = [:]
    private var yearNames: [Year: String] = [:]
    private var eraYearNames: [Year: String] = [:]

    private init(calendar: CalendarSystem, locale: Locale, monthStyle: CalendarLabels.MonthStyle) {
        self.calendar = calendar
        self.locale = locale
        self.monthStyle = monthStyle
    }

    /// The stand-alone name of a month.
    func name(of month: Month) -> String {
        lock.lock()
        defer { lock.unlock() }
        if isLunisolar {
            return names().monthName(month.number, isLeapMonth: month.isLeapMonth, short: monthStyle == .short)
        }
        if calendar.identifier != .hebrew, !month.isLeapMonth {
            let names = symbols ?? readSymbols()
            if names.indices.contains(month.number - 1) { return names[month.number - 1] }
        }
        if let name = monthNames[month] { return name }
        let dayNumber = Self.middleDay(of: month)
        let formatter = monthFormatter ?? makeFormatter { $0.dateFormat = monthStyle == .long ? "LLLL" : "LLL" }
        monthFormatter = formatter
        let name = formatter.string(from: CalendarSystem.noon(ofDayNumber: dayNumber))
        if monthNames.count >= Self.nameLimit { monthNames.removeAll() }
        monthNames[month] = name
        return name
    }

    /// A month of each name the calendar's months can have: the months of a
    /// few years, and in the Chinese and Korean calendars every leap month too.
    func everyMonth() -> [Month] {
        let calendar = self.calendar
        if isLunisolar {
            // Names depend on the number and the leap flag only; any days will do.
            let day = Day(uncheckedDayNumber: 0)
            return (1...12).flatMap { number in [false, true].map {
                Month(era: 78, year: 1, number: number, isLeapMonth: $0, firstDay: day, lastDay: day)
            } }
        }
        // A Hebrew leap year and a common one; elsewhere a year of each length near today's.
        let today = calendar.fields(atDayNumber: CalendarSystem.today.dayNumber).month.yearValue
        let years = calendar.identifier == .hebrew ? [Year(era: 0, year: 5784), Year(era: 0, year: 5783)]
            : [today, Year(era: today.era, year: today.year + 1)]
        return years.flatMap { calendar.months(of: $0) }
    }

    /// The name of a year, with or without its era. A Chinese or Korean year
    /// is named by the Gregorian year it starts in, and with its era by its
    /// place in the 60-year cycle too (`2026 bing-wu`, `2026丙午`).
    func name(of year: Year, withEra: Bool) -> String {
        lock.lock()
        defer { lock.unlock() }
        if isLunisolar {
            let number = formattedNumber(LunisolarTable.gregorianYear(of: year))
            guard withEra else { return number }
            return names().yearName(number: number, placeInCycle: year.year)
        }
        if withEra {
            return yearName(year, names: &eraYearNames, formatter: &eraYearFormatter) {
                $0.setLocalizedDateFormatFromTemplate("Gy")
            }
        }
        return yearName(year, names: &yearNames, formatter: &yearFormatter) { $0.dateFormat = "y" }
    }

    /// A year's name from a kept set, or formatted and kept. Called with the lock held.
    private func yearName(_ year: Year, names: inout [Year: String], formatter: inout DateFormatter?,
                          configure: (DateFormatter) -> Void) -> String {
        if let name = names[year] { return name }
        guard let month = calendar.months(of: year).first else { return year.description }
        let dayNumber = Self.middleDay(of: month)
        let made = formatter ?? makeFormatter(configure)
        formatter = made
        let name = made.string(from: CalendarSystem.noon(ofDayNumber: dayNumber))
        if names.count >= Self.nameLimit { names.removeAll() }
        names[year] = name
        return name
    }

    /// A whole number in the locale's digits (a minus sign before a negative one).
    func number(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formattedNumber(number)
    }

    /// A whole number in the locale's digits (a minus sign before a negative one). Called with the lock held.
    private func formattedNumber(_ number: Int) -> String {
        let digits = self.digits ?? readDigits()
        return (number < 0 ? "-" : "") + String(number.magnitude).map { digits[Int($0.asciiValue! - 48)] }.joined()
    }

    /// The Chinese and Korean names, read once. Called with the lock held.
    private func names() -> LunisolarNames {
        if let names = lunisolarNames { return names }
        let names = LunisolarNames(locale: locale, identifier: calendar.identifier)
        lunisolarNames = names
        return names
    }

    /// Reads the locale's ten digits. Called with the lock held.
    private func readDigits() -> [String] {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.usesGroupingSeparator = false
        let read = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
        // Anything but one character a digit means the formatter added marks: keep ASCII digits.
        let digits = read.allSatisfy({ $0.count == 1 }) ? read : (0...9).map(String.init)
        self.digits = digits
        return digits
    }

    /// The day in the middle of a month's days: the day its names are formatted on.
    ///
    /// Not its first day: in the Hebrew years where ICU starts the year a day
    /// late (see ``HebrewArithmetic``), Foundation would name 1 Tishri after
    /// the Elul before it. A day well inside the month is named right, even in
    /// a month cut short by an era (Shōwa 64 had seven days of January).
    static func middleDay(of month: Month) -> Int {
        month.firstDay.dayNumber + month.dayCount / 2
    }

    /// Reads the locale's stand-alone month names of the calendar. Called with the lock held.
    ///
    /// The Amete Alem calendar has the Ethiopic months, and its names are
    /// read from the Ethiopic calendar: Foundation's own Amete Alem calendar
    /// gives the Gregorian names (January…) on Linux.
    private func readSymbols() -> [String] {
        var foundation = calendar.identifier == .ethiopicAmeteAlem ? Calendar(identifier: .ethiopicAmeteMihret)
            : calendar.foundationCalendar ?? Calendar(identifier: .gregorian)
        foundation.locale = locale
        let names = monthStyle == .long ? foundation.standaloneMonthSymbols : foundation.shortStandaloneMonthSymbols
        symbols = names
        return names
    }

    /// A formatter of the calendar, in GMT and the locale.
    private func makeFormatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar.foundationCalendar ?? Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.locale = locale
        configure(formatter)
        return formatter
    }
}
