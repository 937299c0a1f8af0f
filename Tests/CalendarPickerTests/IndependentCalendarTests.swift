import Foundation
import Testing
@testable import CalendarPicker

/// Every calendar the demo offers against arithmetic written here from the
/// calendars' published rules (or published dates), not against Foundation.
///
/// Each reference works on Julian day numbers, as the rules are usually
/// stated, and is written apart from the package's own arithmetic.
@Suite("Calendars against their published rules")
struct IndependentCalendarTests {
    /// The Julian day number of a day.
    static func jdn(_ day: Day) -> Int { day.dayNumber + 2_440_588 }

    /// The proleptic Gregorian date of a Julian day number, by the Fliegel–Van Flandern algorithm (1968).
    static func gregorian(jdn: Int) -> (year: Int, month: Int, day: Int) {
        var l = jdn + 68_569
        let n = 4 * l / 146_097
        l -= (146_097 * n + 3) / 4
        let i = 4000 * (l + 1) / 1_461_001
        l = l - 1461 * i / 4 + 31
        let j = 80 * l / 2447
        let day = l - 2447 * j / 80
        l = j / 11
        return (100 * (n - 49) + i + l, j + 2 - 12 * l, day)
    }

    /// The Julian day number of a proleptic Gregorian date (Fliegel–Van Flandern).
    static func jdn(gregorianYear y: Int, month m: Int, day d: Int) -> Int {
        (1461 * (y + 4800 + (m - 14) / 12)) / 4 + (367 * (m - 2 - 12 * ((m - 14) / 12))) / 12
            - (3 * ((y + 4900 + (m - 14) / 12) / 100)) / 4 + d - 32_075
    }

    /// The days of 1900–2100, every third day, with the first and last.
    static let sweep: [Day] = {
        let first = Day(dayNumber: jdn(gregorianYear: 1900, month: 1, day: 1) - 2_440_588)!
        let last = Day(dayNumber: jdn(gregorianYear: 2100, month: 12, day: 31) - 2_440_588)!
        return Array(stride(from: first, through: last, by: 3)) + [last]
    }()

    /// Compares a calendar with a reference over the sweep, reporting the first few differences.
    static func compare(_ identifier: CalendarIdentifier, with reference: (Day) -> DayComponents,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        let calendar = CalendarSystem(identifier)
        var differences = 0
        for day in sweep {
            let expected = reference(day), found = calendar.components(of: day)!
            if expected != found {
                differences += 1
                if differences <= 5 {
                    Issue.record("\(identifier) \(day): expected \(expected), found \(found)", sourceLocation: sourceLocation)
                }
            }
            // Every day the calendar names, it finds again.
            if calendar.day(from: found) != day {
                differences += 1
                Issue.record("\(identifier): \(found) does not name \(day) again", sourceLocation: sourceLocation)
            }
            if differences > 5 { return }
        }
    }

    // MARK: - Coptic, Ethiopic, Amete Alem

    /// The Coptic date of a Julian day number: years of 365, 365, 366, 365
    /// days from 1 Thout 1 (JDN 1 825 030, 29 August 284 Julian); months of
    /// 30 days and a thirteenth of the rest.
    static func coptic(jdn: Int) -> (year: Int, month: Int, day: Int) {
        let days = jdn - 1_825_030
        let cycle = Int((Double(days) / 1461).rounded(.down))
        var rest = days - cycle * 1461
        let lengths = [365, 365, 366, 365]
        var yearInCycle = 0
        while rest >= lengths[yearInCycle] {
            rest -= lengths[yearInCycle]
            yearInCycle += 1
        }
        return (4 * cycle + yearInCycle + 1, rest / 30 + 1, rest % 30 + 1)
    }

    @Test("the Coptic calendar: years of 365 and 366 days from 29 August 284")
    func copticRule() {
        Self.compare(.coptic) { day in
            let date = Self.coptic(jdn: Self.jdn(day))
            return DayComponents(era: 1, year: date.year, month: date.month, day: date.day)
        }
    }

