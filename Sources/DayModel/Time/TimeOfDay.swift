/// A time of day on a 24-hour clock, to the minute: 00:00 to 23:59, with no
/// day and no time zone.
///
/// A time picker's value is one of these, never formatted text; a host shows
/// it in the locale's 12- or 24-hour form. Times order as a clock's do, from
/// midnight. ``init(parsing:)`` and ``description`` read and write `HH:MM`
/// for people; ``init(iso8601:)`` and ``iso8601`` read and write
/// `HH:MM:SS`, the partial-time of RFC 3339 that SQL's `TIME` and OpenAPI's
/// `time` use.
///
/// ```swift
/// let start = try TimeOfDay(parsing: "09:30")
/// start.adding(minutes: 45)          // 10:15
/// start.adding(minutes: -600)        // 23:30, the clock wraps
/// try TimeOfDay(parsing: "17:15") - start   // 7:45, a TimeSpan
/// ```
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The minutes in a day.
    public static let minutesPerDay = 24 * 60

    /// The minutes since midnight, 0 to 1439.
    public let minutesSinceMidnight: Int

    /// Midnight, 00:00.
    public static let midnight = TimeOfDay(minutesSinceMidnight: 0)

    /// The time a number of minutes after midnight, wrapping around the clock
    /// (1440 is midnight again, -1 is 23:59).
    ///
    /// - Parameter minutes: Minutes after midnight, any number.
    public init(minutesSinceMidnight minutes: Int) {
        let day = TimeOfDay.minutesPerDay
        minutesSinceMidnight = ((minutes % day) + day) % day
    }

    /// A time from its hour and minute, or `nil` when either is out of range.
    ///
    /// - Parameters:
    ///   - hour: 0 to 23.
    ///   - minute: 0 to 59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(minutesSinceMidnight: hour * 60 + minute)
    }

    /// The hour, 0 to 23.
    public var hour: Int { minutesSinceMidnight / 60 }

    /// The minute, 0 to 59.
    public var minute: Int { minutesSinceMidnight % 60 }

    /// The time some minutes later (or earlier, for a negative number),
    /// around the clock.
    ///
    /// - Parameter minutes: Minutes to add.
    /// - Returns: The time, wrapped into the day.
    public func adding(minutes: Int) -> TimeOfDay {
        TimeOfDay(minutesSinceMidnight: minutesSinceMidnight + minutes % TimeOfDay.minutesPerDay)
    }

    /// Reads `HH:MM` or `H:MM` (`09:30`, `9:30`, `23:59`).
    ///
    /// - Parameter text: The text.
    /// - Throws: ``TimeParsingError``: not of that form, or an hour or minute out of range.
    public init(parsing text: String) throws(TimeParsingError) {
        guard let (hours, minutes) = ClockText.hoursAndMinutes(text, maximumHourDigits: 2) else {
            throw TimeParsingError(text: text, reason: .malformed, form: "HH:MM")
        }
        guard let time = TimeOfDay(hour: hours, minute: minutes) else {
            throw TimeParsingError(text: text, reason: .outOfRange, form: "HH:MM")
        }
        self = time
    }

    /// Reads ISO 8601's extended time, as RFC 3339's partial-time, SQL's
    /// `TIME` and OpenAPI's `time` write it: `HH:MM:SS`, `HH:MM` or
    /// `HH:MM:SS.SSS`. The seconds must be zero.
    ///
    /// - Parameter text: The text.
    /// - Throws: ``TimeParsingError``: ``TimeParsingError/Reason/malformed``
    ///   for another form (`9:30`), ``TimeParsingError/Reason/outOfRange`` for
    ///   an hour or minute out of range (`24:00:00`), and
    ///   ``TimeParsingError/Reason/hasSeconds`` for seconds that are not zero (`09:30:15`).
    public init(iso8601 text: String) throws(TimeParsingError) {
        guard let (hours, minutes, hasSeconds) = ClockText.isoTime(text) else {
            throw TimeParsingError(text: text, reason: .malformed, form: "HH:MM:SS")
        }
        guard let time = TimeOfDay(hour: hours, minute: minutes) else {
            throw TimeParsingError(text: text, reason: .outOfRange, form: "HH:MM:SS")
        }
        guard !hasSeconds else { throw TimeParsingError(text: text, reason: .hasSeconds, form: "HH:MM:SS") }
        self = time
    }

    /// `HH:MM`, the hour and minute in two digits each (`09:05`).
    public var description: String {
        ClockText.twoDigits(hour) + ":" + ClockText.twoDigits(minute)
    }

    /// `HH:MM:SS` (`09:05:00`), RFC 3339's partial-time: the form of the `Codable` encoding.
    public var iso8601: String { description + ":00" }

    /// The span from one time to a later one on the clock, past midnight when
    /// `end` comes earlier in the day: `17:15 - 08:45` is 8:30, `06:00 - 22:00` is 8:00.
    ///
    /// - Parameters:
    ///   - end: The later time.
    ///   - start: The earlier time.
    /// - Returns: `TimeSpan(from: start, to: end)`.
    public static func - (end: TimeOfDay, start: TimeOfDay) -> TimeSpan {
        TimeSpan(from: start, to: end)
    }

    /// Whether a time comes earlier in the day.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}
