import CalendarPicker

/// A time typed on a form's time or duration row, as a date row takes a
/// typed date (``DateEntry``): a time of day as `HH:MM`, or a duration as
/// `H:MM`. Which characters belong to one, and what the text means once
/// Enter checks it, read by DayModel's own parsers (`TimeOfDay(parsing:)`,
/// `TimeSpan(parsing:)`).
enum TimeEntry: Equatable {
    /// What a row takes.
    enum Kind: Equatable {
        /// A time of day.
        case time
        /// A length of time.
        case duration

        /// What to type, for messages: `HH:MM` or `H:MM`.
        var format: String {
            switch self {
            case .time: "HH:MM"
            case .duration: "H:MM"
            }
        }

        /// What it is, in a word.
        var name: String {
            switch self {
            case .time: "time"
            case .duration: "duration"
            }
        }
    }

    /// Nothing was typed.
    case empty
    /// A time of day.
    case time(TimeOfDay)
    /// A duration.
    case duration(TimeSpan)
    /// Hours or minutes that no time or duration has (`24:00`, `7:60`).
    case outOfRange(Kind)
    /// Text that is no time at all.
    case malformed(Kind)
    /// A duration of more hours than a row offers.
    case tooLong(maximumHours: Int)

    /// Whether a character can be part of a typed time: a digit or `:`.
    ///
    /// - Parameter scalar: A typed character.
    static func isTimeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == ":"
    }

    /// The time characters of pasted text, in order.
    ///
    /// - Parameter text: Any text.
    static func timeCharacters(in text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(isTimeCharacter)))
    }

    /// Reads typed text, blanks at its ends ignored.
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - kind: A time of day or a duration.
    ///   - maximumHours: The most hours of a duration (the duration wheels' last row).
    init(_ text: String, kind: Kind, maximumHours: Int) {
        let trimmed = String(text.trimmingBlanks)
        guard !trimmed.isEmpty else {
            self = .empty
            return
        }
        do {
            switch kind {
            case .time:
                self = .time(try TimeOfDay(parsing: trimmed))
            case .duration:
                let span = try TimeSpan(parsing: trimmed)
                self = span.hours > maximumHours ? .tooLong(maximumHours: maximumHours) : .duration(span)
            }
        } catch where error.reason == .outOfRange {
            self = .outOfRange(kind)
        } catch {
            self = .malformed(kind)
        }
    }

    /// Why the text is no time, in a few words; `nil` for a time, a duration or nothing.
    var problem: String? {
        switch self {
        case .empty, .time, .duration: nil
        case .outOfRange(let kind): "no such \(kind.name)"
        case .malformed(let kind): "type a \(kind.name) as \(kind.format)"
        case .tooLong(let hours): "more than \(hours) hours"
        }
    }
}