    @Test("the Ethiopic calendar is the Coptic one with 276 years more")
    func ethiopicRule() {
        Self.compare(.ethiopicAmeteMihret) { day in
            let date = Self.coptic(jdn: Self.jdn(day))
            return DayComponents(era: 1, year: date.year + 276, month: date.month, day: date.day)
        }
    }

    @Test("Amete Alem is Amete Mihret with 5500 years more")
    func ameteAlemRule() {
        Self.compare(.ethiopicAmeteAlem) { day in
            let date = Self.coptic(jdn: Self.jdn(day))
            return DayComponents(era: 0, year: date.year + 276 + 5500, month: date.month, day: date.day)
        }
    }

    /// Published Ethiopic and Coptic dates: 24 November 2026 is Hedar 15,
    /// 2019 (7519 Amete Alem) and Hathor 15, 1743; the Ethiopian new year
    /// falls on 12 September before a Gregorian leap year and on 11 September otherwise.
    static let publishedEthiopic: [(gregorian: (Int, Int, Int), identifier: CalendarIdentifier, date: DayComponents)] = [
        ((2026, 11, 24), .ethiopicAmeteMihret, DayComponents(era: 1, year: 2019, month: 3, day: 15)),
        ((2026, 11, 24), .ethiopicAmeteAlem, DayComponents(era: 0, year: 7519, month: 3, day: 15)),
        ((2026, 11, 24), .coptic, DayComponents(era: 1, year: 1743, month: 3, day: 15)),
        ((2023, 9, 12), .ethiopicAmeteMihret, DayComponents(era: 1, year: 2016, month: 1, day: 1)),
        ((2024, 9, 11), .ethiopicAmeteMihret, DayComponents(era: 1, year: 2017, month: 1, day: 1)),
        ((2023, 9, 11), .ethiopicAmeteMihret, DayComponents(era: 1, year: 2015, month: 13, day: 6)),
        ((2025, 9, 11), .coptic, DayComponents(era: 1, year: 1742, month: 1, day: 1)),
    ]

    @Test("published Ethiopic and Coptic dates", arguments: publishedEthiopic)
    func publishedEthiopicDates(gregorian: (Int, Int, Int), identifier: CalendarIdentifier, date: DayComponents) throws {
        let day = try #require(Day(prolepticGregorianYear: gregorian.0, month: gregorian.1, day: gregorian.2))
        #expect(CalendarSystem(identifier).components(of: day)! == date)
        #expect(CalendarSystem(identifier).day(from: date) == day)
    }

    @Test("Amete Alem months have the Ethiopic names, not the Gregorian ones")
    func ameteAlemNames() throws {
        let labels = CalendarLabels(calendar: CalendarSystem(.ethiopicAmeteAlem), locale: Locale(identifier: "en_US"))
        let hedar = try #require(CalendarSystem(.ethiopicAmeteAlem).month(era: 0, year: 7519, number: 3))
        #expect(labels.name(of: hedar) == "Hedar")
        #expect(labels.name(of: Year(era: 0, year: 7519), withEra: false) == "7519")
    }

    // MARK: - Calendars counted from the Gregorian

    @Test("the Buddhist calendar is the Gregorian one with 543 years more")
    func buddhistRule() {
        Self.compare(.buddhist) { day in
            let date = Self.gregorian(jdn: Self.jdn(day))
            return DayComponents(era: 0, year: date.year + 543, month: date.month, day: date.day)
        }
    }

    @Test("the Minguo calendar counts years from 1912")
    func minguoRule() {
        Self.compare(.republicOfChina) { day in
            let date = Self.gregorian(jdn: Self.jdn(day))
            return date.year >= 1912 ? DayComponents(era: 1, year: date.year - 1911, month: date.month, day: date.day)
                : DayComponents(era: 0, year: 1912 - date.year, month: date.month, day: date.day)
        }
    }

