import Foundation

/// A calendar for day arithmetic: day numbers, months, years and conversions
/// to and from `Date`.
///
/// It wraps a Foundation `Calendar` with its time zone fixed to GMT, where
/// every day has a midnight and lasts 86 400 seconds, so that days are
/// counted exactly, whatever the user's time zone. Time zones matter only
/// when converting a ``Day`` to or from a `Date`.
///
/// For Foundation's Gregorian and ISO 8601 calendars (a Julian–Gregorian
/// hybrid that skips 1582-10-05…14) day numbers and month lengths of years
/// AD 1–1 000 000 are computed with integer arithmetic, and so are those of
/// the Hebrew calendar (``HebrewArithmetic``), where Foundation on Linux is
/// wrong in some years, and of the Coptic and Ethiopic calendars
/// (`CopticArithmetic`), where Foundation's Amete Alem is Gregorian underneath. The Chinese and Korean years that start in
/// Gregorian 1500–2499 come from tables generated from Foundation and
/// checked against it by a test (`LunisolarTable`), since Foundation
/// works them out with astronomy that costs about 1.5 million instructions
/// a year. Every other calendar, era and year asks Foundation a handful of
/// questions per year, once (see ``months(of:)``).
///
/// Two calendar systems are equal when their Foundation calendars are
/// (identifier, locale, first weekday and minimum days in the first week)
/// and the same arithmetic answers.
public struct CalendarSystem: Hashable, Sendable {
    /// The Foundation calendar used for the arithmetic (time zone GMT).
    public let calendar: Calendar

    /// Whose arithmetic answers: the package's own, or Foundation's.
    enum Arithmetic: Hashable, Sendable {
        /// Foundation's Gregorian and ISO 8601 calendars: Julian to 1582-10-04, then Gregorian.
        case hybridGregorian
        /// The Hebrew calendar (``HebrewArithmetic``).
        case hebrew
        /// The Coptic and Ethiopic calendars (``CopticArithmetic``).
        case coptic(CopticArithmetic.Calendar)
        /// The tabular Islamic, Persian and Indian national calendars (``SolarCalendar``).
        case solar(SolarCalendar)
        /// The Chinese or Korean calendar: its packed years (``LunisolarTable``), Foundation outside them.
        /// (The identifier, not the table, so that hashing a calendar system stays cheap.)
        case lunisolarTable(Calendar.Identifier)
        /// Foundation, with each year laid out once (``YearLayoutCache``).
        case foundation
    }

    /// What decides the days.
    let reckoning: Reckoning

    /// Whose arithmetic answers.
    var arithmetic: Arithmetic { reckoning.arithmetic }

    /// Where the years laid out are kept: the process's cache, or a test's own.
    ///
    /// Held without counting references, so that copying a calendar system
    /// costs no retain (a counted reference here cost the Gregorian month
    /// change 4 %): every year-layout cache lives as long as the process.
    unowned(unsafe) let yearLayouts: YearLayoutCache

    /// Whether the integer arithmetic of the Julian–Gregorian hybrid applies.
    var isHybridGregorian: Bool { arithmetic == .hybridGregorian }

    /// The first day of the Gregorian reform, 1582-10-15.
    static let reformDayNumber = DayArithmetic.dayNumber(gregorianYear: 1582, month: 10, day: 15)

    /// Creates a calendar system for a calendar identifier.
    ///
    /// - Parameter identifier: Any calendar Foundation knows.
    /// - Complexity: O(1) after the first system of the identifier: the GMT
    ///   calendar of each identifier is made once and kept.
    public init(_ identifier: Calendar.Identifier) {
        self.init(identifier, yearLayouts: ProcessCaches.yearLayouts)
    }

    /// Creates a calendar system for a calendar identifier that keeps its years in a given cache.
    init(_ identifier: Calendar.Identifier, yearLayouts: YearLayoutCache) {
        let calendar = ProcessCaches.gmtCalendars.value(forKey: identifier) {
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            return calendar
        }
        self.init(gmtCalendar: calendar, arithmetic: true, yearLayouts: yearLayouts)
    }

    /// Creates a calendar system from a Foundation calendar; its time zone is replaced by GMT.
    ///
    /// What the system takes from the calendar is its reckoning: its
    /// identifier and, for the Gregorian calendar, its reform date. A day
    /// picker's first weekday comes from its configuration
    /// (``DayPicker/Configuration/firstWeekday``, else the locale's), not
    /// from `calendar.firstWeekday`: set it there.
    ///
    /// - Parameter calendar: The calendar.
    public init(calendar: Calendar) {
        self.init(calendar: calendar, arithmetic: true)
    }

