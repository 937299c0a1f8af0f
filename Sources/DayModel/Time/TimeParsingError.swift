/// Why a text does not name a time of day or a time span.
///
/// The description is one line that quotes the text, for a command-line tool
/// to print after the option's name: `--time '25:00' is out of range`.
public struct TimeParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Reason: Hashable, Sendable {
        /// The text does not have the form asked for (`HH:MM`, `H:MM`).
        case malformed
        /// The form is right but an hour or a minute is out of range (`24:00`, `7:60`).
        case outOfRange
    }

    /// The text, as given.
    public let text: String
    /// What is wrong with it.
    public let reason: Reason
    /// The form asked for: `HH:MM` or `H:MM`.
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

    /// `'TEXT' is not a time of the form HH:MM` or `'TEXT' is out of range`.
    public var description: String {
        switch reason {
        case .malformed: "'\(text)' is not a time of the form \(form)"
        case .outOfRange: "'\(text)' is out of range"
        }
    }
}
