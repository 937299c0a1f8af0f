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
