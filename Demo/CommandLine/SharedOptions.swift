import CalendarPicker
import Foundation

/// The options several commands take, each declared once; a command lifts
/// them into its own options (``CommandOption/lifted(into:)``).
@MainActor
enum SharedOptions {
    /// `--locale ID`: the names' locale.
    static var locale: CommandOption<Locale> {
        .value("--locale", "ID", help: "names and first weekday (default en_US)") { locale, text in
            locale = try CalendarOptions.locale(text)
        }
    }

    /// `--first-weekday 1-7`.
    static var firstWeekday: CommandOption<Weekday?> {
        .value("--first-weekday", "1-7", help: "1 = Sunday ... 7 = Saturday (default: the locale's)") { weekday, text in
            weekday = Weekday(rawValue: try ArgumentReader.integer(text, named: "--first-weekday", in: 1...7))
        }
    }

    /// `--calendar NAME`.
    static var calendar: CommandOption<CalendarSystem> {
        .value("--calendar", "NAME", help: "gregorian (default), iso8601, hebrew, japanese, islamic-civil, ...") { calendar, text in
            calendar = try CalendarOptions.calendar(named: text)
        }
    }

    /// `--time-zone ID`.
    ///
    /// - Parameter zoneDefault: The zone without the option, which the help names.
    static func timeZone(default zoneDefault: ZoneDefault) -> CommandOption<TimeZone> {
        .value("--time-zone", "ID", help: "the zone of today and of the days' starts (default: \(zoneDefault.name))") { zone, text in
            zone = try CalendarOptions.timeZone(text)
        }
    }

    /// `--latin-digits`.
    static var latinDigits: CommandOption<Bool> {
        .flag("--latin-digits", help: "write days in 0-9 whatever the locale's digits") { $0 = true }
    }

    /// `--week-numbers`.
    static var weekNumbers: CommandOption<Bool> {
        .flag("--week-numbers", help: "ISO 8601 week numbers before the weeks") { $0 = true }
    }

    /// `--ascii`.
    static var ascii: CommandOption<Bool> {
        .flag("--ascii", help: "ASCII boxes (also when the locale is not UTF-8, LANG=C)") { $0 = true }
    }

    /// `--no-color`.
    static var noColor: CommandOption<Bool> {
        .flag("--no-color", help: "no colours (also when NO_COLOR is set)") { $0 = false }
    }

    /// `--plain`.
    static var plain: CommandOption<Bool> {
        .flag("--plain", help: """
            no drawing: the keys once, then one line per change, for
            screen readers (also when TERM is dumb)
            """) { $0 = true }
    }
}

/// The time zone a command reckons today, the days' starts and the time in
/// when no `--time-zone` is given. A command sets it in one place; its
/// options start from ``timeZone`` and its help says ``name``.
enum ZoneDefault: Equatable {
    /// The system's zone (`TZ`, or the system's setting): for a person at the terminal.
    case system
    /// UTC: for output that reads the same wherever a script runs.
    case utc

    /// The zone.
    var timeZone: TimeZone {
        switch self {
        case .system: TimeZone.current
        case .utc: TimeZone(secondsFromGMT: 0)!
        }
    }

    /// The zone as the help names it.
    var name: String {
        switch self {
        case .system: "the system's"
        case .utc: "UTC"
        }
    }
}