    /// The Japanese eras since 1868 by their first day, as published, with Foundation's era numbers.
    static let japaneseEras: [(era: Int, start: (year: Int, month: Int, day: Int))] = [
        (232, (1868, 9, 8)), (233, (1912, 7, 30)), (234, (1926, 12, 25)), (235, (1989, 1, 8)), (236, (2019, 5, 1)),
    ]

    @Test("Japanese years count from each era's first day: Taishō 1912-07-30, Shōwa 1926-12-25, Heisei 1989-01-08, Reiwa 2019-05-01")
    func japaneseRule() {
        Self.compare(.japanese) { day in
            let date = Self.gregorian(jdn: Self.jdn(day))
            let era = Self.japaneseEras.last { (date.year, date.month, date.day) >= $0.start }!
            return DayComponents(era: era.era, year: date.year - era.start.year + 1, month: date.month, day: date.day)
        }
    }

    /// The Indian national (Saka) calendar: the year is the Gregorian year
    /// less 78 from Chaitra 1, which is 22 March (21 March in a Gregorian leap
    /// year); Chaitra has 30 days (31 in a leap year), the next five months 31
    /// and the last six 30.
    static func saka(jdn: Int) -> DayComponents {
        let gregorian = Self.gregorian(jdn: jdn)
        func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
        func newYear(_ year: Int) -> Int { Self.jdn(gregorianYear: year, month: 3, day: isLeap(year) ? 21 : 22) }
        let gregorianYear = jdn >= newYear(gregorian.year) ? gregorian.year : gregorian.year - 1
        var rest = jdn - newYear(gregorianYear)
        var lengths = [isLeap(gregorianYear) ? 31 : 30] + Array(repeating: 31, count: 5) + Array(repeating: 30, count: 6)
        var month = 1
        while rest >= lengths[0] {
            rest -= lengths.removeFirst()
            month += 1
        }
        return DayComponents(era: 0, year: gregorianYear - 78, month: month, day: rest + 1)
    }

    @Test("the Indian national calendar: Saka years from Chaitra 1, 22 March (21 in leap years)")
    func indianRule() {
        Self.compare(.indian) { Self.saka(jdn: Self.jdn($0)) }
    }

    // MARK: - Islamic and Persian arithmetic

    /// The tabular Islamic date: 30-year cycles of 10 631 days whose years
    /// 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 have 355 days; months of
    /// 30 and 29 days in turn, the twelfth of 30 in a long year. The epoch is
    /// 16 July 622 Julian (JDN 1 948 440) for the civil count, a day earlier
    /// for the astronomical one.
    static func tabularIslamic(jdn: Int, epoch: Int) -> DayComponents {
        let longYears: Set<Int> = [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29]
        let days = jdn - epoch
        let cycle = Int((Double(days) / 10_631).rounded(.down))
        var rest = days - cycle * 10_631
        var year = 1
        while rest >= (longYears.contains(year) ? 355 : 354) {
            rest -= longYears.contains(year) ? 355 : 354
            year += 1
        }
        var month = 1
        while true {
            let length = month == 12 && longYears.contains(year) ? 30 : month % 2 == 1 ? 30 : 29
            if rest < length { break }
            rest -= length
            month += 1
        }
        return DayComponents(era: 0, year: 30 * cycle + year, month: month, day: rest + 1)
    }

    @Test("the civil Islamic calendar: the tabular rule from the Friday epoch, 16 July 622")
    func islamicCivilRule() {
        Self.compare(.islamicCivil) { Self.tabularIslamic(jdn: Self.jdn($0), epoch: 1_948_440) }
    }

    @Test("the tabular Islamic calendar: the same rule from the Thursday epoch, 15 July 622")
    func islamicTabularRule() {
        Self.compare(.islamicTabular) { Self.tabularIslamic(jdn: Self.jdn($0), epoch: 1_948_439) }
    }

