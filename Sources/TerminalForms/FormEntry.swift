import CalendarPicker
import InlineForm

/// What a form row takes typed, beside the picker it opens: a date
/// (``DateEntry``), a time of day or a duration (``TimeEntry``). The
/// characters a row takes, the keys while one is typed and the check on
/// Enter all read it, so the three kinds of row behave alike.
enum FormEntry: Equatable {
    case date, time, duration

    /// The entry a kind of field takes, or `nil` for one that takes none
    /// (text is edited, not typed as an entry; choices and ranges are picked).
    ///
    /// - Parameter category: The field's kind.
    init?(_ category: FieldKind.Category) {
        switch category {
        case .date: self = .date
        case .time: self = .time
        case .duration: self = .duration
        default: return nil
        }
    }

    /// What a row checks the text as, for a time or a duration.
    private var timeKind: TimeEntry.Kind? {
        switch self {
        case .date: nil
        case .time: .time
        case .duration: .duration
        }
    }

    /// What it is, in a word: `date`, `time`, `duration`.
    var name: String { timeKind?.name ?? "date" }

    /// What to type: `YYYY-MM-DD`, `HH:MM` or `H:MM`.
    var format: String { timeKind?.format ?? DateEntry.format }

    /// The characters it takes, as the help names them.
    var characters: String { self == .date ? "digits and -" : "digits and :" }

    /// Whether a typed character belongs to the entry.
    ///
    /// - Parameter scalar: A typed character.
    func takes(_ scalar: Unicode.Scalar) -> Bool {
        self == .date ? DateEntry.isDateCharacter(scalar) : TimeEntry.isTimeCharacter(scalar)
    }

    /// The characters of pasted text that belong to the entry, in order.
    ///
    /// - Parameter text: Any text.
    func characters(in text: String) -> String {
        self == .date ? DateEntry.dateCharacters(in: text) : TimeEntry.timeCharacters(in: text)
    }

    /// What typed text means for a row.
    enum Reading: Equatable {
        /// Nothing was typed: the row keeps its value.
        case empty
        /// The row's new value.
        case value(FieldValue)
        /// Why the text is no value, in a few words, and whether a message
        /// quotes the text before it (`25:00 is no such time`).
        case problem(String, quotesText: Bool)
    }

    /// Reads typed text.
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - calendar: The calendar whose numbers a date is typed in.
    ///   - maximumHours: The most hours of a duration.
    /// - Returns: The value, nothing, or the problem.
    func read(_ text: String, calendar: CalendarSystem, maximumHours: Int) -> Reading {
        guard let timeKind else {
            let entry = DateEntry(text, in: calendar)
            switch entry {
            case .empty: return .empty
            case .day(let day): return .value(.date(day))
            case .noSuchDay, .notADate: return .problem(entry.problem ?? "", quotesText: entry == .noSuchDay)
            }
        }
        let entry = TimeEntry(text, kind: timeKind, maximumHours: maximumHours)
        switch entry {
        case .empty: return .empty
        case .time(let time): return .value(.time(time))
        case .duration(let span): return .value(.duration(span))
        case .malformed: return .problem(entry.problem ?? "", quotesText: false)
        case .outOfRange, .tooLong: return .problem(entry.problem ?? "", quotesText: true)
        }
    }
}
