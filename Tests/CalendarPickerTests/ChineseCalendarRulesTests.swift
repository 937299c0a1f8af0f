import CalendarAstronomy
import Foundation
import Testing
@testable import CalendarPicker

/// The Chinese table of 1900–2100 against the calendar's rules worked out
/// with the package's astronomy, and the months where Foundation is a day late.
@Suite("The Chinese calendar of 1900–2100 follows its rules")
struct ChineseCalendarRulesTests {
    /// A month as the table or the rules have it: number, leap, first day.
    struct Start: Equatable, CustomStringConvertible {
        let number: Int, isLeapMonth: Bool, firstDayNumber: Int
        var description: String {
            "\(isLeapMonth ? "leap " : "")\(number) from \(DayArithmetic.gregorianDate(ofDayNumber: firstDayNumber))"
        }
    }

    /// Day numbers of 1900-01-01 … 2100-12-31.
    static let span = DayArithmetic.dayNumber(gregorianYear: 1900, month: 1, day: 1)...DayArithmetic.dayNumber(gregorianYear: 2100, month: 12, day: 31)

    /// The months of the table that start in 1900–2100.
    static func tableStarts() throws -> [Start] {
        let table = try #require(LunisolarTable.packedYears(of: .chinese))
        return try (1899...2100).flatMap { gregorianYear in
            try #require(LunisolarTable.entry(startingInGregorianYear: gregorianYear, in: table)).layout.months.map {
                Start(number: $0.key.month, isLeapMonth: $0.key.isLeapMonth, firstDayNumber: $0.firstDayNumber)
            }
        }.filter { span.contains($0.firstDayNumber) }
    }

    /// The months of the rules that start in 1900–2100.
    static func rulesStarts(_ rules: ChineseMonthRules) -> [Start] {
        (1899...2100).flatMap { rules.months(ofYearStartingIn: $0).months }
            .map { Start(number: $0.number, isLeapMonth: $0.isLeapMonth, firstDayNumber: $0.firstDayNumber) }
            .filter { span.contains($0.firstDayNumber) }
    }

    /// Where the table departs from the rules as computed, by choice (``ChineseMonthRules/documented``):
    /// the first day the computation gives, and the table's.
    static let documentedChoices: [(computed: Int, table: Int)] = [
        // The calendar in force in 1906 (the Qing court's almanac) began month 4 on 24 April; the rules give 23 April
        // (new moon 23:52 Beijing mean time).
        (DayArithmetic.dayNumber(gregorianYear: 1906, month: 4, day: 23), DayArithmetic.dayNumber(gregorianYear: 1906, month: 4, day: 24)),
        // The new moon of September 2057 falls 2.5 s before midnight by Meeus, 4.5 s after it by DE405.
        (DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 28), DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 29)),
    ]

    @Test("every month start of 1900–2100 in the table is the rules' (2,487 months), but the two documented choices")
    func everyMonthStart() throws {
        let table = try Self.tableStarts()
        let computed = Self.rulesStarts(.computed)
        #expect(table.count == 2_487)
        try #require(table.count == computed.count, "the table has \(table.count) months in 1900–2100, the rules \(computed.count)")
        var departures: [(computed: Int, table: Int)] = []
        for (ours, rules) in zip(table, computed) where ours != rules {
            #expect(ours.number == rules.number && ours.isLeapMonth == rules.isLeapMonth, "table \(ours), rules \(rules)")
            departures.append((rules.firstDayNumber, ours.firstDayNumber))
        }
        #expect(departures.map(\.computed) == Self.documentedChoices.map(\.computed), "departures from the rules: \(departures)")
        #expect(departures.map(\.table) == Self.documentedChoices.map(\.table), "departures from the rules: \(departures)")
        // And with the documented choices, the rules are the table exactly.
        let documented = Self.rulesStarts(.documented)
        let mismatches = zip(table, documented).filter { $0 != $1 }
        #expect(documented.count == table.count && mismatches.isEmpty, "table and documented rules differ: \(mismatches.prefix(5))")
    }

    @Test("the documented choices are the computation's near-midnight and pre-1912 exceptions, each a day later")
    func choices() {
        #expect(ChineseMonthRules.documented.choices.map(\.computedFirstDayNumber) == Self.documentedChoices.map(\.computed))
        #expect(ChineseMonthRules.documented.choices.map(\.chosenFirstDayNumber) == Self.documentedChoices.map(\.table))
        #expect(ChineseMonthRules.documented.choices.allSatisfy { !$0.reason.isEmpty })
    }

    /// The four months Foundation starts a day late, as the calendar's rules and
    /// two independent computations start them (the JPL ephemeris DE405 with
    /// Espenak–Meeus ΔT, and the 寿星 calendar, sxtwl): the day, the Chinese month it starts,
    /// the previous month and its length.
    static let lateInFoundation: [(date: (Int, Int, Int), month: MonthKey, previous: MonthKey, previousLength: Int)] = [
        ((1914, 11, 17), MonthKey(era: 76, year: 51, month: 10), MonthKey(era: 76, year: 51, month: 9), 29),
        ((1916, 2, 3), MonthKey(era: 76, year: 53, month: 1), MonthKey(era: 76, year: 52, month: 12), 29),
        ((1920, 11, 10), MonthKey(era: 76, year: 57, month: 10), MonthKey(era: 76, year: 57, month: 9), 29),
        ((2097, 8, 7), MonthKey(era: 79, year: 54, month: 7), MonthKey(era: 79, year: 54, month: 6), 29),
    ]

    @Test("the months Foundation starts a day late start on the day of their new moon", arguments: lateInFoundation)
    func lateMonths(date: (Int, Int, Int), month: MonthKey, previous: MonthKey, previousLength: Int) throws {
        let calendar = CalendarSystem(.chinese)
        let first = Day(dayNumber: DayArithmetic.dayNumber(gregorianYear: date.0, month: date.1, day: date.2))!
        func components(_ key: MonthKey, _ day: Int) -> DayComponents {
            DayComponents(era: key.era, year: key.year, month: key.month, day: day, isLeapMonth: key.isLeapMonth)
        }
        #expect(calendar.components(of: first)! == components(month, 1))
        #expect(calendar.components(of: first + 1)! == components(month, 2))
        #expect(calendar.day(from: components(month, 1)) == first)
        #expect(calendar.components(of: first - 1)! == components(previous, previousLength))
        let previousMonth = calendar.month(containing: first - 1)!, thisMonth = calendar.month(containing: first)!
        #expect(previousMonth.lastDay == first - 1 && previousMonth.dayCount == previousLength)
        #expect(calendar.month(after: previousMonth) == thisMonth)
        #expect(calendar.month(before: thisMonth) == previousMonth)
        #expect(MonthKey(thisMonth) == month && MonthKey(previousMonth) == previous)
    }

    @Test("the rules' time of day: Beijing mean time before 1929, UTC+8 from 1929")
    func timeOfDay() {
        let newYear1929 = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: 1929, month: 1, day: 1))
        #expect(ChineseMonthRules.offsetSeconds(atJulianDay: newYear1929 - 8.0 / 24 - 1e-6) == 27_940)   // 7:45:40
        #expect(ChineseMonthRules.offsetSeconds(atJulianDay: newYear1929 - 8.0 / 24 + 1e-6) == 28_800)
        // 1916-02-03 16:10 UT: 23:55:40 Beijing mean time, still 3 February (at UTC+8 it would be 4 February);
        // five minutes later it is 4 February.
        let instant = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: 1916, month: 2, day: 3)) + (16 + 10.0 / 60) / 24
        #expect(ChineseMonthRules.dayNumber(ofJulianDay: instant) == DayArithmetic.dayNumber(gregorianYear: 1916, month: 2, day: 3))
        #expect(ChineseMonthRules.dayNumber(ofJulianDay: instant + 5.0 / 1440) == DayArithmetic.dayNumber(gregorianYear: 1916, month: 2, day: 4))
    }

    @Test("the rules give the new years and leap months published by the Hong Kong Observatory",
          arguments: LunisolarTableTests.knownChineseYears)
    func publishedYears(gregorianYear: Int, newYear: (month: Int, day: Int), leapMonth: Int) {
        let months = ChineseMonthRules.computed.months(ofYearStartingIn: gregorianYear).months
        #expect(months.first?.firstDayNumber == DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: newYear.month, day: newYear.day))
        #expect(months.first { $0.isLeapMonth }?.number ?? 0 == leapMonth)
    }
}
