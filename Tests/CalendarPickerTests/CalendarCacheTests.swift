import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

/// The calendar module's memos: what their keys hold, and that calendar
/// systems given a cache of their own answer as Foundation does.
@Suite("The calendar caches and their keys")
struct CalendarCacheTests {
    @Test("a Foundation-backed Chinese calendar sharing a cache with the table's answers Foundation's years, not the table's",
          arguments: LunisolarTableTests.exceptions.filter { $0.identifier == .chinese })
    func foundationIsNotAnsweredByTheTable(exception: LunisolarTableTests.Exception) {
        let cache = YearLayoutCache.makeForProcessLifetime(capacity: 8)
        let table = CalendarSystem(.chinese, yearLayouts: cache)
        let foundation = CalendarSystem(calendar: Calendar(identifier: .chinese), arithmetic: false, yearLayouts: cache)
        let year = table.year(containing: Day(dayNumber: exception.tableFirstDayNumber)!)!
        // The table's year first, so that it is in the cache when Foundation's is asked for.
        let ours = table.monthDays(of: year)
        let theirs = foundation.monthDays(of: year)
        #expect(theirs == foundation.foundationLayout(of: year).months, "\(exception)")
        #expect(ours != theirs, "\(exception)")
        #expect(cache.years.count == 2)
        // Day by day too: the table's first day of the month is, in Foundation, the last of the month before.
        let day = Day(dayNumber: exception.tableFirstDayNumber)!
        #expect(exception.foundationFirstDayNumber == exception.tableFirstDayNumber + 1)
        #expect(table.month(containing: day)!.firstDay == day, "\(exception)")
        #expect(foundation.month(containing: day)!.lastDay == day, "\(exception)")
    }

    @Test("calendars of the same identifier and another arithmetic have other reckonings; equal ones, equal reckonings")
    func reckonings() {
        let pairs: [(CalendarSystem, CalendarSystem, Bool)] = [
            (CalendarSystem(.chinese), CalendarSystem(calendar: Calendar(identifier: .chinese), arithmetic: false), false),
            (CalendarSystem(.hebrew), CalendarSystem(calendar: Calendar(identifier: .hebrew), arithmetic: false), false),
            (CalendarSystem(.gregorian), CalendarSystem(calendar: Calendar(identifier: .gregorian), arithmetic: false), false),
            (CalendarSystem(.gregorian), CalendarSystem(.iso8601), false),
            (CalendarSystem(.japanese), CalendarSystem(calendar: Calendar(identifier: .japanese), arithmetic: false), true),
            (CalendarSystem(.hebrew), CalendarSystem(calendar: Calendar(identifier: .hebrew)), true),
        ]
        for (one, other, same) in pairs {
            #expect((one.reckoning == other.reckoning) == same, "\(one.identifier) \(one.arithmetic) / \(other.arithmetic)")
            #expect((one.reckoning.hashValue == other.reckoning.hashValue) == same)
        }
        // Where a calendar system keeps its years is not part of its value.
        let own = CalendarSystem(.japanese, yearLayouts: YearLayoutCache.makeForProcessLifetime(capacity: 1))
        #expect(own == CalendarSystem(.japanese))
        #expect(own.hashValue == CalendarSystem(.japanese).hashValue)
    }

    @Test("with a cache of four years, random days of Foundation-backed calendars are answered as Foundation answers",
          arguments: [Calendar.Identifier.islamicCivil, .japanese, .persian, .chinese])
    func tinyCache(identifier: Calendar.Identifier) {
        var rng = SeededGenerator(seed: 0x71_4E + UInt64(identifier.hashValue & 0))   // one seed for all
        let cache = YearLayoutCache.makeForProcessLifetime(capacity: 4)
        let calendar = CalendarSystem(calendar: Calendar(identifier: identifier), arithmetic: false, yearLayouts: cache)
        // Days in a few decades, so that years and spans come back after being dropped.
        let around = DayArithmetic.dayNumber(gregorianYear: 1985, month: 1, day: 1)
        for _ in 0..<300 {
            let dayNumber = around + Int.random(in: 0..<(20 * 365), using: &rng)
            let expected = calendar.foundationDay(atDayNumber: dayNumber)
            let days = calendar.monthDays(containingDayNumber: dayNumber)
            #expect(days.key == expected.month, "seed \(rng.seed) \(identifier) \(dayNumber)")
            #expect(days.label(atOffset: dayNumber - days.firstDayNumber) == expected.day, "seed \(rng.seed) \(identifier) \(dayNumber)")
            #expect(calendar.fields(atDayNumber: dayNumber) == expected, "seed \(rng.seed) \(identifier) \(dayNumber)")
            #expect(cache.years.count <= 4 && cache.spans.count <= 4)
        }
    }

    @Test("a year kept but no longer found by its days is found by them again once asked for")
    func reindexes() throws {
        let cache = YearLayoutCache.makeForProcessLifetime(capacity: 3)
        let calendar = CalendarSystem(calendar: Calendar(identifier: .islamicCivil), arithmetic: false, yearLayouts: cache)
        let kept = Year(era: 0, year: 1400)
        let first = try #require(calendar.months(of: kept).first).firstDay.dayNumber
        #expect(cache.monthDays(containingDayNumber: first, in: calendar.reckoning) != nil)
        // Years far apart fill the spans; the kept year is used between them, so it stays.
        for year in [1420, 1440, 1460] {
            _ = calendar.months(of: Year(era: 0, year: year))
            _ = calendar.months(of: kept)
        }
        #expect(cache.layout(of: kept, in: calendar.reckoning) != nil)
        #expect(cache.monthDays(containingDayNumber: first, in: calendar.reckoning) == nil)
        // Asked by day: Foundation answers once, and the year is indexed again.
        #expect(calendar.month(containing: Day(dayNumber: first)!)!.number == 1)
        #expect(cache.monthDays(containingDayNumber: first, in: calendar.reckoning)?.key == MonthKey(era: 0, year: 1400, month: 1))
    }
}
