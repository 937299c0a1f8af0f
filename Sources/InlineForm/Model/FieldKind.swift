/// What a field holds and how a person edits it.
///
/// Whether a kind opens an inline picker is not decided here: each
/// ``EditableForm`` carries the set of ``Category`` values whose rows open one.
public enum FieldKind: Hashable, Sendable {
    /// Text typed on a keyboard.
    case text
    /// A date, chosen on a date picker.
    case date
    /// A range of dates, both ends chosen on one date picker in range mode.
    case dateRange
    /// One option out of a list, chosen on a picker; the value is the option's index.
    case choice(options: [String])
    /// A switch, on or off.
    case toggle
    /// A time of day, chosen on a time picker's wheels.
    case time
    /// A length of time (hours worked, a timer), chosen on a duration picker's wheels.
    case duration

    /// The kinds without their details, for configuring which kinds open a picker.
    public enum Category: Hashable, Sendable, CaseIterable {
        /// ``FieldKind/text``.
        case text
        /// ``FieldKind/date``.
        case date
        /// ``FieldKind/dateRange``.
        case dateRange
        /// ``FieldKind/choice(options:)``, whatever the options.
        case choice
        /// ``FieldKind/toggle``.
        case toggle
        /// ``FieldKind/time``.
        case time
        /// ``FieldKind/duration``.
        case duration
    }

    /// The kind without its details.
    public var category: Category {
        switch self {
        case .text: .text
        case .date: .date
        case .dateRange: .dateRange
        case .choice: .choice
        case .toggle: .toggle
        case .time: .time
        case .duration: .duration
        }
    }
}
