import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

@Suite("Year layouts and their cache")
struct YearLayoutTests {
    @Test("the Chinese and Korean shortcut lays out years exactly as month-by-month questions do",
          arguments: [Calendar.Identifier.chinese, .dangi])
    func lunisolarShortcut(identifier: Calendar.Identifier) throws {
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

    @Test("cached answers equal Foundation's for random days of many calendars")
    func cachedEqualsFoundation() {
        var rng = SeededGenerator(seed: 0xCA_C4E)
        let identifiers: [Calendar.Identifier] = [.japanese, .islamicCivil, .islamicUmmAlQura, .persian,
                                                  .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .indian,
                                                  .republicOfChina, .dangi]
        for index in 0..<240 {
            let calendar = CalendarSystem(identifiers[index % identifiers.count])
            let dayNumber = Int.random(in: -400_000...60_000, using: &rng)    // about 875 to 2134
            let expected = calendar.foundationDay(atDayNumber: dayNumber)
            // Laying out the day's year puts it in the cache; the cached answer must be the same.
            #expect(calendar.months(of: expected.month.yearValue).map(MonthKey.init).contains(expected.month),
                    "seed \(rng.seed) \(calendar.identifier) \(expected)")
            #expect(calendar.fields(atDayNumber: dayNumber) == expected, "seed \(rng.seed) \(calendar.identifier) \(dayNumber)")
            #expect(calendar.components(of: Day(dayNumber: dayNumber)!)! == expected.components,
                    "seed \(rng.seed) \(calendar.identifier) \(dayNumber)")
            #expect(calendar.dayNumber(of: expected) == dayNumber, "seed \(rng.seed) \(calendar.identifier) \(expected)")
            for offset in [-1, 1] {
                #expect(calendar.fields(atDayNumber: dayNumber + offset) == calendar.foundationDay(atDayNumber: dayNumber + offset))
            }
        }
    }

    @Test("the cache keeps at most its capacity of years and of spans, dropping the least recently used")
    func boundedCache() throws {
        let cache = YearLayoutCache.makeForProcessLifetime(capacity: 3)
        let calendar = CalendarSystem(.hebrew)
        let reckoning = CalendarSystem(calendar: Calendar(identifier: .hebrew), arithmetic: false).reckoning
        func keep(_ year: Int) {
            cache.keep(calendar.monthByMonthLayout(of: Year(era: 0, year: year)), in: reckoning, indexingDays: true)
        }
        keep(5784)
        keep(5785)
        keep(5786)
        _ = cache.layout(of: Year(era: 0, year: 5784), in: reckoning)   // used again: 5785 is now the least recently used
        keep(5787)                                                      // drops 5785
        #expect(cache.years.count == 3)
        #expect(cache.years.keys.map(\.year.year) == [5787, 5784, 5786])
        #expect(cache.layout(of: Year(era: 0, year: 5785), in: reckoning) == nil)
        // The four years lie in four spans of 512 days (2023-08-22 to 2027-12-11): the three last filed are kept.
        #expect(cache.spans.count == 3)
        let tishri5784 = try #require(calendar.foundationDayNumber(of: DayFields(era: 0, year: 5784, month: 1, day: 1)))
        let tishri5787 = try #require(calendar.foundationDayNumber(of: DayFields(era: 0, year: 5787, month: 1, day: 1)))
        #expect(cache.day(atDayNumber: tishri5784, in: reckoning) == nil)        // its span went first
        #expect(cache.day(atDayNumber: tishri5787, in: reckoning) == DayFields(era: 0, year: 5787, month: 1, day: 1))
        // Another reckoning of the same calendar finds nothing of these.
        #expect(cache.day(atDayNumber: tishri5787, in: calendar.reckoning) == nil)
        #expect(cache.layout(of: Year(era: 0, year: 5787), in: calendar.reckoning) == nil)
    }
}

@Suite("Year ranges of the Chinese and Korean calendars")
struct SexagenaryYearRangeTests {
    @Test("the cycles worked out from the ends equal the cycles searched day by day",
          arguments: [Calendar.Identifier.chinese, .dangi])
    func cyclesEqualSearch(identifier: Calendar.Identifier) {
        let calendar = CalendarSystem(identifier)
        let first = DayArithmetic.dayNumber(julianYear: 1, month: 1, day: 1)
        let last = DayArithmetic.dayNumber(gregorianYear: 9999, month: 12, day: 31)
        let cycles = YearRange.cycleSpans(calendar: calendar, from: first, to: last)
        #expect(cycles == YearRange.searchedSpans(calendar: calendar, from: first, to: last))
        #expect(cycles.count == 168)
        #expect(YearRange.standard(for: calendar).spans == cycles)
        // Ranges within one cycle, and across one boundary.
        let today = DayArithmetic.dayNumber(gregorianYear: 2026, month: 6, day: 1)
        for (from, to) in [(today, today), (today - 400, today + 9000), (today - 20_000, today + 20_000)] {
            #expect(YearRange.cycleSpans(calendar: calendar, from: from, to: to)
                    == YearRange.searchedSpans(calendar: calendar, from: from, to: to), "\(identifier) \(from)...\(to)")
        }
    }
}
