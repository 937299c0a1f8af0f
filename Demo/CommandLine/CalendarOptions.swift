import CalendarPicker
import Foundation

/// The values of the calendar options: calendar names, locales, time zones, eras.
@MainActor
enum CalendarOptions {
    /// The calendars the demo accepts, by their CLDR keys.
    static let calendars: [CalendarIdentifier] = CalendarIdentifier.allCases

    static func calendar(named name: String) throws -> CalendarSystem {
        guard let identifier = calendars.first(where: { $0.key == name.lowercased() }) else {
            throw DemoError("--calendar '\(name)' is not one of \(calendars.map(\.key).joined(separator: ", "))")
        }
        return CalendarSystem(identifier)
    }

    static func locale(_ identifier: String) throws -> Locale {
        guard LocaleCheck.isKnownLocale(identifier) else {
            throw DemoError("--locale '\(identifier)' is not a locale this system knows")
        }
        return Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
    }

    /// A time zone by its tz database name (`Europe/Paris`, `UTC`), or an
    /// offset in one of the two forms nobody misreads, `+05:00` and
    /// `UTC+05:00`. Any other offset (`UTC+5`, `GMT+5`, `+0500`) is refused:
    /// a POSIX `TZ` of `UTC+5` is five hours behind UTC, where Foundation
    /// reads five ahead.
    static func timeZone(_ identifier: String) throws -> TimeZone {
        if let seconds = try ArgumentReader.utcOffsetSeconds(identifier, named: "--time-zone") {
            return TimeZone(secondsFromGMT: seconds)!
        }
        guard let zone = TimeZone(identifier: identifier) else {
            throw DemoError("--time-zone '\(identifier)' is not a time zone this system knows")
        }
        return zone
    }
}
