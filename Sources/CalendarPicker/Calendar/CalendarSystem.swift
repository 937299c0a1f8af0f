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
/// AD 1–1 000 000 are computed with integer arithmetic; every other calendar
/// and era asks Foundation a handful of questions per month.
///
/// Two calendar systems are equal when their Foundation calendars are
/// (identifier, locale, first weekday and minimum days in the first week).
public struct CalendarSystem: Hashable, Sendable {
    /// The Foundation calendar used for the arithmetic (time zone GMT).
    public let calendar: Calendar

    /// Whether the integer arithmetic of the Julian–Gregorian hybrid applies.
    let isHybridGregorian: Bool

    /// The day numbers the arithmetic supports: about ±2.7 billion years, far
    /// beyond any calendar's range and far from `Int` overflow.
    public static let supportedDayNumbers = -1_000_000_000_000...1_000_000_000_000

    /// The first day of the Gregorian reform, 1582-10-15.
    static let reformDayNumber = DayArithmetic.dayNumber(gregorianYear: 1582, month: 10, day: 15)

    /// Creates a calendar system for a calendar identifier.
    ///
    /// - Parameter identifier: Any calendar Foundation knows.
    public init(_ identifier: Calendar.Identifier) {
        self.init(calendar: Calendar(identifier: identifier))
    }

    /// Creates a calendar system from a Foundation calendar; its time zone is replaced by GMT.
    ///
    /// - Parameter calendar: The calendar.
    public init(calendar: Calendar) {
        self.init(calendar: calendar, arithmetic: true)
    }

    /// Creates a calendar system, with or without the Gregorian integer arithmetic (for cross-checks).
    init(calendar: Calendar, arithmetic: Bool) {
        var calendar = calendar
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        self.calendar = calendar
        isHybridGregorian = arithmetic && (calendar.identifier == .gregorian || calendar.identifier == .iso8601)
    }

    /// The calendar's identifier.
    public var identifier: Calendar.Identifier { calendar.identifier }

    // MARK: - Day numbers

    /// The day number (days since 1970-01-01) of a day, or `nil` when the calendar has no such day.
    ///
    /// - Parameter day: A day of this calendar.
    public func dayNumber(of day: Day) -> Int? {
        if isHybridGregorian, let fast = hybridDayNumber(of: day) { return fast.value }
        guard let date = calendar.date(from: components(of: day)) else { return nil }
        guard self.day(of: date) == day else { return nil }
        return Self.dayNumber(of: date)
    }

    /// The day with a day number.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01, within ``supportedDayNumbers``.
    public func day(atDayNumber dayNumber: Int) -> Day {
        precondition(Self.supportedDayNumbers.contains(dayNumber), "dayNumber must be within CalendarSystem.supportedDayNumbers")
        if isHybridGregorian, let day = hybridDay(atDayNumber: dayNumber) { return day }
        return day(of: Self.noon(ofDayNumber: dayNumber))
    }

