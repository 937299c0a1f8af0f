import DayModel

/// How a date picker's choice works.
public enum ChoiceMode: Int, Sendable {
    /// One day: each choice replaces the last.
    case single
    /// A range: the first choice is one end, the second the other.
    case range
    /// Several days: each choice adds a day, or takes it away again.
    case multiple
}

/// What a day is to the choice: chosen, an end or the inside of a range.
public enum DayMark: Int, Sendable {
    /// Not chosen.
    case none = 0
    /// A chosen day: the single day, one of several, or the first end of a range still open.
    case chosen = 1
    /// The first day of a chosen range.
    case rangeStart = 2
    /// A day inside a chosen range.
    case inRange = 3
    /// The last day of a chosen range.
    case rangeEnd = 4
}

/// The days a person has chosen, as a value: one day, a range (with the
/// first end alone while the second is being chosen) or a set of days.
public struct DayChoice: Hashable, Sendable {
    /// How the choice works.
    public let mode: ChoiceMode
    /// The chosen days in order: the day, a range's two ends (or the open
    /// end alone), or each of several days once.
    public private(set) var days: [Day] = []
    /// Whether a range has its first end only.
    public private(set) var isOpen = false
    /// The last whole range, which stays the value while a new one is open.
    public private(set) var lastRange: [Day] = []

    /// An empty choice.
    ///
    /// - Parameter mode: How the choice works.
    public init(mode: ChoiceMode) {
        self.mode = mode
    }

    /// A choice read from its ``valueText`` form: `2026-11-20` (single),
    /// `2026-11-20/2026-11-25` (range, either order), `2026-11-20,2026-11-22`
    /// (multiple); an empty text is an empty choice. `nil` when the text is
    /// not that form.
    ///
    /// - Parameters:
    ///   - mode: How the choice works.
    ///   - text: The text.
    /// - Complexity: O(n log n) for n days of several.
    public init?(mode: ChoiceMode, parsing text: String) {
        self.mode = mode
        if text.isEmpty { return }
        // Split as UTF-8: splitting a String into characters would link the Unicode tables.
        let separator = mode == .range ? UInt8(ascii: "/") : UInt8(ascii: ",")
        var parsed: [Day] = []
        for part in text.utf8.split(separator: separator, omittingEmptySubsequences: false) {
            guard let day = try? Day(iso8601: String(decoding: part, as: UTF8.self)) else { return nil }
            parsed.append(day)
        }
        switch mode {
        case .single: guard parsed.count == 1 else { return nil }
        case .range: guard parsed.count == 2 else { return nil }
        case .multiple: break
        }
        parsed.sort()
        for day in parsed where days.last != day { days.append(day) }
        if mode == .range { days = [parsed[0], parsed[1]]; lastRange = days }
    }

    /// Takes a chosen day: single replaces, range sets an end (the first,
    /// then the second in either order), multiple adds or removes it.
    ///
    /// - Parameter day: The day chosen.
    /// - Complexity: O(n) for n days of several.
    public mutating func choose(_ day: Day) {
        switch mode {
        case .single:
            days = [day]
        case .range:
            if isOpen, let first = days.first {
                days = [min(first, day), max(first, day)]
                lastRange = days
                isOpen = false
            } else {
                days = [day]
                isOpen = true
            }
        case .multiple:
            if let index = days.firstIndex(of: day) {
                days.remove(at: index)
            } else {
                days.append(day)
                days.sort()
            }
        }
    }

    /// What a day is to the choice.
    ///
    /// - Parameter day: The day.
    /// - Complexity: O(n) for n days of several.
    public func mark(of day: Day) -> DayMark {
        if mode == .range, !isOpen, days.count == 2 {
            if day == days[0] { return .rangeStart }
            if day == days[1] { return .rangeEnd }
            return day > days[0] && day < days[1] ? .inRange : .none
        }
        return days.contains(day) ? .chosen : .none
    }

    /// The choice as ISO 8601 days (Gregorian): `2026-11-20`,
    /// `2026-11-20/2026-11-25` or `2026-11-20,2026-11-22`; empty with no
    /// choice. While a new range has one end only, the last whole range
    /// (a form's value is a whole range; the open end is still being chosen).
    public var valueText: String {
        if mode == .range { return lastRange.count == 2 ? lastRange[0].iso8601 + "/" + lastRange[1].iso8601 : "" }
        var text = ""
        for day in days { text += (text.isEmpty ? "" : ",") + day.iso8601 }
        return text
    }
}

/// One day of the grid as the host draws it.
public struct DayCell: Hashable, Sendable {
    /// The day.
    public let day: Day
    /// Its number in its month.
    public let label: Int
    /// Whether it belongs to the shown month (not the weeks' overhang).
    public let isInMonth: Bool
    /// Whether it can be chosen (within the picker's bounds).
    public let isEnabled: Bool
    /// Whether it is today.
    public let isToday: Bool
    /// Whether it has the keyboard focus.
    public let isFocused: Bool
    /// What it is to the choice.
    public let mark: DayMark

    /// The cell's marks as the bits the page reads: 1 outside the month,
    /// 2 disabled, 4 today, 8 focused, and the mark times 16.
    public var flags: Int {
        (isInMonth ? 0 : 1) | (isEnabled ? 0 : 2) | (isToday ? 4 : 0) | (isFocused ? 8 : 0) | mark.rawValue << 4
    }
}
