/// A length of time in whole minutes, such as hours worked (`7:45`) or a
/// timer's length: not a time of day, and not tied to a clock.
///
/// ``init(parsing:)`` and ``description`` read and write `H:MM`; the hours
/// have as many digits as they need.
///
/// ```swift
/// let worked = try TimeSpan(parsing: "7:45")
/// worked.hours                        // 7
/// worked.totalMinutes                 // 465
/// ```
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in minutes; not negative.
    public let totalMinutes: Int

    /// No time.
    public static let zero = TimeSpan(totalMinutes: 0)

    /// A length of some minutes.
    ///
    /// - Parameter totalMinutes: The minutes; not negative.
    public init(totalMinutes: Int) {
        precondition(totalMinutes >= 0, "a time span is not negative")
        self.totalMinutes = totalMinutes
    }

    /// A length of hours and minutes, or `nil` when either is negative or
    /// the minutes reach an hour.
    ///
    /// - Parameters:
    ///   - hours: Whole hours, 0 or more.
    ///   - minutes: 0 to 59.
    public init?(hours: Int, minutes: Int) {
        guard hours >= 0, (0...59).contains(minutes), hours <= (Int.max - minutes) / 60 else { return nil }
        self.init(totalMinutes: hours * 60 + minutes)
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
