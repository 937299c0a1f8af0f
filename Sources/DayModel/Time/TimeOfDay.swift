/// A time of day on a 24-hour clock, to the minute: 00:00 to 23:59, with no
/// day and no time zone.
///
/// A time picker's value is one of these, never formatted text; a host shows
/// it in the locale's 12- or 24-hour form. Times order as a clock's do, from
/// midnight. ``init(parsing:)`` and ``description`` read and write `HH:MM`.
///
/// ```swift
/// let start = try TimeOfDay(parsing: "09:30")
/// start.adding(minutes: 45)          // 10:15
/// start.adding(minutes: -600)        // 23:30, the clock wraps
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

    /// `HH:MM`, the hour and minute in two digits each (`09:05`).
    public var description: String {
        ClockText.twoDigits(hour) + ":" + ClockText.twoDigits(minute)
    }

    /// Whether a time comes earlier in the day.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}