    /// Creates a calendar system with or without the package's own
    /// arithmetic and tables (for cross-checks against Foundation alone),
    /// keeping its years in the process's cache or in a given one.
    init(calendar: Calendar, arithmetic: Bool, yearLayouts: YearLayoutCache = ProcessCaches.yearLayouts) {
        var calendar = calendar
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        self.init(gmtCalendar: calendar, arithmetic: arithmetic, yearLayouts: yearLayouts)
    }

    /// Creates a calendar system from a calendar whose time zone is GMT already.
    private init(gmtCalendar calendar: Calendar, arithmetic: Bool, yearLayouts: YearLayoutCache) {
        self.calendar = calendar
        self.yearLayouts = yearLayouts
        let identifier = calendar.identifier
        let answering: Arithmetic
        switch identifier {
        case _ where !arithmetic: answering = .foundation
        case .gregorian, .iso8601: answering = .hybridGregorian
        case .hebrew: answering = .hebrew
        case .coptic: answering = .coptic(.coptic)
        case .ethiopicAmeteMihret: answering = .coptic(.ethiopic)
        case .ethiopicAmeteAlem: answering = .coptic(.ameteAlem)
        case .islamicCivil: answering = .solar(.islamic(.civil))
        case .islamicTabular: answering = .solar(.islamic(.astronomical))
        case .persian: answering = .solar(.persian)
        case .indian: answering = .solar(.indian)
        case _ where Self.lunisolarIdentifiers.contains(identifier): answering = .lunisolarTable(identifier)
        default: answering = .foundation
        }
        reckoning = Reckoning(identifier: identifier, arithmetic: answering)
    }

    /// Whether two calendar systems are equal: their Foundation calendars and arithmetic; where
    /// they keep their years does not change an answer.
    ///
    /// - Parameters:
    ///   - lhs: A calendar system.
    ///   - rhs: Another.
    public static func == (lhs: CalendarSystem, rhs: CalendarSystem) -> Bool {
        lhs.reckoning == rhs.reckoning && lhs.calendar == rhs.calendar
    }

