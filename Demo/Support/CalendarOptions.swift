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

    /// A calendar picker whose ribbons fit the boxes of ``CalendarArt`` (one column per unit),
    /// with a month ribbon that runs on across years.
    static func makePicker(calendar: CalendarSystem, locale: Locale, timeZone: TimeZone, firstWeekday: Int?,
                           selecting day: Day? = nil, today: Day? = nil, minimum: Day? = nil,
                           maximum: Day? = nil, range: Bool = false) -> DayPicker {
        let years = YearRange.standard(for: calendar)
        let labels = CalendarLabels(calendar: calendar, locale: locale)
        let configuration = DayPicker.Configuration(
            calendar: calendar, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday, minimum: minimum,
            maximum: maximum,
            monthLayout: ComponentLayout(width: Double(CalendarArt.monthBoxWidth(for: years, labels: labels) - 2)),
            yearLayout: ComponentLayout(width: Double(CalendarArt.yearBoxWidth(for: years, labels: labels) - 2)),
            scrolling: RibbonScroller.Configuration(tapSlop: 0.5),
            selectionMode: range ? .range : .single, continuousMonths: true)
        return DayPicker(configuration: configuration, selecting: day, today: today)
    }

    /// Whether a locale writes right to left (Arabic, Persian, Hebrew…): its lines are then bidi-isolated.
    static func isRightToLeft(_ locale: Locale) -> Bool {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft
    }

    /// Days as `START..END` (or one day, `START`), in Foundation's Gregorian calendar.
    static func gregorianDays(_ text: String, option: String) throws -> (start: Day, end: Day?) {
        let parts = text.components(separatedBy: "..")
        guard parts.count <= 2 else { throw DemoError("\(option) '\(text)' is not START or START..END") }
        let start = try gregorianDay(parts[0], option: option)
        guard parts.count == 2 else { return (start, nil) }
        let end = try gregorianDay(parts[1], option: option)
        guard let low = CalendarSystem(.gregorian).dayNumber(of: start), let high = CalendarSystem(.gregorian).dayNumber(of: end),
              low <= high else {
            throw DemoError("\(option) '\(text)' ends before it starts")
        }
        return (start, end)
    }

    /// The weekday names for a two-column header.
    static func headerSymbols(locale: Locale, firstWeekday: Int) -> [String] {
        MonthGridText.headerSymbols(
            short: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday),
            veryShort: WeekdayHeader.symbols(locale: locale, firstWeekday: firstWeekday, width: .veryShort))
    }

    /// A `YYYY-MM-DD` day of Foundation's Gregorian calendar (Julian before 1582-10-15).
    static func gregorianDay(_ text: String, option: String) throws -> Day {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1 else {
            throw DemoError("\(option) '\(text)' is not a date of the form YYYY-MM-DD")
        }
        let result = Day(year: year, month: month, day: day)
        guard CalendarSystem(.gregorian).dayNumber(of: result) != nil else {
            throw DemoError("\(option) '\(text)' is not a day of the Gregorian calendar")
        }
        return result
    }

    /// `YYYY-MM-DD` of a day number in Foundation's Gregorian calendar.
    static func gregorianText(ofDayNumber dayNumber: Int) -> String {
        CalendarSystem(.gregorian).day(atDayNumber: dayNumber).description
    }
}
