import CalendarPicker
import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// Parsing of the calendar-related options shared by `demo grid` and `demo calendar`.
@MainActor
enum CalendarOptions {
    /// The calendars the demo accepts, by their CLDR names.
    static let calendars: [(name: String, identifier: Calendar.Identifier)] = [
        ("gregorian", .gregorian), ("iso8601", .iso8601), ("buddhist", .buddhist), ("chinese", .chinese),
        ("coptic", .coptic), ("dangi", .dangi), ("ethiopic", .ethiopicAmeteMihret),
        ("ethiopic-amete-alem", .ethiopicAmeteAlem), ("hebrew", .hebrew), ("indian", .indian),
        ("islamic", .islamic), ("islamic-civil", .islamicCivil), ("islamic-tbla", .islamicTabular),
        ("islamic-umalqura", .islamicUmmAlQura), ("japanese", .japanese), ("persian", .persian),
        ("roc", .republicOfChina),
    ]

    static func calendar(named name: String) throws -> CalendarSystem {
        guard let entry = calendars.first(where: { $0.name == name.lowercased() }) else {
            throw DemoError("--calendar '\(name)' is not one of \(calendars.map(\.name).joined(separator: ", "))")
        }
        return CalendarSystem(entry.identifier)
    }

    static func locale(_ identifier: String) throws -> Locale {
        guard MonthNames.isKnownLocale(identifier) else {
            throw DemoError("--locale '\(identifier)' is not a locale this system knows")
        }
        return Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
    }

    /// The era numbers a calendar has, as Foundation numbers them (0…1 for the Gregorian calendar).
    static func eras(of calendar: CalendarSystem) -> ClosedRange<Int> {
        guard let range = calendar.calendar.maximumRange(of: .era), !range.isEmpty else { return 0...0 }
        return range.lowerBound...(range.upperBound - 1)
    }

    static func timeZone(_ identifier: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            throw DemoError("--time-zone '\(identifier)' is not a time zone this system knows")
        }
        return zone
    }

    /// A picker configuration whose ribbons fit the boxes of ``CalendarArt``
    /// (one column per unit), with a month ribbon that runs on across years.
    static func configuration(calendar: CalendarSystem, locale: Locale, timeZone: TimeZone,
                              firstWeekday: Int?) -> DayPicker.Configuration {
        let years = YearRange.standard(for: calendar)
        let labels = CalendarLabels(calendar: calendar, locale: locale)
        return DayPicker.Configuration(
            calendar: calendar, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday,
            monthLayout: ComponentLayout(width: Double(CalendarArt.monthBoxWidth(for: years, labels: labels) - 2)),
            yearLayout: ComponentLayout(width: Double(CalendarArt.yearBoxWidth(for: years, labels: labels) - 2)),
            scrolling: RibbonScroller.Configuration(tapSlop: 0.5), continuousMonths: true)
    }

    /// Whether a locale writes right to left (Arabic, Persian, Hebrew…): its lines are then bidi-isolated.
    static func isRightToLeft(_ locale: Locale) -> Bool {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
    }

    /// The weekday names for a two-column header.
    static func headerSymbols(locale: Locale, firstWeekday: Int) -> [String] {
        MonthGridText.headerSymbols(
            short: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday),
            veryShort: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday, width: .veryShort))
    }
}
