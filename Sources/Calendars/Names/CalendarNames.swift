/// The names of a calendar's months and years that the package writes
/// itself, with no locale database: English for every calendar, and the
/// lunisolar calendars and the Japanese eras in their own languages.
///
/// A host with Foundation names months and years in any locale through
/// CalendarPicker's `CalendarLabels`; these are the names an Embedded host
/// (a browser page, a device) has without it, and the ones the package's
/// own calendars use where a locale has only codes.
///
/// ```swift
/// import Calendars
///
/// let chinese = CalendarSystem(.chinese)
/// let day = Day(prolepticGregorianYear: 2026, month: 11, day: 9)!
/// if let month = chinese.month(containing: day), let year = chinese.year(containing: day) {
///     for language in [CalendarNames.Language.english, .chinese] {
///         let names = CalendarNames(calendar: chinese, language: language)
///         print(names.name(of: month), names.name(of: year))   // Tenth Month 2026 bing-wu, 十月 2026丙午
///     }
/// }
/// ```
public struct CalendarNames: Hashable, Sendable {
    /// A language the package writes names in.
    public enum Language: Hashable, Sendable, CaseIterable {
        /// English: CLDR's English month names; lunisolar months as "Tenth Month".
        case english
        /// Chinese (simplified): lunisolar months and cyclic years (十月, 闰六月, 丙午).
        case chinese
        /// Japanese: months as 1月, the eras by their Japanese names (令和).
        case japanese
        /// Korean: lunisolar months and cyclic years (10월, 윤6월, 병오).
        case korean
        /// Vietnamese: lunisolar months and cyclic years (Tháng 10, Bính Ngọ).
        case vietnamese
    }

    /// The calendar named.
    public let calendar: CalendarSystem
    /// The language of the names.
    public let language: Language

    /// The names of a calendar's months and years in a language.
    ///
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - language: The language. A calendar without names of its own in
    ///     it (the Hebrew months in Korean, say) is named in English.
    public init(calendar: CalendarSystem, language: Language = .english) {
        self.calendar = calendar
        self.language = language
    }

    /// A month's name: "November", "Adar II", "Ramadan", "Tenth Month",
    /// "闰六月" (the leap sixth month).
    ///
    /// - Parameter month: A month of ``calendar``.
    /// - Returns: Its name; a number the calendar has no name for is written in digits.
    public func name(of month: Month) -> String {
        if calendar.identifier.isLunisolar { return lunisolarName(of: month.number, isLeapMonth: month.isLeapMonth) }
        if language == .japanese || language == .chinese, MonthNames.isGregorian(calendar.identifier), (1...12).contains(month.number) {
            return String(month.number) + "月"
        }
        return MonthNames.english(of: month, in: calendar.identifier) ?? String(month.number)
    }

    /// A year's name, as people write it: "2026", "2026 bing-wu" (a
    /// lunisolar year, by the Gregorian year it starts in and its place in
    /// the 60-year cycle), "Reiwa 8" or "令和8年", "44 BC".
    ///
    /// - Parameter year: A year of ``calendar``.
    /// - Returns: Its name.
    public func name(of year: Year) -> String {
        if calendar.identifier.isLunisolar {
            let number = calendar.gregorianYear(startingLunisolarYear: year).map(String.init) ?? String(year.year)
            let cyclic = CyclicNames.name(ofPlace: year.year, in: language)
            return language == .chinese || language == .korean || language == .japanese ? number + cyclic : number + " " + cyclic
        }
        guard let era = eraName(year.era) else { return String(year.year) }
        if calendar.identifier == .japanese {
            return language == .japanese || language == .chinese ? era + String(year.year) + "年" : era + " " + String(year.year)
        }
        return year.era == calendar.currentEra ? String(year.year) : String(year.year) + " " + era
    }

    /// An era's name: "Reiwa", "令和", "BC", "Amete Alem", or `nil` for a
    /// calendar whose years have no era to name (the Hebrew, Islamic,
    /// Persian, Indian and lunisolar calendars) or an era it does not have.
    ///
    /// - Parameter era: An era of ``calendar`` (``CalendarSystem/eras``).
    public func eraName(_ era: Int) -> String? {
        switch calendar.identifier {
        case .japanese:
            guard JapaneseEras.eras.contains(era) else { return nil }
            return language == .japanese || language == .chinese ? JapaneseEras.japaneseNames[era] : JapaneseEras.englishNames[era]
        case .gregorian, .iso8601: return era == 1 ? "AD" : era == 0 ? "BC" : nil
        case .republicOfChina: return era == 1 ? "Minguo" : era == 0 ? "Before R.O.C." : nil
        case .coptic: return era == 1 ? "ERA1" : era == 0 ? "ERA0" : nil
        case .ethiopicAmeteMihret: return era == 1 ? "Amete Mihret" : era == 0 ? "Amete Alem" : nil
        default: return nil
        }
    }

    /// A lunisolar month's name in ``language``.
    private func lunisolarName(of number: Int, isLeapMonth: Bool) -> String {
        guard (1...12).contains(number) else { return String(number) }
        switch language {
        case .english:
            let name = MonthNames.englishOrdinals[number - 1] + " Month"
            return isLeapMonth ? "Leap " + name : name
        case .chinese, .japanese:
            let name = MonthNames.chineseLunisolar[number - 1]
            return isLeapMonth ? "闰" + name : name
        case .korean:
            return (isLeapMonth ? "윤" : "") + String(number) + "월"
        case .vietnamese:
            return "Tháng " + String(number) + (isLeapMonth ? " nhuận" : "")
        }
    }
}
