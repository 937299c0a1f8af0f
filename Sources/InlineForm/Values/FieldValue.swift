/// The value of one field: text, a date, a range of dates, the index of a
/// choice, a switch, a time of day, a duration, or nothing yet.
public enum FieldValue: Hashable, Sendable {
    /// No value yet; fits every kind of field.
    case empty
    /// Text, for a ``FieldKind/text`` field.
    case text(String)
    /// A day, for a ``FieldKind/date`` field: the day a day picker selects, in any calendar.
    case date(Day)
    /// A range of days, for a ``FieldKind/dateRange`` field.
    case dateRange(DayRange)
    /// The index of the chosen option, for a ``FieldKind/choice(options:)`` field.
    case choice(Int)
    /// On or off, for a ``FieldKind/toggle`` field.
    case toggle(Bool)
    /// A time of day, for a ``FieldKind/time`` field.
    case time(TimeOfDay)
    /// A length of time, for a ``FieldKind/duration`` field.
    case duration(TimeSpan)

    /// Whether there is nothing to show: ``empty``, or text of only white space.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var isEmpty: Bool {
        switch self {
        case .empty: true
        case .text(let text): text.allSatisfy(\.isWhitespace)
        case .date, .dateRange, .choice, .toggle, .time, .duration: false
        }
    }

    /// The text, when the value is text.
    public var textValue: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The day, when the value is a date.
    public var dateValue: Day? {
        if case .date(let date) = self { date } else { nil }
    }

    /// The range, when the value is a range of dates.
    public var dateRangeValue: DayRange? {
        if case .dateRange(let range) = self { range } else { nil }
    }

    /// The index of the chosen option, when the value is a choice.
    public var choiceValue: Int? {
        if case .choice(let index) = self { index } else { nil }
    }

    /// Whether the switch is on, when the value is a toggle.
    public var toggleValue: Bool? {
        if case .toggle(let isOn) = self { isOn } else { nil }
    }

    /// The time, when the value is a time of day.
    public var timeValue: TimeOfDay? {
        if case .time(let time) = self { time } else { nil }
    }

    /// The length of time, when the value is a duration.
    public var durationValue: TimeSpan? {
        if case .duration(let span) = self { span } else { nil }
    }
}
