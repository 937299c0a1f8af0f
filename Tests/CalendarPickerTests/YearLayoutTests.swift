import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

@Suite("Year layouts and their cache")
struct YearLayoutTests {
    @Test("the Chinese and Korean shortcut lays out years exactly as month-by-month questions do",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func lunisolarShortcut(identifier: CalendarIdentifier) throws {
        let calendar = CalendarSystem(identifier)
        // The cycle of 2026, and years around two cycle boundaries.
        let cycle = calendar.year(containing: day(2026, 6, 1))!.era
        var years = (1...60).map { Year(era: cycle, year: $0) }
        years += [Year(era: cycle - 1, year: 59), Year(era: cycle - 1, year: 60), Year(era: 50, year: 60),
                  Year(era: 51, year: 1)]
        var leapYears = 0
        for year in years {
            let shortcut = try #require(calendar.lunisolarLayout(of: year), "\(identifier) \(year): no shortcut")
            let slow = calendar.monthByMonthLayout(of: year)
            #expect(shortcut.months == slow.months, "\(identifier) \(year)")
            if shortcut.months.count == 13 { leapYears += 1 }
        }
        // About 22 leap years in 60: the shortcut found leap months, not just plain years.
        #expect(leapYears >= 20)
    }

    @Test("the package's answers equal Foundation's for random days of many calendars (Umm al-Qura and the lunisolar calendars, where Foundation is wrong in places, have their own oracles)")
    func cachedEqualsFoundation() {
        var rng = SeededGenerator(seed: 0xCA_C4E)
        let identifiers: [CalendarIdentifier] = [.japanese, .islamicCivil, .persian,
                                                  .buddhist, .coptic, .ethiopicAmeteMihret, .indian,
                                                  .republicOfChina]
        for index in 0..<240 {
            let calendar = CalendarSystem(identifiers[index % identifiers.count])
            let supported = calendar.supportedDayNumbers
            let dayNumber = Int.random(in: max(-400_000, supported.lowerBound)...min(60_000, supported.upperBound), using: &rng)
            let expected = calendar.foundationDay(atDayNumber: dayNumber)
            #expect(calendar.months(of: expected.month.yearValue).map(MonthKey.init).contains(expected.month),
                    "seed \(rng.seed) \(calendar.identifier) \(expected)")
            #expect(calendar.fields(atDayNumber: dayNumber) == expected, "seed \(rng.seed) \(calendar.identifier) \(dayNumber)")
            #expect(calendar.components(of: Day(dayNumber: dayNumber)!)! == expected.components,
                    "seed \(rng.seed) \(calendar.identifier) \(dayNumber)")
            #expect(calendar.day(from: expected.components)?.dayNumber == dayNumber, "seed \(rng.seed) \(calendar.identifier) \(expected)")
            for offset in [-1, 1] {
                #expect(calendar.fields(atDayNumber: dayNumber + offset) == calendar.foundationDay(atDayNumber: dayNumber + offset))
            }
        }
    }
}

@Suite("Year ranges of the Chinese and Korean calendars")
struct SexagenaryYearRangeTests {
    @Test("the cycles worked out from the ends equal the cycles searched day by day",
          arguments: [CalendarIdentifier.chinese, .dangi])
    func cyclesEqualSearch(identifier: CalendarIdentifier) {
        let calendar = CalendarSystem(identifier)
        let (first, last) = (calendar.pickableDayNumbers.lowerBound, calendar.pickableDayNumbers.upperBound)
        let cycles = YearRange.cycleSpans(calendar: calendar, from: first, to: last)
        #expect(cycles == YearRange.searchedSpans(calendar: calendar, from: first, to: last))
        // A cycle of 60 years for every 60 years of the table, and the cycles cut at its ends.
        let years = DayArithmetic.gregorianDate(ofDayNumber: last).year - DayArithmetic.gregorianDate(ofDayNumber: first).year
        #expect((years / 60 + 1...years / 60 + 2).contains(cycles.count), "\(cycles.count) cycles in \(years) years")
        #expect(YearRange.standard(for: calendar).spans == cycles)
        // Ranges within one cycle, and across one boundary.
        let today = DayArithmetic.dayNumber(gregorianYear: 2026, month: 6, day: 1)
        for (from, to) in [(today, today), (today - 400, today + 9000), (today - 20_000, today + 20_000)] {
            #expect(YearRange.cycleSpans(calendar: calendar, from: from, to: to)
                    == YearRange.searchedSpans(calendar: calendar, from: from, to: to), "\(identifier) \(from)...\(to)")
        }
    }
}
