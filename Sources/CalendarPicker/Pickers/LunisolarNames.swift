import Foundation

/// The names of the Chinese and Korean calendars' months and years in a
/// locale, as a person of those calendars reads them.
///
/// Foundation names them poorly on Linux: its formatter treats the Korean
/// (Dangi) calendar as Gregorian (`2026 AD`, `November`), numbers Chinese
/// years by their era and place in the cycle (`43 78`), and in many
/// locales has only codes for the months (`M10`, `Mo10`, `M06bis`).
/// These names are made instead:
///
/// - A month is named by its number, as the Chinese calendar's stand-alone
///   month names give it in the locale ("Tenth Month", "十月", "10월",
///   "Tháng 10"); a leap month by the locale's leap pattern ("闰六月",
///   "윤6월", in English "Leap Sixth Month"). Where the locale has only
///   codes, the calendar's own language names them: Chinese for the
///   Chinese calendar, Korean for the Korean, Vietnamese for the Vietnamese. An abbreviation that is only a
///   code (`Mo10`) gives way to the full name.
/// - A year is named by the Gregorian year it starts in, followed by its
///   place in the 60-year cycle ("2026 bing-wu", "2026丙午", "2026병오"): the
///   number alone tells the year, the cyclic name is how it is read.
final class LunisolarNames {
    /// The locale of the names.
    let locale: Locale
    /// The calendar named: Chinese, Korean or Vietnamese (its own language names the months where the locale has only codes).
    let identifier: CalendarIdentifier
    /// The twelve month names, first month first, full and abbreviated.
    private let months: [String]
    private let shortMonths: [String]
    /// The leap pattern around a month's name.
    private let leapPrefix: String
    private let leapSuffix: String
    /// The cyclic names asked for so far, by place in the cycle (1…60).
    private var cycleNames: [Int: String] = [:]
    private let cycleFormatter: DateFormatter

    /// Reads a locale's names.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - identifier: The calendar: Chinese, Korean or Vietnamese.
    init(locale: Locale, identifier: CalendarIdentifier) {
        self.locale = locale
        self.identifier = identifier
        let own = Self.monthNames(in: locale)
        let home = Locale(identifier: identifier == .dangi ? "ko_KR" : identifier == .vietnamese ? "vi_VN" : "zh_CN")
        let usable = own.full.allSatisfy { !Self.isCode($0) }
        let source = usable ? locale : home
        let names = usable ? own : Self.monthNames(in: home)
        months = names.full
        shortMonths = zip(names.short, names.full).map { Self.isCode($0) ? $1 : $0 }
        (leapPrefix, leapSuffix) = Self.leapPattern(in: source, sixthMonth: names.full[5])
        cycleFormatter = Self.formatter(locale: locale, pattern: "U")
    }

    /// A month's name.
    ///
    /// - Parameters:
    ///   - number: The month's number, 1…12.
    ///   - isLeapMonth: Whether it is the leap month of that number.
    ///   - short: Whether the abbreviated name is wanted.
    func monthName(_ number: Int, isLeapMonth: Bool, short: Bool) -> String {
        guard (1...12).contains(number) else { return String(number) }
        let name = (short ? shortMonths : months)[number - 1]
        return isLeapMonth ? leapPrefix + name + leapSuffix : name
    }

    /// A year's name: its number (in the locale's digits) and its cyclic name.
    ///
    /// - Parameters:
    ///   - number: The Gregorian year the year starts in, written in the locale's digits.
    ///   - placeInCycle: The year's place in its 60-year cycle, 1…60.
    func yearName(number: String, placeInCycle: Int) -> String {
        let cyclic = cycleName(placeInCycle)
        // Latin-script names (bing-wu, Bính Ngọ) after a space; Han and Hangul ones close up.
        let joiner = cyclic.unicodeScalars.first.map { $0.isASCII || $0.properties.isAlphabetic && $0.value < 0x2E80 } ?? true
        return number + (joiner ? " " : "") + cyclic
    }

    /// The cyclic name of a place in the 60-year cycle, formatted once.
    private func cycleName(_ place: Int) -> String {
        if let name = cycleNames[place] { return name }
        // The Chinese year that starts in 1984 is the first of a cycle; its middle, 1 July, names it.
        let gregorianYear = 1983 + DayArithmetic.floorModulo(place % 60 - 1, 60) + 1
        let day = DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 7, day: 1)
        let name = cycleFormatter.string(from: CalendarSystem.noon(ofDayNumber: day))
        cycleNames[place] = name
        return name
    }

    /// Whether a name is one of ICU's codes for a month it cannot name (`M05`, `M06bis`, `Mo5`).
    static func isCode(_ name: String) -> Bool {
        var rest = Substring(name)
        guard rest.first == "M" else { return false }
        rest = rest.dropFirst()
        if rest.first == "o" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (rest.dropFirst(digits.count).isEmpty || rest.dropFirst(digits.count) == "bis")
    }

    /// The Chinese calendar's stand-alone month names in a locale.
    private static func monthNames(in locale: Locale) -> (full: [String], short: [String]) {
        var calendar = Calendar(identifier: .chinese)
        calendar.locale = locale
        let full = calendar.standaloneMonthSymbols, short = calendar.shortStandaloneMonthSymbols
        guard full.count == 12, short.count == 12 else {
            let numbers = (1...12).map(String.init)
            return (numbers, numbers)
        }
        return (full, short)
    }

    /// The text before and after a month's name that makes it a leap month's, read from a known leap month:
    /// the sixth month of the Chinese year 2025 had a leap month after it (25 July – 22 August 2025).
    private static func leapPattern(in locale: Locale, sixthMonth: String) -> (prefix: String, suffix: String) {
        let leap = formatter(locale: locale, pattern: "LLLL")
            .string(from: CalendarSystem.noon(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: 2025, month: 8, day: 8)))
        guard let range = leap.range(of: sixthMonth) else { return ("", "*") }
        let prefix = String(leap[..<range.lowerBound]), suffix = String(leap[range.upperBound...])
        // CLDR's fallback pattern, "{0}bis": English has words of its own for it.
        if prefix.isEmpty && suffix == "bis" && locale.language.languageCode?.identifier == "en" { return ("Leap ", "") }
        return (prefix, suffix)
    }

    /// A formatter of the Chinese calendar in GMT, in a locale, with a pattern.
    private static func formatter(locale: Locale, pattern: String) -> DateFormatter {
        var calendar = Calendar(identifier: .chinese)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.dateFormat = pattern
        return formatter
    }
}
