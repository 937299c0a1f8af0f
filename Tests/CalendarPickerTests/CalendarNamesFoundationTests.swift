import CalendarPicker
import Foundation
import Testing

/// The English month names Calendars writes itself against Foundation's
/// (CLDR's) stand-alone names in `en_US`: a second reference beside the
/// exact tables of `CalendarNamesTests`. Left out: the lunisolar calendars
/// (Foundation on Linux has only codes for their months), the Hebrew (its
/// 13 symbols are read by a leap year's rule, tested exactly there) and
/// Ethiopic Amete Alem, whose months Foundation on Linux names January …
/// December, as Gregorian; they are the Ethiopic months of Amete Mihret.
@Suite("Calendars' English month names are Foundation's")
struct CalendarNamesFoundationTests {
    @Test("every month of a year, in every calendar Foundation names in English",
          arguments: CalendarIdentifier.allCases.filter { !$0.isLunisolar && $0 != .hebrew && $0 != .ethiopicAmeteAlem })
    func englishMonths(identifier: CalendarIdentifier) throws {
        let system = CalendarSystem(identifier)
        var calendar = try #require(system.foundationCalendar)
        calendar.locale = Locale(identifier: "en_US")
        let names = CalendarNames(calendar: system, language: .english)
        let day = try #require(Day(prolepticGregorianYear: 2026, month: 6, day: 1))
        let year = try #require(system.year(containing: day))
        for month in system.months(of: year) {
            #expect(names.name(of: month) == calendar.standaloneMonthSymbols[month.number - 1], "\(identifier) \(month)")
        }
    }
}

/// Calendars' CLDR week data against Foundation's calendars (ICU 78's copy of
/// the same data), for every locale Foundation has that names a region.
@Suite("The first weekday of a region is Foundation's")
struct FirstWeekdayFoundationTests {
    @Test("every available locale with a region: the region's first weekday is the locale's calendar's")
    func everyLocale() {
        var differing: [String] = []
        var checked = 0
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            guard let region = locale.region?.identifier else { continue }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            checked += 1
            if Weekday.firstOfWeek(inRegion: region).rawValue != calendar.firstWeekday {
                differing.append("\(identifier) (\(region)): ours \(Weekday.firstOfWeek(inRegion: region)), Foundation's \(calendar.firstWeekday)")
            }
            // WeekdayHeader takes the table's answer; it must be the one Foundation gives.
            #expect(WeekdayHeader.firstWeekday(of: locale).rawValue == calendar.firstWeekday, "\(identifier)")
        }
        #expect(checked > 400, "\(checked) locales with a region")
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    @Test("a preference of the locale's own wins over its region's week data")
    func preference() {
        let locale = Locale(identifier: "en_US@fw=mon")
        #expect(WeekdayHeader.firstWeekday(of: locale) == .monday)
        #expect(WeekdayHeader.firstWeekday(of: Locale(identifier: "en_US")) == .sunday)
        #expect(Weekday.firstOfWeek(inRegion: "us") == .sunday && Weekday.firstOfWeek(inRegion: "") == .monday)
        #expect(Weekday.firstOfWeek(inRegion: "MV") == .friday && Weekday.firstOfWeek(inRegion: "IR") == .saturday)
    }
}
