/// A length of time in whole minutes, such as hours worked (`7:45`) or a
/// timer's length: not a time of day, and not tied to a clock.
///
/// ``init(parsing:)`` and ``description`` read and write `H:MM`; the hours
/// have as many digits as they need. ``init(iso8601:)`` and ``iso8601`` read
/// and write ISO 8601's duration, `PT7H45M`.
///
/// ```swift
/// let worked = try TimeSpan(parsing: "7:45")
/// worked.hours                        // 7
/// worked.totalMinutes                 // 465
/// let night = TimeSpan(from: try TimeOfDay(parsing: "22:00"), to: try TimeOfDay(parsing: "06:00"))   // 8:00
/// TimeSpan(totalMinutes: -15)         // nil: a span is not negative
/// ```
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in minutes; not negative.
    public let totalMinutes: Int

    /// No time.
    public static let zero = TimeSpan(uncheckedMinutes: 0)

    /// A length of some minutes, or `nil` for a negative number (an end
    /// before its start: ``init(from:to:)`` reads two times of a shift).
    ///
    /// - Parameter totalMinutes: The minutes, 0 or more.
    public init?(totalMinutes: Int) {
        guard totalMinutes >= 0 else { return nil }
        self.totalMinutes = totalMinutes
    }

    /// The span from one time of day to the next time the clock shows another:
    /// past midnight when `end` comes earlier in the day, as a night shift
    /// does (22:00 to 06:00 is 8:00), and zero when the two are equal.
    ///
    /// - Parameters:
    ///   - start: When the span starts.
    ///   - end: When it ends.
    public init(from start: TimeOfDay, to end: TimeOfDay) {
        let minutes = end.minutesSinceMidnight - start.minutesSinceMidnight
        self.init(uncheckedMinutes: minutes < 0 ? minutes + TimeOfDay.minutesPerDay : minutes)
    }

    /// A span of minutes known not to be negative.
    private init(uncheckedMinutes: Int) {
        totalMinutes = uncheckedMinutes
    }

    /// A span of some minutes, 0 for a negative number: for the package's
    /// own arithmetic on spans it keeps within range.
    package init(clampingMinutes minutes: Int) {
        totalMinutes = Swift.max(0, minutes)
    }

    /// A length of hours and minutes, or `nil` when either is negative or
    /// the minutes reach an hour.
    ///
    /// - Parameters:
    ///   - hours: Whole hours, 0 or more.
    ///   - minutes: 0 to 59.
    public init?(hours: Int, minutes: Int) {
        guard hours >= 0, (0...59).contains(minutes), hours <= (Int.max - minutes) / 60 else { return nil }
        self.init(uncheckedMinutes: hours * 60 + minutes)
    }

    /// The whole hours.
    public var hours: Int { totalMinutes / 60 }

    /// The minutes after the whole hours, 0 to 59.
    public var minutes: Int { totalMinutes % 60 }

    /// Reads `H:MM` (`7:45`, `0:30`, `120:00`).
    ///
    /// - Parameter text: The text.
    /// - Throws: ``TimeParsingError``: not of that form, or minutes of 60 or more.
    public init(parsing text: String) throws(TimeParsingError) {
        guard let (hours, minutes) = ClockText.hoursAndMinutes(text, maximumHourDigits: 9) else {
            throw TimeParsingError(text: text, reason: .malformed, form: "H:MM")
        }
        guard let span = TimeSpan(hours: hours, minutes: minutes) else {
            throw TimeParsingError(text: text, reason: .outOfRange, form: "H:MM")
        }
        self = span
    }

    /// `H:MM`: the hours, a colon and the minutes in two digits (`7:05`, `0:30`).
    public var description: String {
        String(hours) + ":" + ClockText.twoDigits(minutes)
    }

    /// Whether a span is shorter.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool {
        lhs.totalMinutes < rhs.totalMinutes
    }
}
