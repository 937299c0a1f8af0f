/// Why a text does not name a day.
///
/// The description is one line that quotes the text, for a command-line
/// tool to print after the option's name: `--date '2026-02-30' is not a day
/// of the Gregorian calendar`.
public struct DayParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Hashable, Sendable {
        /// The text does not have the form asked for (`YYYY-MM-DD`).
        case malformed
        /// The form is right but the calendar has no such day (`2026-02-30`).
        case noSuchDay
        /// The day lies outside the days that may be used.
        case outOfRange
        /// A range's end comes before its start.
        case endsBeforeStart
    }

    /// The text, as given.
    public let text: String
    /// What is wrong with it.
    public let reason: Reason
    /// The calendar's name, when the text was read in a named calendar.
    public let calendarName: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - text: The text, as given.
    ///   - reason: What is wrong with it.
    ///   - calendarName: The calendar's name, if any ("Gregorian").
    public init(text: String, reason: Reason, calendarName: String? = nil) {
        self.text = text
        self.reason = reason
        self.calendarName = calendarName
    }

    /// `'TEXT' is not a date of the form YYYY-MM-DD`, `'TEXT' is not a day of
    /// the Gregorian calendar`, `'TEXT' is outside the days that can be used`
    /// or `'TEXT' ends before it starts`.
    public var description: String {
        switch reason {
        case .malformed: return "'\(text)' is not a date of the form YYYY-MM-DD"
        case .noSuchDay:
            return "'\(text)' is not a day of the \(calendarName.map { "\($0) calendar" } ?? "calendar")"
        case .outOfRange: return "'\(text)' is outside the days that can be used"
        case .endsBeforeStart: return "'\(text)' ends before it starts"
        }
    }
}
