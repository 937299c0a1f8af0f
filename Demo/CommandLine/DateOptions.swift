import CalendarPicker
import Foundation
import TerminalPickers

/// The options about days that `demo calendar` and `demo pick` share, read
/// in one place and checked by the library before a picker is made.
///
/// Days are written `YYYY-MM-DD` in Foundation's Gregorian calendar (Julian
/// before 1582-10-15), whatever calendar the picker shows.
@MainActor
struct DateOptions {
    /// How many days the picker selects.
    enum Mode: Equatable {
        case single, range, multiple
    }

    var calendar = CalendarSystem(.gregorian)
    var locale = Locale(identifier: "en_US")
    var timeZone: TimeZone
    var firstWeekday: Weekday?
    var mode = Mode.single
    /// Weeks, when a command picks them (`demo pick --week`): the picker's week mode in place of `mode`.
    var weekRule: DayPicker.WeekRule?
    /// `--date`: one day, or with `--range` a range.
    var date: Day?
    var dateRange: DayRange?
    var today: Day?
    var minimum: Day?
    var maximum: Day?
    /// The values as typed, for messages.
    var typed: [String: String] = [:]

    /// The options before any argument.
    ///
    /// - Parameter zoneDefault: The time zone without `--time-zone`; the
    ///   system's unless a command says otherwise.
    nonisolated init(zoneDefault: ZoneDefault = .system) {
        timeZone = zoneDefault.timeZone
    }

    /// The options of a command whose days are in the system's time zone without `--time-zone`.
    static var options: [CommandOption<DateOptions>] { options(zoneDefault: .system) }

    /// The options, declared once for every command that takes them.
    ///
    /// - Parameter zoneDefault: The time zone without `--time-zone`, as
    ///   ``init(zoneDefault:)`` starts from it, for the help.
    static func options(zoneDefault: ZoneDefault) -> [CommandOption<DateOptions>] {
        func day(_ name: String, help: String, _ set: @escaping (inout DateOptions, Day) -> Void) -> CommandOption<DateOptions> {
            .value(name, "YYYY-MM-DD", help: help) { options, text in
                options.typed[name] = text
                set(&options, try DateOptions.gregorianDay(text, option: name))
            }
        }
        return [
            .value("--date", "YYYY-MM-DD", help: """
                the day selected at the start (default: today); with
                --range, START..END is the range chosen at the start
                """, synopsis: "[--date YYYY-MM-DD[..YYYY-MM-DD]]") { options, text in
                options.typed["--date"] = text
                if text.contains("..") {
                    do {
                        options.dateRange = try CalendarSystem(.gregorian).dayRange(parsing: text)
                    } catch {
                        throw DemoError("--date \(error)")
                    }
                    options.date = options.dateRange?.start
                } else {
                    (options.date, options.dateRange) = (try DateOptions.gregorianDay(text, option: "--date"), nil)
                }
            },
        ] + CommandOption.exclusive([
            .flag("--range", help: """
                pick a range: Enter fixes one end, moves show the range,
                Enter again fixes the other; Shift+arrows extend it, Esc
                drops a pending one
                """) { $0.mode = .range },
            .flag("--multiple", help: """
                pick several days: Enter (or a click) adds a day or takes
                it out
                """) { $0.mode = .multiple },
        ]) + [
            day("--min", help: "the earliest day that can be picked") { $0.minimum = $1 },
            day("--max", help: "the latest day that can be picked") { $0.maximum = $1 },
            day("--today", help: "the day marked as today (default: the clock's)") { $0.today = $1 },
            SharedOptions.locale.lifted(into: \.locale),
            SharedOptions.firstWeekday.lifted(into: \.firstWeekday),
            SharedOptions.calendar.withHelp("""
                gregorian (default), hebrew, japanese, ...; printed days
                are always Gregorian
                """).lifted(into: \.calendar),
            SharedOptions.timeZone(default: zoneDefault).lifted(into: \.timeZone),
        ]
    }

    /// A `YYYY-MM-DD` day of Foundation's Gregorian calendar, for an option.
    ///
    /// - Throws: ``DemoError`` naming the option and quoting the text.
    static func gregorianDay(_ text: String, option: String) throws -> Day {
        do { return try CalendarSystem(.gregorian).day(parsing: text) } catch { throw DemoError("\(option) \(error)") }
    }

    /// The picker's configuration: ribbons that fit the calendar's boxes,
    /// a month ribbon that runs on across years, and the options' bounds.
    func configuration() -> DayPicker.Configuration {
        var configuration = CalendarArt.configuration(calendar: calendar, locale: locale, timeZone: timeZone,
                                                          firstWeekday: firstWeekday)
        configuration.minimum = minimum
        configuration.maximum = maximum
        switch mode {
        case .single: configuration.selectionMode = .single
        case .range: configuration.selectionMode = .range
        case .multiple: configuration.selectionMode = .multiple
        }
        if let weekRule { configuration.selectionMode = .week(weekRule) }
        return configuration
    }

    /// The picker the options describe, after the library's checks.
    ///
    /// - Throws: ``DemoError``, one line naming the option: bounds that
    ///   conflict or lie outside the calendar, a `--date` outside them, a
    ///   `--date` range without `--range` or one the bounds cut.
    func makePicker() throws -> DayPicker {
        if dateRange != nil && mode != .range {
            throw DemoError("--date '\(typed["--date"] ?? "")' is a range: it needs --range")
        }
        let configuration = configuration()
        do {
            try configuration.validate()
        } catch {
            throw DemoError(message(for: error, calendar: calendar))
        }
        if let range = dateRange, let problem = configuration.problem(with: range) {
            throw DemoError(message(for: problem, calendar: calendar))
        } else if let date, let problem = configuration.problem(with: date) {
            throw DemoError(message(for: problem, calendar: calendar))
        }
        let picker = DayPicker(configuration: configuration, selecting: date, today: today)
        if let range = dateRange { picker.select(range: range) }
        return picker
    }

    /// One line naming the option a problem comes from, days as typed or in Gregorian text.
    private func message(for problem: DayPicker.Problem, calendar: CalendarSystem) -> String {
        let gregorian = CalendarSystem(.gregorian)
        func quoted(_ option: String) -> String { "\(option) '\(typed[option] ?? "")'" }
        let date = quoted("--date")
        let isRange = dateRange != nil
        switch problem {
        case .minimumAfterMaximum: return "\(quoted("--max")) is before \(quoted("--min"))"
        case .beforeCalendar(let day, let first):
            let option = day == minimum ? quoted("--min") : day == maximum ? quoted("--max") : date
            return "\(option) is before the first day of the \(calendar.name) calendar, \(gregorian.text(of: first))"
        case .afterCalendar(let day, let last):
            let option = day == maximum ? quoted("--max") : day == minimum ? quoted("--min") : date
            return "\(option) is after the last day of the \(calendar.name) calendar, \(gregorian.text(of: last))"
        case .beforeMinimum: return "\(date) \(isRange ? "starts" : "is") before \(quoted("--min"))"
        case .afterMaximum: return "\(date) \(isRange ? "ends" : "is") after \(quoted("--max"))"
        case .disabled: return "\(date) is a day that cannot be picked"
        case .skippedByTimeZone: return "\(date) does not exist in --time-zone '\(timeZone.identifier)'"
        case .rangeTooLong, .disabledDayInside, .tooManyDays, .maximumLengthBelowOne, .maximumCountBelowOne:
            return "\(date): \(problem)"
        }
    }
}
