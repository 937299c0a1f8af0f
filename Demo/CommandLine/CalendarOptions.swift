import CalendarPicker
import Foundation

/// The values of the calendar options: calendar names, locales, time zones, eras.
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
        guard LocaleCheck.isKnownLocale(identifier) else {
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
}
