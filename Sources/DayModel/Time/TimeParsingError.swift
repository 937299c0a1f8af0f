/// Why a text does not name a time of day or a time span.
///
/// The description is one line that quotes the text, for a command-line tool
/// to print after the option's name: `--time '25:00' is out of range`.
public struct TimeParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Reason: Hashable, Sendable {
        /// The text does not have the form asked for (`HH:MM`, `H:MM`).
        case malformed
        /// The form is right but an hour or a minute is out of range (`24:00`, `7:60`).
        case outOfRange
        /// The text has seconds that are not zero (`09:30:15`, `PT1M30S`): a
        /// time or a span here is to the minute.
        case hasSeconds
    }

    /// The text, as given.
    public let text: String
    /// What is wrong with it.
    public let reason: Reason
    /// The form asked for: `HH:MM`, `H:MM`, `HH:MM:SS` or `PT#H#M`.
    public let form: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - text: The text, as given.
    ///   - reason: What is wrong with it.
    ///   - form: The form asked for.
    public init(text: String, reason: Reason, form: String) {
        self.text = text
        self.reason = reason
        self.form = form
    }

    /// `'TEXT' is not a time of the form HH:MM`, `'TEXT' is out of range` or
    /// `'TEXT' has seconds; times are to the minute`.
    public var description: String {
        switch reason {
        case .malformed: "'\(text)' is not a time of the form \(form)"
        case .outOfRange: "'\(text)' is out of range"
        case .hasSeconds: "'\(text)' has seconds; times are to the minute"
        }
    }
}
