import CalendarPicker

/// A date typed as `YYYY-MM-DD` in a calendar, as the form's date rows and
/// `demo pick` take it: which characters belong to one, and what the text
/// means once Enter checks it.
package enum DateEntry: Equatable {
    /// Nothing was typed.
    case empty
    /// A day of the calendar.
    case day(Day)
    /// Numbers that name no day of the calendar (`2026-02-30`).
    case noSuchDay
    /// Text that is no date at all.
    case notADate

    /// What to type, for messages.
    package static let format = "YYYY-MM-DD"

    /// Whether a character can be part of a typed date: a digit or `-`.
    ///
    /// - Parameter scalar: A typed character.
    package static func isDateCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "-"
    }

    /// The date characters of pasted text, in order.
    ///
    /// - Parameter text: Any text.
    package static func dateCharacters(in text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(isDateCharacter)))
    }

    /// Reads typed text, blanks at its ends ignored.
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - calendar: The calendar whose year, month and day numbers it holds.
    package init(_ text: String, in calendar: CalendarSystem) {
        let trimmed = text.trimmingBlanks
        guard !trimmed.isEmpty else {
            self = .empty
            return
        }
        do {
            self = .day(try calendar.day(parsing: String(trimmed)))
        } catch where error.reason == .noSuchDay {
            self = .noSuchDay
        } catch {
            self = .notADate
        }
    }

    /// Why the text is no day, in a few words; `nil` for a day or nothing.
    package var problem: String? {
        switch self {
        case .empty, .day: nil
        case .noSuchDay: "no such day"
        case .notADate: "type a date as \(DateEntry.format)"
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at its ends.
    package var trimmingBlanks: Substring {
        let isBlank = { (character: Character) in character == " " || character == "\t" || character.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
