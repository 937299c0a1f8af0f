/// Why a text does not name a moment (``ZonedMoment/init(iso8601:in:)``).
///
/// The description is one line that quotes the text, for a command-line
/// tool to print after the option's name: `--start '2026-11-23T25:00:00Z' is
/// not a day and time that exist`.
public struct MomentParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Hashable, Sendable {
        /// The text is not RFC 3339's `YYYY-MM-DDTHH:MM:SS±HH:MM` (or `Z`).
        case malformed
        /// The form is right but the day or the time does not exist (`2026-02-30`, `24:00:00`).
        case noSuchDay
        /// The moment lies outside the days that may be used.
        case outOfRange
    }

    /// The text, as given.
    public let text: String
    /// What is wrong with it.
    public let reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - text: The text, as given.
    ///   - reason: What is wrong with it.
    public init(text: String, reason: Reason) {
        self.text = text
        self.reason = reason
    }

    /// `'TEXT' is not a date and time of the form YYYY-MM-DDTHH:MM:SS±HH:MM`,
    /// `'TEXT' is not a day and time that exist` or `'TEXT' is outside the days that can be used`.
    public var description: String {
        switch reason {
        case .malformed: "'\(text)' is not a date and time of the form YYYY-MM-DDTHH:MM:SS±HH:MM"
        case .noSuchDay: "'\(text)' is not a day and time that exist"
        case .outOfRange: "'\(text)' is outside the days that can be used"
        }
    }
}