    /// The Persian date by the 33-year arithmetic rule: a year is a leap
    /// year when (25 × year + 11) mod 33 < 8; the first six months have 31
    /// days, the next five 30, Esfand 29 or 30. The count starts at JDN
    /// 1 948 320 for 1 Farvardin 1, the start that puts the published Nowruz
    /// of 1403 on 20 March 2024 (JDN 2 460 390).
    static func persian(jdn: Int) -> DayComponents {
        func isLeap(_ year: Int) -> Bool { ((25 * year + 11) % 33 + 33) % 33 < 8 }
        // Days before 1 Farvardin of a year: 365 a year, and one more for each leap year before it.
        func newYear(_ year: Int) -> Int {
            var leaps = 0
            for earlier in 1..<year where isLeap(earlier) { leaps += 1 }
            return 1_948_320 + 365 * (year - 1) + leaps
        }
        var year = (jdn - 1_948_320) * 33 / 12_053 + 1
        while newYear(year + 1) <= jdn { year += 1 }
        while newYear(year) > jdn { year -= 1 }
        let dayOfYear = jdn - newYear(year)
        let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : (dayOfYear - 186) / 30 + 7
        let day = dayOfYear < 186 ? dayOfYear % 31 + 1 : (dayOfYear - 186) % 30 + 1
        return DayComponents(era: 0, year: year, month: min(month, 12), day: month > 12 ? 30 : day)
    }

    @Test("the Persian calendar: the 33-year arithmetic rule, and Nowruz on 20 March 2024 and 21 March 2025")
    func persianRule() throws {
        Self.compare(.persian) { Self.persian(jdn: Self.jdn($0)) }
        let persian = CalendarSystem(.persian)
        #expect(persian.components(of: try #require(Day(prolepticGregorianYear: 2024, month: 3, day: 20)))!
                == DayComponents(era: 0, year: 1403, month: 1, day: 1))
        #expect(persian.components(of: try #require(Day(prolepticGregorianYear: 2025, month: 3, day: 21)))!
                == DayComponents(era: 0, year: 1404, month: 1, day: 1))
    }

    /// Month starts of the Umm al-Qura calendar as Saudi Arabia published them.
    static let ummAlQura: [(gregorian: (Int, Int, Int), date: DayComponents)] = [
        ((2024, 3, 11), DayComponents(era: 0, year: 1445, month: 9, day: 1)),
        ((2024, 4, 10), DayComponents(era: 0, year: 1445, month: 10, day: 1)),
        ((2024, 7, 7), DayComponents(era: 0, year: 1446, month: 1, day: 1)),
        ((2025, 3, 1), DayComponents(era: 0, year: 1446, month: 9, day: 1)),
        ((2025, 3, 30), DayComponents(era: 0, year: 1446, month: 10, day: 1)),
    ]

    @Test("published Umm al-Qura month starts", arguments: ummAlQura)
    func ummAlQuraDates(gregorian: (Int, Int, Int), date: DayComponents) throws {
        let day = try #require(Day(prolepticGregorianYear: gregorian.0, month: gregorian.1, day: gregorian.2))
        #expect(CalendarSystem(.islamicUmmAlQura).components(of: day)! == date)
    }

    // MARK: - One order for every calendar

    /// The calendars the demo offers.
    static let demoCalendars = CalendarIdentifier.allCases

    @Test("days and months order by the day line in every calendar, before year 1 too", arguments: demoCalendars)
    func oneOrder(identifier: CalendarIdentifier) {
        let calendar = CalendarSystem(identifier)
        // From 300 BC to AD 300 and around today, as pairs a < b, where the calendar names them.
        let numbers = (Array(stride(from: -828_000, through: -610_000, by: 9_973)) + [-719_163, -719_162, 20_000, 20_001])
            .filter(calendar.supportedDayNumbers.contains).sorted()
        for (a, b) in zip(numbers, numbers.dropFirst()) {
            let first = Day(dayNumber: a)!, second = Day(dayNumber: b)!
            #expect(first < second, "\(identifier): \(a) and \(b)")
            let earlier = calendar.month(containing: first)!, later = calendar.month(containing: second)!
            #expect(earlier <= later && (earlier == later) == earlier.contains(second), "\(identifier): months of \(a) and \(b)")
        }
    }
}