    /// The weekday of a day number, 1 = Sunday … 7 = Saturday.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    public func weekday(ofDayNumber dayNumber: Int) -> Int {
        DayArithmetic.weekday(ofDayNumber: dayNumber)
    }

    // MARK: - Months and years

    /// The days of a month, or `nil` when the calendar has no such month.
    ///
    /// - Parameter month: A month of this calendar.
    public func days(of month: Month) -> MonthDays? {
        if isHybridGregorian, let fast = hybridDays(of: month) { return fast.value }
        guard let first = firstDayNumber(of: month) else { return nil }
        let labels = calendar.range(of: .day, in: .month, for: Self.noon(ofDayNumber: first)) ?? 1..<2
        let lastLabel = max(1, labels.upperBound - 1)
        if let last = dayNumber(of: Day(month: month, day: lastLabel)), last - first + 1 == lastLabel,
           day(atDayNumber: first).day == 1 {
            return MonthDays(month: month, firstDayNumber: first, labelRuns: [1...lastLabel])
        }
        // Labels with a gap: walk the days and collect the runs.
        var runs: [ClosedRange<Int>] = []
        var dayNumber = first
        while true {
            let day = day(atDayNumber: dayNumber)
            guard day.month == month else { break }
            if let run = runs.last, run.upperBound + 1 == day.day {
                runs[runs.count - 1] = run.lowerBound...day.day
            } else {
                runs.append(day.day...day.day)
            }
            dayNumber += 1
        }
        return MonthDays(month: month, firstDayNumber: first, labelRuns: runs)
    }

    /// The day number of a month's first day, which is day 1 except where
    /// an era starts mid-month (Heisei 1 began on January 8).
    func firstDayNumber(of month: Month) -> Int? {
        if let first = dayNumber(of: Day(month: month, day: 1)) { return first }
        guard let date = calendar.date(from: components(of: Day(month: month, day: 1))) else { return nil }
        // Foundation rolled the missing day to a neighbour: walk forward until the month starts or is passed.
        var dayNumber = Self.dayNumber(of: date)
        for _ in 0..<62 {
            let day = day(atDayNumber: dayNumber)
            if day.month == month { return dayNumber }
            if day.month > month { return nil }
            dayNumber += 1
        }
        return nil
    }

    /// The months of a year, in order: 12 in most calendars, 13 in a Hebrew
    /// leap year (with Adar I and Adar II) and 12 with one Adar otherwise.
    ///
    /// - Parameter year: A year of this calendar.
    /// - Returns: The months that exist; empty when the year does not.
    /// - Complexity: O(months) questions to Foundation, except for the Gregorian arithmetic.
    public func months(of year: Year) -> [Month] {
        if isHybridGregorian, year.era == 1, (1...1_000_000).contains(year.year) {
            return (1...12).map { Month(era: 1, year: year.year, month: $0) }
        }
        let numbers = calendar.maximumRange(of: .month) ?? 1..<13
        let hasLeapMonths = Self.leapMonthCalendars.contains(calendar.identifier)
        var months: [Month] = []
        for number in numbers {
            for leap in hasLeapMonths ? [false, true] : [false] {
                let month = Month(era: year.era, year: year.year, month: number, isLeapMonth: leap)
                if firstDayNumber(of: month) != nil { months.append(month) }
            }
        }
        return months
    }

    /// The month after a month, crossing into the next year (and era) as needed.
    ///
    /// - Parameter month: An existing month.
    public func month(after month: Month) -> Month? {
        guard let days = days(of: month) else { return nil }
        return day(atDayNumber: days.lastDayNumber + 1).month
    }

    /// The month before a month.
    ///
    /// - Parameter month: An existing month.
    public func month(before month: Month) -> Month? {
        guard let days = days(of: month) else { return nil }
        return day(atDayNumber: days.firstDayNumber - 1).month
    }

    /// The calendars whose years may have leap months next to ordinary ones.
    static let leapMonthCalendars: Set<Calendar.Identifier> = [.chinese, .dangi]

    // MARK: - Foundation plumbing

    func components(of day: Day) -> DateComponents {
        var components = DateComponents()
        components.era = day.era
        components.year = day.year
        components.month = day.month.month
        components.day = day.day
        components.hour = 12
        if day.month.isLeapMonth { components.isLeapMonth = true }
        return components
    }

    func day(of date: Date) -> Day {
        let c = calendar.dateComponents([.era, .year, .month, .day], from: date)
        let leap = Self.leapMonthCalendars.contains(calendar.identifier)
            ? calendar.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: date).isLeapMonth ?? false
            : false
        return Day(era: c.era ?? 1, year: c.year ?? 1, month: c.month ?? 1, day: c.day ?? 1, isLeapMonth: leap)
    }

    static func noon(ofDayNumber dayNumber: Int) -> Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
    }

    static func dayNumber(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }
}
