import CalendarPicker
import Foundation
import TerminalPickers

/// The options about times that `demo time` and `demo pick` share: what is
/// picked (a time, a duration, or a day and a time), the value at the
/// start, and the wheels' minute interval, clock and longest duration.
/// The day, locale and time zone come from ``DateOptions``.
@MainActor
struct TimeOptions {
    /// What the wheels pick.
    enum Mode: Equatable {
        /// A time of day, `HH:MM`.
        case time
        /// A duration, `H:MM`.
        case duration
        /// A day and a time in a time zone, `YYYY-MM-DDTHH:MM:SS±HH:MM`.
        case dateTime
    }

    /// What the wheels pick; `nil` when no option said (`demo time` then
    /// picks a time, `demo pick` a day).
    var mode: Mode?
    /// `--time` as typed: `HH:MM`, or `H:MM` for a duration; empty for none.
    var time = ""
    var minuteInterval = 1
    var hourCycle: TimePicker.HourCycle?
    var maximumHours = 99
    /// The minute intervals the wheels take, as a list: `1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30`.
    static var intervals: String { TimePicker.Configuration.minuteIntervals.map(String.init).joined(separator: ", ") }

    /// The options, declared once for every command that takes them.
    ///
    /// - Parameter timeSelectsMode: Whether `--time` also asks for a time
    ///   and may go without its value (`demo pick --time`), or only gives
    ///   the value at the start (`demo time --time 09:30`).
    static func options(timeSelectsMode: Bool) -> [CommandOption<TimeOptions>] {
        let time: CommandOption<TimeOptions> = timeSelectsMode
            ? .optionalValue("--time", "HH:MM", help: """
                pick a time of day, from HH:MM (default: now); with
                --duration or --datetime, the value at the start
                """) { options, text in
                options.mode = options.mode ?? .time
                options.time = text
            }
            : .value("--time", "HH:MM", help: """
                the time at the start (default: now); a duration's is
                H:MM (default 0:00)
                """) { $0.time = $1 }
        return [time] + CommandOption.exclusive([
            .flag("--duration", help: "pick a duration (H:MM, 0:00 to --max-hours)") { $0.mode = .duration },
            .flag("--datetime", help: """
                pick a day and a time: the calendar (--date, --time-zone)
                beside the time's wheels; Tab goes between them
                """) { $0.mode = .dateTime },
        ]) + [
            .value("--minute-interval", "N", help: """
                minutes between rows (default 1): \(TimeOptions.intervals)
                """) {
                options, text in
                let interval = try ArgumentReader.integer(text, named: "--minute-interval", in: 1...30)
                guard TimePicker.Configuration.minuteIntervals.contains(interval) else {
                    throw DemoError("--minute-interval '\(text)' does not divide an hour (\(TimeOptions.intervals))")
                }
                options.minuteInterval = interval
            },
            .value("--clock", "12|24", help: "the hour wheel's clock (default: the locale's)") { options, text in
                switch text {
                case "12": options.hourCycle = .twelveHour
                case "24": options.hourCycle = .twentyFourHour
                default: throw DemoError("--clock '\(text)' is not 12 or 24")
                }
            },
            .value("--max-hours", "N", help: "a duration's longest hours (default 99)") { options, text in
                options.maximumHours = try ArgumentReader.integer(text, named: "--max-hours", in: 0...9_999)
            },
        ]
    }

    /// The time at the start, for the time and date-and-time modes.
    ///
    /// - Parameter now: The time when none was given.
    /// - Throws: ``DemoError`` quoting `--time` when it is not `HH:MM`.
    func startTime(now: TimeOfDay) throws -> TimeOfDay {
        guard !time.isEmpty else { return now }
        do { return try TimeOfDay(parsing: time) } catch { throw DemoError("--time \(error)") }
    }

    /// The duration at the start.
    ///
    /// - Throws: ``DemoError`` quoting `--time` when it is not `H:MM` or is
    ///   longer than `--max-hours` allows.
    func startDuration() throws -> TimeSpan {
        guard !time.isEmpty else { return .zero }
        let span: TimeSpan
        do { span = try TimeSpan(parsing: time) } catch { throw DemoError("--time \(error)") }
        guard span.hours <= maximumHours else {
            throw DemoError("--time '\(time)' is longer than --max-hours \(maximumHours) allows")
        }
        return span
    }

    /// The time picker's configuration.
    func timeConfiguration(locale: Locale) -> TimePicker.Configuration {
        TimePicker.Configuration(locale: locale, minuteInterval: minuteInterval, hourCycle: hourCycle)
    }

    /// The duration picker's configuration.
    func durationConfiguration(locale: Locale) -> DurationPicker.Configuration {
        DurationPicker.Configuration(maximumHours: maximumHours, minuteInterval: minuteInterval, locale: locale)
    }
}

extension TimeOptions {
    /// The board the options describe, after the library's checks.
    ///
    /// - Parameters:
    ///   - dates: The day, its bounds, the locale and the time zone.
    ///   - style: The calendar's box characters.
    ///   - now: The moment whose time in `dates.timeZone` starts a time
    ///     without `--time`.
    /// - Throws: ``DemoError``, one line naming the option.
    func makeBoard(dates: DateOptions, style: RibbonArt.Style = .ascii, now: Date = Date()) throws -> DateTimeBoardView {
        try refuseMismatches()
        switch mode ?? .time {
        case .time:
            let time = try startTime(now: ZonedMoment(date: now, in: dates.timeZone)?.time ?? .midnight)
            return DateTimeBoardView(picker: .time(TimePicker(configuration: timeConfiguration(locale: dates.locale), selecting: time)),
                             style: style)
        case .duration:
            let duration = try startDuration()
            return DateTimeBoardView(picker: .duration(DurationPicker(configuration: durationConfiguration(locale: dates.locale),
                                                              selecting: duration)), style: style)
        case .dateTime:
            let time = try startTime(now: ZonedMoment(date: now, in: dates.timeZone)?.time ?? .midnight)
            let days = try dates.makePicker()
            let picker = DateTimePicker(dayConfiguration: days.configuration, timeConfiguration: timeConfiguration(locale: dates.locale),
                                        selecting: days.selectedDay, time: time, today: dates.today)
            return DateTimeBoardView(picker: .dateTime(picker), style: style)
        }
    }

    /// Refuses what would be ignored or changed silently: a clock for a duration (whose hours
    /// count from 0), and a `--time` off the minute interval (naming the two nearest on it).
    func refuseMismatches() throws {
        if mode == .duration, hourCycle != nil {
            throw DemoError("--clock sets the hour wheel of a time of day: it does not go with --duration (hours from 0)")
        }
        let minutes = mode == .duration ? (try? TimeSpan(parsing: time))?.totalMinutes
            : (try? TimeOfDay(parsing: time))?.minutesSinceMidnight
        guard let minutes, let near = TimePicker.Configuration(minuteInterval: minuteInterval).minutesAround(minutes) else { return }
        let text = { mode == .duration ? TimeSpan(totalMinutes: $0)?.description ?? "" : TimeOfDay(minutesSinceMidnight: $0 % 1440).description }
        throw DemoError("--time '\(time)' is not on the \(minuteInterval)-minute interval: the nearest are \(text(near.before)) and \(text(near.after))")
    }
}
