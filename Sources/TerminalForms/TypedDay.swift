import CalendarPicker
import TerminalUI

/// A day typed on a picker's keys, as `YYYY-MM-DD`: a digit or `-` starts
/// it, Backspace edits it, Enter takes it, Esc drops it, and any other key
/// drops it and does what it does. A value with ``handle(_:)`` as its one
/// transition.
package struct TypedDay: Equatable {
    /// The text typed so far, while a day is typed.
    package private(set) var editor: LineEditor?

    /// What a key did to the typing.
    package enum Step: Hashable, Sendable {
        /// The text changed (or the typing started or emptied).
        case typing
        /// Esc dropped the text.
        case dropped
        /// Enter took the text.
        case submitted(String)
        /// Not a typing key: the text is dropped and the key is the picker's.
        case passedOn
    }

    /// No day typed.
    package init() {}

    /// The text typed so far, or `nil` when no day is typed.
    package var text: String? { editor?.text }

    /// Whether an event starts typing a day: a digit or `-`.
    ///
    /// - Parameter event: An event.
    package static func starts(_ event: InputEvent) -> Bool {
        guard case .key(.character(let scalar), []) = event else { return false }
        return DateEntry.isDateCharacter(scalar)
    }

    /// Applies a key while a day is typed (or one that starts it).
    ///
    /// - Parameter event: The event.
    /// - Returns: What it did.
    package mutating func handle(_ event: InputEvent) -> Step {
        var editor = self.editor ?? LineEditor(text: "")
        switch event {
        case .key(.character(let scalar), []) where DateEntry.isDateCharacter(scalar):
            editor.insert(String(scalar))
        case .key(.backspace, _):
            editor.deleteBackward()
        case .key(.enter, _):
            self.editor = nil
            return .submitted(editor.text)
        case .key(.escape, _):
            self.editor = nil
            return .dropped
        default:
            self.editor = nil
            return .passedOn
        }
        self.editor = editor.text.isEmpty ? nil : editor
        return .typing
    }

    /// The day a typed or pasted `YYYY-MM-DD` (Gregorian) names when the
    /// picker allows it, or the one line that says why not.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - picker: The picker whose rules the day must follow.
    /// - Returns: The day, or the problem; `nil` for empty text.
    @MainActor
    package static func day(from text: String, for picker: DayPicker) -> Result<Day, TypedDayProblem>? {
        switch DateEntry(text, in: CalendarSystem(.gregorian)) {
        case .day(let day):
            if let problem = picker.configuration.problem(with: day) { return .failure(TypedDayProblem(String(describing: problem))) }
            return .success(day)
        case .empty:
            return nil
        case let entry:
            return .failure(TypedDayProblem(entry.problem ?? "not a day"))
        }
    }
}

/// Why a typed day cannot be taken, as one line.
package struct TypedDayProblem: Error, Hashable, Sendable {
    /// The line.
    package let message: String

    /// A problem with its line.
    package init(_ message: String) {
        self.message = message
    }
}