    /// Hashes what equality compares: the Foundation calendar and the arithmetic.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(calendar)
        hasher.combine(reckoning)
    }

    /// The weekday a week starts on by default: Monday in the ISO 8601
    /// calendar (its weeks start on Monday whatever the locale), otherwise
    /// the locale's first weekday.
    ///
    /// - Parameter locale: The locale.
    public func defaultFirstWeekday(in locale: Locale) -> Weekday {
        identifier == .iso8601 ? .monday : WeekdayHeader.firstWeekday(of: locale)
    }

    /// The calendar's identifier.
    public var identifier: Calendar.Identifier { reckoning.identifier }

    // MARK: - Days and their components

    /// The era, year, month and day of the month this calendar names a day by.
    ///
    /// - Parameter day: Any day.
    /// - Returns: The components, with the era given; `nil` for a day outside ``supportedDays``.
    /// - Complexity: O(1) for the package's own arithmetic (Gregorian,
    ///   Hebrew, Coptic, Ethiopic) and the Chinese and Korean tables, O(log
    ///   *n*) for a day of a year already laid out; otherwise one question to Foundation.
    public func components(of day: Day) -> DayComponents? {
        supports(day) ? fields(atDayNumber: day.dayNumber).components : nil
    }

    /// The day that components name, if the calendar has it.
    ///
    /// - Parameter components: The components; a `nil` era means ``currentEra``.
    /// - Returns: The day, or `nil` when the calendar has no such day (30
    ///   February, Adar I of a common Hebrew year, 10 October 1582 in
    ///   Foundation's Gregorian calendar).
    /// - Complexity: As ``days(of:)``.
    public func day(from components: DayComponents) -> Day? {
        let fields = DayFields(era: components.era ?? currentEra, year: components.year, month: components.month,
                               day: components.day, isLeapMonth: components.isLeapMonth)
        guard let dayNumber = dayNumber(of: fields) else { return nil }
        let day = Day(uncheckedDayNumber: dayNumber)
        return supports(day) ? day : nil
    }

    /// The era in use today, which components without an era mean: AD in the
    /// Gregorian calendar, Reiwa in the Japanese, the current 60-year cycle in
    /// the Chinese and Korean.
    public var currentEra: Int {
        fields(atDayNumber: Self.today.dayNumber).era
    }

    /// The day number of a day's fields, or `nil` when the calendar has no such day.
    func dayNumber(of day: DayFields) -> Int? {
        switch arithmetic {
        case .hybridGregorian: if let answer = hybridDayNumber(of: day) { return answer.value }
        case .hebrew: if let answer = hebrewDayNumber(of: day) { return answer.value }
        case .coptic(let calendar): return copticDayNumber(of: day, in: calendar).value
        case .solar(let calendar): return solarDays(of: day.month, in: calendar)?.dayNumber(ofLabel: day.day)
        case .lunisolarTable, .foundation: break
        }
        return days(of: day.month)?.dayNumber(ofLabel: day.day)
    }

    /// The fields of the day with a day number.
    func fields(atDayNumber dayNumber: Int) -> DayFields {
        precondition(Day.supportedDayNumbers.contains(dayNumber), "dayNumber must be within Day.supportedDayNumbers")
        switch arithmetic {
        case .hybridGregorian: if let day = hybridDay(atDayNumber: dayNumber) { return day }
        case .hebrew: if let day = hebrewDay(atDayNumber: dayNumber) { return day }
        case .coptic(let calendar): if let day = copticDay(atDayNumber: dayNumber, in: calendar) { return day }
        case .solar(let calendar): return solarDay(atDayNumber: dayNumber, in: calendar)
        case .lunisolarTable(let table):
            if let years = LunisolarTable.packedYears(of: table),
               let day = LunisolarTable.entry(containingDayNumber: dayNumber, in: years)?.day(atDayNumber: dayNumber) {
                return day
            }
        case .foundation: break
        }
        if let day = yearLayouts.day(atDayNumber: dayNumber, in: reckoning) { return day }
        return foundationDay(atDayNumber: dayNumber)
    }

    // MARK: - Months and years

    /// The month a day lies in.
    ///
    /// - Parameter day: Any day.
    /// - Returns: The month, with its days; `nil` for a day outside ``supportedDays``.
    /// - Complexity: As ``components(of:)`` and ``days(of:)``.
    public func month(containing day: Day) -> Month? {
        supports(day) ? monthDays(containingDayNumber: day.dayNumber).month : nil
    }

    /// The year a day lies in.
    ///
    /// - Parameter day: Any day.
    /// - Returns: The year; `nil` for a day outside ``supportedDays``.
    public func year(containing day: Day) -> Year? {
        supports(day) ? fields(atDayNumber: day.dayNumber).month.yearValue : nil
    }

    /// The month that an era, a year and a month number name, if the calendar has it.
    ///
    /// - Parameters:
    ///   - era: The era; ``currentEra`` when `nil`.
    ///   - year: The year within the era.
    ///   - number: The month number, from 1.
    ///   - isLeapMonth: Whether it is the leap month of that number.
    /// - Returns: The month, or `nil` when the calendar has no such month.
    /// - Complexity: As ``days(of:)``.
    public func month(era: Int? = nil, year: Int, number: Int, isLeapMonth: Bool = false) -> Month? {
        days(of: MonthKey(era: era ?? currentEra, year: year, month: number, isLeapMonth: isLeapMonth))?.month
    }

    /// The days of a month of this calendar and their labels.
    ///
    /// - Parameter month: A month of this calendar.
    /// - Returns: Its days, or `nil` when the month is not one of this calendar's.
    /// - Complexity: O(1) for the package's own arithmetic and for years
    ///   already laid out; otherwise the year is laid out once (see ``months(of:)``).
    public func days(of month: Month) -> MonthDays? {
        guard supports(month.firstDay), supports(month.lastDay),
              let days = days(of: MonthKey(month)), days.firstDayNumber == month.firstDay.dayNumber,
              days.lastDayNumber == month.lastDay.dayNumber else { return nil }
        return days
    }

    /// The days of a month named by its key, or `nil` when the calendar has no such month.
    func days(of month: MonthKey) -> MonthDays? {
        switch arithmetic {
        case .hybridGregorian: if let answer = hybridDays(of: month) { return answer.value }
        case .hebrew: if let answer = hebrewDays(of: month) { return answer.value }
        case .coptic(let calendar): return copticDays(of: month, in: calendar).value
        case .solar(let calendar): return solarDays(of: month, in: calendar)
        case .lunisolarTable, .foundation: break
        }
        return layout(of: month.yearValue).days(of: month)
    }

    /// The days of the month holding a day number.
    func monthDays(containingDayNumber dayNumber: Int) -> MonthDays {
        // The arithmetic that knows a day's month knows its days: one question, not two.
        switch arithmetic {
        case .hebrew: if let days = hebrewMonthDays(containingDayNumber: dayNumber) { return days }
        case .coptic(let calendar): if let days = copticMonthDays(containingDayNumber: dayNumber, in: calendar) { return days }
        case .solar(let calendar): return solarMonthDays(containingDayNumber: dayNumber, in: calendar)
        case .lunisolarTable(let table):
            if let years = LunisolarTable.packedYears(of: table),
               let days = LunisolarTable.entry(containingDayNumber: dayNumber, in: years)?.monthDays(containingDayNumber: dayNumber) {
                return days
            }
        case .hybridGregorian, .foundation: break
        }
        // A year laid out already: one look in the cache.
        if arithmetic != .hybridGregorian,
           let days = yearLayouts.monthDays(containingDayNumber: dayNumber, in: reckoning) {
            return days
        }
        let key = fields(atDayNumber: dayNumber).month
        guard let days = days(of: key) else { preconditionFailure("a calendar names every day with a month it has") }
        if arithmetic != .hybridGregorian, let layout = yearLayouts.layout(of: key.yearValue, in: reckoning) {
            // A year kept but no longer found by its days (its span was dropped): found by them again.
            yearLayouts.indexDays(of: layout, in: reckoning)
        }
        return days
    }

    /// The months of a year, in order: 12 in most calendars, 13 in a Hebrew
    /// leap year (with Adar I and Adar II) and 12 with one Adar otherwise.
    ///
    /// Outside the package's own arithmetic, a year's months and their
    /// lengths are worked out once (from the Chinese and Korean tables, or
    /// else by asking Foundation) and then kept, for 256 years at most across
    /// all calendars, in a least-recently-used cache shared by the process,
    /// keyed by the calendar, whose arithmetic answers, and the year.
    ///
    /// - Parameter year: A year of this calendar.
    /// - Returns: The months that exist; empty when the year does not.
    /// - Complexity: O(months) for the package's arithmetic and for years
    ///   already laid out; otherwise O(months) questions to Foundation, once.
    public func months(of year: Year) -> [Month] {
        monthDays(of: year).map(\.month)
    }

    /// The days of each month of a year, in order.
    func monthDays(of year: Year) -> [MonthDays] {
        switch arithmetic {
        case .hybridGregorian where year.era == 1 && Self.supportedYears.contains(year.year):
            return (1...12).compactMap { hybridDays(of: MonthKey(era: 1, year: year.year, month: $0))?.value }
        case .hebrew:
            if let months = hebrewMonthDays(of: year) { return months }
        case .coptic(let calendar):
            return copticMonths(of: year, in: calendar).compactMap { copticDays(of: $0, in: calendar).value }
        case .solar(let calendar):
            return solarMonthDays(of: year, in: calendar)
        default:
            break
        }
        return layout(of: year).months
    }

    /// The month after a month, crossing into the next year (and era) as needed.
    ///
    /// - Parameter month: A month of this calendar.
    /// - Returns: The next month, or `nil` past ``supportedDays``.
    public func month(after month: Month) -> Month? {
        let next = month.lastDay.dayNumber + 1
        guard supportedDayNumbers.contains(next) else { return nil }
        return monthDays(containingDayNumber: next).month
    }

    /// The month before a month.
    ///
    /// - Parameter month: A month of this calendar.
    /// - Returns: The previous month, or `nil` before ``supportedDays``.
    public func month(before month: Month) -> Month? {
        let previous = month.firstDay.dayNumber - 1
        guard supportedDayNumbers.contains(previous) else { return nil }
        return monthDays(containingDayNumber: previous).month
    }

    /// The months of a year and their days, from the cache or else from
    /// the packed years of the Chinese and Korean calendars, or else from
    /// Foundation. A year from Foundation is also indexed by its days, which
    /// only Foundation could find otherwise.
    func layout(of year: Year) -> YearLayout {
        if let layout = yearLayouts.layout(of: year, in: reckoning) { return layout }
        if case .lunisolarTable(let table) = arithmetic, let years = LunisolarTable.packedYears(of: table),
           let entry = LunisolarTable.entry(of: year, in: years) {
            let layout = entry.layout
            yearLayouts.keep(layout, in: reckoning, indexingDays: false)
            return layout
        }
        // A year past the supported days has no months here (Foundation's would be made up).
        guard foundationMayLayOut(year) else { return YearLayout(year: year, months: []) }
        let layout = foundationLayout(of: year)
        yearLayouts.keep(layout, in: reckoning, indexingDays: true)
        return layout
    }

    /// The calendars whose years may have leap months next to ordinary ones.
    static let leapMonthCalendars: Set<Calendar.Identifier> = Set(lunisolarIdentifiers)
}
